/**
 * How a destination is found by what a visitor types: the same rules on the server (the
 * search form's `?q=` answer) and in the browser (the finder filtering as one types), so
 * both find the same rows. Kept free of imports: the browser's finder bundles this file.
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

/** `+91`, `0091`, `91`, `+1 876`: the digits a code query stands for; else undefined. */
export function dialledDigits(query: string): string | undefined {
  const compact = query.replace(/[\s\-().]/g, "");
  const match = /^(?:\+|00)?(\d+)$/.exec(compact);
  return match?.[1];
}

/** What a row is found by: its folded names and aliases, and its codes' digits. */
export interface SearchKeys {
  text: string;
  codes: string[];
}

/**
 * Whether a row answers the query: a code query matches the start of one of its codes
 * (`9` finds +91 and +92 while one types); words match anywhere in its names and aliases,
 * every word of the query somewhere. An empty query matches every row.
 */
export function matchesQuery(keys: SearchKeys, query: string): boolean {
  const digits = dialledDigits(query);
  if (digits !== undefined) return keys.codes.some((code) => code.startsWith(digits));
  const words = foldForSearch(query).split(" ").filter(Boolean);
  return words.every((word) => keys.text.includes(word));
}
