import type { Located } from "./places";
import { UAE_BOUNDS } from "./uae-bounds";

/**
 * The decimals a visitor's coordinates keep: two, a hundredth of a degree, about 1.1 km north
 * to south and 1 km east to west in the UAE. Enough to name the nearest store or community (they
 * lie kilometres apart), too coarse to point at a home. The browser rounds before it sends, and
 * the server rounds again, trusting no one.
 */
export const LOCATION_DECIMALS = 2;

const STEPS = 10 ** LOCATION_DECIMALS;

/** A coordinate rounded to LOCATION_DECIMALS, as the page sends and the server reads it. */
export function roundCoordinate(degrees: number): number {
  // Rounded on whole hundredths, so 25.005 does not become 25.00 through binary fractions.
  return Math.round(Number((degrees * STEPS).toFixed(6))) / STEPS;
}

/** A decimal number as a person or a page writes it: no exponent, no hex, no stray text. */
const DECIMAL = /^[+-]?\d{1,3}(\.\d{1,12})?$/;

/**
 * What a request says of the visitor's location: nothing (no `lat` nor `lng`), a place inside
 * the UAE (rounded), or why it cannot be used: a value that is not a coordinate (or one of the
 * two missing), or a point outside the UAE, where we have neither stores nor network.
 */
export type VisitorLocation =
  | { readonly asked: false }
  | { readonly asked: true; readonly at: Located }
  | { readonly asked: true; readonly problem: "unreadable" | "outside" };

/**
 * Reads the visitor's location from the two raw values (`null` where the parameter is absent),
 * each at most `maxLength` characters. The box is the UAE's (every island and the mainland):
 * a point just over a border is still "outside", said plainly, never moved onto the map.
 */
export function readVisitorLocation(
  latitude: string | null,
  longitude: string | null,
  maxLength: number,
): VisitorLocation {
  if (latitude === null && longitude === null) return { asked: false };
  const parse = (value: string | null) => {
    const text = value?.trim() ?? "";
    return text.length <= maxLength && DECIMAL.test(text) ? Number(text) : NaN;
  };
  const lat = parse(latitude);
  const lng = parse(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return { asked: true, problem: "unreadable" };
  }
  const at = { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) };
  const { west, south, east, north } = UAE_BOUNDS;
  const inside =
    at.latitude >= south && at.latitude <= north && at.longitude >= west && at.longitude <= east;
  return inside ? { asked: true, at } : { asked: true, problem: "outside" };
}
