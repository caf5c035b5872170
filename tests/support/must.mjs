// @ts-check

/**
 * The value, or a failed test when there is none.
 * @template T
 * @param {T | undefined | null} value
 * @returns {T}
 */
export function must(value) {
  if (value === undefined || value === null) throw new Error("Expected a value.");
  return value;
}
