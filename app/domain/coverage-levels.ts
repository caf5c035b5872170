/**
 * The words the network team's file says coverage with, best first: what a phone gets on the
 * network in a place, outdoors or indoors, for each generation.
 */
export const coverageLevels = ["strong", "good", "basic", "none"] as const;
export type CoverageLevel = (typeof coverageLevels)[number];

/** The network generations the file has levels for, newest first. */
export const generations = ["5g", "4g"] as const;
export type Generation = (typeof generations)[number];

/** Whether `level` is better than `other` (`strong` over `good`). */
export function isBetter(level: CoverageLevel, other: CoverageLevel): boolean {
  return coverageLevels.indexOf(level) < coverageLevels.indexOf(other);
}
