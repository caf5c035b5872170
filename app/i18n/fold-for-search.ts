/**
 * How names and queries are compared wherever a visitor's words meet a list of places: the
 * destination finder (on the server and in the browser) and the tariff files' check that no
 * two places share a name. Imports nothing: the browser's finder bundles it.
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
