/**
 * The map's colours and the marks' shapes. The map is a picture on its own light sea, so its
 * colours hold in a forced-colours mode too (Chromium keeps an inline SVG's fills there): marks
 * are dark on light, each tone at least 3:1 against the sea, the UAE's land and its
 * neighbours' (map-palette.test.ts), and the shapes differ, so no reading rests on colour.
 */
export const mapColours = {
  sea: "#dcebf7",
  land: "#fbf8f1",
  neighbours: "#e4e2dc",
  /** The UAE's coast and borders. */
  coast: "#4f5d70",
  /** Where the neighbours' land meets the sea or the frame's edge. */
  neighbourEdge: "#a3a9b2",
  /** A light ring round each mark, so marks that touch stay apart. */
  halo: "#ffffff",
} as const;

/** The tones a mark may take, all dark. */
export const markTones = {
  blue: "#0f52bd",
  green: "#176b3a",
  amber: "#8a4600",
  red: "#a8242c",
  ink: "#1f2a37",
} as const;
export type MarkTone = keyof typeof markTones;

/**
 * The shapes a mark may take, as SVG path data centred on the mark's point, each about as large
 * as the others: some 24 map units across on a map 1,000 wide, 9 pixels on a phone.
 */
export const markShapes = {
  circle: "M-12 0a12 12 0 1 0 24 0a12 12 0 1 0-24 0z",
  square: "M-11-11h22v22h-22z",
  triangle: "M0-14l14 24h-28z",
  diamond: "M0-14l14 14-14 14-14-14z",
  cross: "M-12-7l5-5 7 7 7-7 5 5-7 7 7 7-5 5-7-7-7 7-5-5 7-7z",
} as const;
export type MarkShape = keyof typeof markShapes;

/** The width of a mark's halo, in map units. */
export const HALO_WIDTH = 2;

/** How far a mark reaches from its point, in map units, its halo included. */
export const MARK_REACH = 14 + HALO_WIDTH / 2;
