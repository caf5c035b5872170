/**
 * How names and queries are compared wherever a visitor's words meet a list of names: the
 * finders (on the server and in the browser), the place a visitor names, the network status's
 * areas, and the teams' files' checks that no two places share a name. Three folds, each as its
 * users have always compared; side by side here so that one day they can become one. Imports
 * nothing: the browser's finders bundle it.
 */

/**
 * Folds a name or query for comparing: lower case, accents and Arabic vowel marks and hamza
 * seats dropped (Åland → aland, أ إ آ → ا), ة → ه and ى → ي, punctuation as spaces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}|\u0640/gu, "")
    .toLowerCase()
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Folds a name for comparing it whole: case, accents, Arabic vowel marks and hamza seats, ة
 * and ى, the article ال at a word's start, and every space and mark of punctuation, so
 * `Abudhabi`, `abu-dhabi` and `أبو ظبي` meet their place's name.
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
 * Folds an area's name or id for finding it whole, as the network status does: case, spaces,
 * hyphens, underscores, apostrophes and dots, Arabic vowel marks and tatweel, hamza seats, ة
 * and ى (`Abu Dhabi`, `abu-dhabi` and `ابو ظبي` meet; Latin accents stay).
 */
export function foldAreaName(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[\s\-_'’.]+/g, "");
}
