import type { NamedPlace } from "../search/find-place";

/** Anything with coordinates, in decimal degrees. */
export interface Located {
  latitude: number;
  longitude: number;
}

/**
 * A place a visitor may name (an emirate, a community of the network team's file): its names
 * in each language, other spellings, and where it is.
 */
export interface Place extends NamedPlace, Located {}

const EARTH_RADIUS_KM = 6_371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance in kilometres along the Earth's surface (the haversine formula). */
export function distanceKm(from: Located, to: Located): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * The items nearest the place first, each with its distance; ties keep their order. The stores
 * page orders its stores by it, the coverage page finds the community a visitor is in.
 */
export function byDistance<Item extends Located>(
  place: Located,
  items: readonly Item[],
): { item: Item; km: number }[] {
  return items.map((item) => ({ item, km: distanceKm(place, item) })).sort((a, b) => a.km - b.km);
}
