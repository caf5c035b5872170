// @ts-check

/**
 * A run's size: 1 for a full run; 1/50 for `--smoke`, which checks that every scenario still
 * runs, in minutes, without writing the report.
 * @typedef {{ scale: number }} RunSize
 */

/** `count` at a run's scale, never below `least`. */
export const scaled = (/** @type {number} */ count, /** @type {RunSize} */ { scale }, least = 1) =>
  Math.max(least, Math.round(count * scale));
