/**
 * The site search's index and how a query is answered from it: every answer the site can give
 * (a plan, what a phone can do, a destination's call price, its roaming zone, a community's
 * coverage, a store, an area's network status, a page's heading) as an entry found by the same
 * rules the finders use (matching.ts), and through slips of spelling when nothing matches as
 * typed (slips.ts). The features make their entries; the search page groups what a query finds by kind. Adding a kind
 * (the help centre's articles) is one more name in `searchKinds` and its entries.
 */
import type { Phrase } from "../i18n/bidi";
import { dialledDigits, placesAnswering, type SearchKeys } from "./matching";
import { foldForSearch } from "./fold-for-search";
import { placesAnsweringWithSlips } from "./slips";

/** The kinds of answer, in the order the search page shows their groups. */
export const searchKinds = [
  "plans",
  "phones",
  "calls",
  "roaming",
  "coverage",
  "stores",
  "status",
  "pages",
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** What changes while the site runs, which some answers are said with when they are asked. */
export interface AnswerMoment {
  /** Milliseconds since 1970: a store's "open now" is worked out for it, in UAE time. */
  now: number;
  /** How many network notices in force touch an area, by the area's id. */
  problemsIn(areaId: string): number;
}

/** One answer the site search can give, in one language. */
export interface SearchEntry extends SearchKeys {
  kind: SearchKind;
  /** What the answer is about: a place, a plan, a store, a page's heading. */
  title: string;
  /** The one line that answers, or how to say it at the moment it is asked. */
  line: Phrase | ((moment: AnswerMoment) => Phrase);
  /** Where the whole answer is, in the entry's language. */
  href: string;
}

/** The entries of one kind, with what each is found by, ready to be asked. */
interface KindIndex {
  kind: SearchKind;
  entries: readonly SearchEntry[];
  keys: SearchKeys[];
  names: string[];
}

/** The index of one language: its entries by kind. */
export interface SiteIndex {
  kinds: readonly KindIndex[];
  size: number;
}

export function siteIndex(entries: readonly SearchEntry[]): SiteIndex {
  return {
    size: entries.length,
    kinds: searchKinds.map((kind) => {
      const ofKind = entries.filter((entry) => entry.kind === kind);
      return {
        kind,
        entries: ofKind,
        keys: ofKind.map(({ names, codes }) => ({ names, codes })),
        names: ofKind.map(({ names }) => names),
      };
    }),
  };
}

/** What a query finds: the entries of each kind that answer it, and how many more did. */
export interface FoundGroup {
  kind: SearchKind;
  entries: SearchEntry[];
  /** Answers past the ones listed. */
  more: number;
}

export interface SiteSearchAnswer {
  groups: FoundGroup[];
  /** Whether nothing matched as typed and the answers are the names a slip or two away. */
  closest: boolean;
}

/**
 * The entries that answer a query, grouped by kind, at most `perKind` of each. Within a kind
 * the finders' rules decide (a whole name or alias alone, else every word beginning a word of
 * a name, or a dialling code), so "india" is India and not the Indian Ocean. When no kind has
 * an answer as typed, each kind's names fewest slips away answer ("indai", "barsah"). An empty
 * query finds nothing: the page shows its examples instead.
 */
export function searchSite(index: SiteIndex, query: string, perKind: number): SiteSearchAnswer {
  if (foldForSearch(query) === "") return { groups: [], closest: false };
  const exact = index.kinds.map((kind) => placesAnswering(kind.keys, query));
  const anyExact = exact.some((answers) => answers.includes(true));
  const isCode = dialledDigits(query) !== undefined;
  // The kinds share names (a community's coverage, status and nearest store): each name's slips
  // are counted once a query.
  const known = new Map<string, number | undefined>();
  const answers =
    anyExact || isCode
      ? exact
      : index.kinds.map((kind) => placesAnsweringWithSlips(kind.names, query, known).answers);
  const groups = index.kinds.flatMap((kind, at) => {
    const found = kind.entries.filter((_, row) => answers[at]?.[row] === true);
    if (found.length === 0) return [];
    return [
      {
        kind: kind.kind,
        entries: found.slice(0, perKind),
        more: Math.max(0, found.length - perKind),
      },
    ];
  });
  return { groups, closest: !anyExact && groups.length > 0 };
}

/** An entry's line as said at a moment. */
export function lineAt(entry: SearchEntry, moment: AnswerMoment): Phrase {
  return typeof entry.line === "function" ? entry.line(moment) : entry.line;
}
