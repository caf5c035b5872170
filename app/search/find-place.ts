import { foldPlaceName } from "./fold-for-search";
import { editDistance } from "./slips";

/** What a place is named by: its id, its name in each language, and other spellings. */
export interface NamedPlace {
  id: string;
  name: { en: string; ar: string };
  aliases: readonly string[];
}

/**
 * The place a visitor means by what they typed: its id, a name in either language or an
 * alias, folded, the list's first that has it; failing that, the name nearest within a slip of
 * the keyboard (one edit in a short name, two in a name of eight letters or more). Undefined
 * when none fits, or two different names fit equally well.
 */
export function findPlace<P extends NamedPlace>(
  places: readonly P[],
  typed: string,
): P | undefined {
  const wanted = foldPlaceName(typed);
  if (wanted === "") return undefined;
  const namesOf = (place: P) =>
    [place.id, place.name.en, place.name.ar, ...place.aliases].map(foldPlaceName);
  const exact = places.find((place) => namesOf(place).includes(wanted));
  if (exact) return exact;
  const limit = wanted.length >= 8 ? 2 : wanted.length >= 4 ? 1 : 0;
  if (limit === 0) return undefined;
  const near = places.flatMap((place) =>
    namesOf(place).flatMap((name) => {
      const slips = editDistance(name, wanted, limit);
      return slips <= limit ? [{ place, name, slips }] : [];
    }),
  );
  const fewest = Math.min(...near.map(({ slips }) => slips));
  const closest = near.filter(({ slips }) => slips === fewest);
  // Places the same name calls (an emirate and its city) are one answer: the list's first.
  return new Set(closest.map(({ name }) => name)).size === 1 ? closest[0]?.place : undefined;
}
