import type { DestinationFinderContent } from "../content/rates";
import { countMessage } from "../search/count-sentence";
import type { SearchKeys } from "../search/matching";
import { typedParam } from "../i18n/typed-text";
import { DESTINATION_QUERY_PARAM, MAX_QUERY_LENGTH } from "../site/query-params";
import {
  homeKeys,
  type LetterGroup,
  searchAnswer,
  type SearchScope,
} from "./destination-rows.server";

/** What the finder shows for a query, worked out on the server for the page it answers. */
export interface FinderView {
  words: DestinationFinderContent;
  /** The page's own path: the form's action, and where "show all" leads. */
  action: string;
  query: string;
  /** The live region's words for this state; empty before any search. */
  status: string;
  matched: number;
  /** Whether the query is the UAE, whose numbers are local: the finder says so. */
  home: boolean;
  /** What the UAE is found by, for the finder in the browser. */
  homeKeys: SearchKeys;
  index: { letter: string; id: string }[];
}

/**
 * The query a request asks for: `?q=`, read as one typed line (no control or bidi characters to
 * write back into the page) and cut to a length no name reaches.
 */
export function queryOf(url: URL): string {
  return typedParam(url.searchParams, DESTINATION_QUERY_PARAM, MAX_QUERY_LENGTH) ?? "";
}

/**
 * The finder's state for a query and the ids of the rows that answer it. The page renders
 * every row, the others `hidden`, so the finder in the browser can show them again.
 */
export function finderView(
  groups: LetterGroup[],
  query: string,
  words: DestinationFinderContent,
  action: string,
  intlLocale: string,
  scope: SearchScope,
): { finder: FinderView; shown: Set<string> } {
  const { ids: shown, home } = searchAnswer(groups, query, scope);
  const status = query && shown.size > 0 ? countMessage(words.found, shown.size, intlLocale) : "";
  return {
    finder: {
      words,
      action,
      query,
      status,
      matched: shown.size,
      home,
      homeKeys: homeKeys(scope),
      index: groups.map(({ letter, id }) => ({ letter, id })),
    },
    shown,
  };
}
