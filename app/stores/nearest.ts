/**
 * "Nearest store": a place a visitor names (an emirate, or any community of the network
 * team's file; found as app/search/find-place.ts finds it) and the stores ordered by their
 * distance from it.
 */
import { distanceKm, type Located } from "../domain/places";

/** The items nearest the place first, each with its distance; ties keep their order. */
export function byDistance<Item extends Located>(
  place: Located,
  items: readonly Item[],
): { item: Item; km: number }[] {
  return items.map((item) => ({ item, km: distanceKm(place, item) })).sort((a, b) => a.km - b.km);
}
