import type { CoverageLevel, Generation } from "./coverage-levels.ts";
import type { EmirateId } from "./emirates.ts";

/** What a phone gets in a place, outdoors and indoors. */
export interface PlaceCoverage {
  outdoor: CoverageLevel;
  indoor: CoverageLevel;
}

/** One community of the network team's file, checked. */
export interface Community {
  /** Its slug, also the network status's area id: stable. */
  id: string;
  names: { en: string; ar: string };
  emirate: EmirateId;
  latitude: number;
  longitude: number;
  coverage: Record<Generation, PlaceCoverage>;
  /** Other names people know it by, in each script (`JLT`, `دبي مارينا`). */
  aliases: { en: string[]; ar: string[] };
}
