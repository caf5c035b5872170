/**
 * What the map shows and how its drawing is handed from the build to the page: the frame, in
 * degrees, and the projected outline with the numbers that place any other point on it.
 */

/** The stretch of the Earth the map frames: every island and the whole mainland of the seven emirates. */
export { UAE_BOUNDS } from "../domain/uae-bounds.ts";

/** The map's width in its own units; its height follows from the UAE's shape. */
export const MAP_WIDTH = 1000;

/** Room kept on every side of the frame, in map units, so a mark at its edge is whole. */
export const MAP_PADDING = 24;

/**
 * The meridian the transverse Mercator projection is centred on: the middle of the UAE, where
 * a kilometre is the same length on the map in every direction to within a tenth of a percent.
 */
export const CENTRAL_MERIDIAN = 54;

/** A fitted transverse Mercator projection: what the page needs to place a point itself. */
export interface MapProjection {
  /** Degrees east of Greenwich. */
  readonly centralMeridian: number;
  /** Map units per radian. */
  readonly scale: number;
  /** Where the central meridian meets the equator, in map units. */
  readonly translate: readonly [number, number];
}

/** The drawing the build makes from the geographic data (app/map/uae-outline.ts). */
export interface UaeMapGeometry {
  readonly width: number;
  readonly height: number;
  /** The UAE's land, mainland and islands, as SVG path data. */
  readonly land: string;
  /** The neighbouring countries' land within the frame, as SVG path data. */
  readonly neighbours: string;
  readonly projection: MapProjection;
}
