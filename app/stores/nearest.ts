/**
 * "Nearest store": a place a visitor names (an emirate now, any community of the network
 * team's file as well once it is given) and the stores ordered by their distance from it.
 */

/** A place one may ask from: its names in each language, other spellings, and where it is. */
export interface Place {
  id: string;
  name: { en: string; ar: string };
  aliases: readonly string[];
  latitude: number;
  longitude: number;
}

/** Anything with coordinates, in decimal degrees. */
export interface Located {
  latitude: number;
  longitude: number;
}

/**
 * Folds a name for comparing: case, accents, Arabic vowel marks and hamza seats, ة and ى,
 * the article ال at a word's start, and every space and mark of punctuation, so `Abudhabi`,
 * `abu-dhabi` and `أبو ظبي` meet their place's name.
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}|\u0640/gu, "")
    .toLowerCase()
    .replace(/[أإآ]/g, "ا")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(/(^|[^\p{L}\p{N}])ال/gu, "$1")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * How many single-letter edits turn one text into another, two neighbours swapped counting as
 * one (`Sharjha`), up to `limit` + 1: the optimal string alignment distance.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * The place a visitor means by what they typed: its id, a name in either language or an
 * alias, folded, the list's first that has it; failing that, the name nearest within a slip of
 * the keyboard (one edit in a short name, two in a name of eight letters or more). Undefined
 * when none fits, or two different names fit equally well.
 */
export function findPlace<P extends Place>(places: readonly P[], typed: string): P | undefined {
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

/** The items nearest the place first, each with its distance; ties keep their order. */
export function byDistance<Item extends Located>(
  place: Located,
  items: readonly Item[],
): { item: Item; km: number }[] {
  return items.map((item) => ({ item, km: distanceKm(place, item) })).sort((a, b) => a.km - b.km);
}
