/**
 * Slips of spelling: a place found by what a visitor types even when it is a letter or two
 * off, on the server (the coverage page's "check your area" answer, the place the stores page
 * is asked about) and in the browser (the coverage tables filtering as one types), so both
 * find the same rows. Imports only the import-free matching rules: the browser bundles it.
 */
import { foldForSearch } from "./fold-for-search";
import { dialledDigits, placesAnswering, type SearchKeys } from "./matching";

/**
 * Edits (a letter added, dropped, changed, or two neighbours swapped) that turn `a` into
 * `b`, or `limit + 1` once it is certain to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/** The slips a word of this many letters may hold and still be recognised: none below 4. */
function slipsAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/** The words that tell a name apart: the article (`al`, `el`, `ال`) is passed over. */
function telling(folded: string): string[] {
  return folded
    .split(" ")
    .filter((word) => word && word !== "al" && word !== "el" && word !== "the")
    .map((word) => (word.startsWith("ال") && word.length > 3 ? word.slice(2) : word));
}

/**
 * How far one name is from the query's words: ten for each slip, and one for each word of
 * the name the query leaves out, so of two names a slip away the one typed whole comes first
 * ("Al Barhsa" is Al Barsha, not Barsha Heights). Undefined when a word is too many slips away.
 */
function slipsFrom(queryWords: string[], name: string): number | undefined {
  const nameWords = telling(name);
  let total = 0;
  for (const word of queryWords) {
    const allowed = slipsAllowed(word);
    let best = allowed + 1;
    for (const nameWord of nameWords) {
      // A word still being typed may be a slip away from the start of the name's word.
      const start = nameWord.slice(0, word.length);
      best = Math.min(
        best,
        editDistance(word, nameWord, allowed),
        editDistance(word, start, allowed),
      );
    }
    if (best > allowed) {
      // Written as one word ("alain", "abudhabi")?
      const joined = queryWords.join("");
      const slips = editDistance(joined, name.replaceAll(" ", ""), slipsAllowed(joined));
      return slips <= slipsAllowed(joined) ? slips * 10 : undefined;
    }
    total += best * 10;
  }
  return total + Math.max(0, nameWords.length - queryWords.length);
}

/** Which places answer a query and how: `names` is each place's folded names, `|` apart. */
export interface SlipsAnswer {
  answers: boolean[];
  /** Whether no name matched as typed and the answers are the closest a slip or two away. */
  closest: boolean;
}

/**
 * The places that answer a query, in their order: the matching rules (a whole name or alias,
 * else every word beginning a word of a name), else the places whose names come fewest slips
 * away (all of them when they tie), so "Jumiera", "Dubia Marina" and "البرشا" still find their
 * place. An empty query: all.
 */
export function placesAnsweringWithSlips(
  places: string[],
  query: string,
  /**
   * Each name's slips from this query, for lists that share names (the site search's kinds
   * name the same communities): one query's, never kept across queries.
   */
  known = new Map<string, number | undefined>(),
): SlipsAnswer {
  const exact = placesAnswering(
    places.map((names) => ({ names, codes: [] })),
    query,
  );
  const folded = foldForSearch(query);
  if (exact.includes(true) || !folded) return { answers: exact, closest: false };
  const queryWords = telling(folded);
  if (queryWords.length === 0) return { answers: exact, closest: false };
  const slips = places.map((names) => {
    const each = names.split("|").map((name) => {
      if (!known.has(name)) known.set(name, slipsFrom(queryWords, name));
      return known.get(name);
    });
    const found = each.filter((count): count is number => count !== undefined);
    return found.length > 0 ? Math.min(...found) : undefined;
  });
  const fewest = Math.min(...slips.filter((count): count is number => count !== undefined));
  return { answers: slips.map((count) => count === fewest), closest: true };
}

/**
 * The finders' answer (a destination's names and codes): the matching rules, and when they find
 * nothing for words, the names fewest slips away, so "indai" finds India on the calls and
 * roaming pages, in the browser as on the server. A code is never a slip.
 */
export function placesAnsweringOrClosest(places: SearchKeys[], query: string): boolean[] {
  const exact = placesAnswering(places, query);
  if (exact.includes(true) || dialledDigits(query) !== undefined) return exact;
  return placesAnsweringWithSlips(
    places.map(({ names }) => names),
    query,
  ).answers;
}
