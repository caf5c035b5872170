import { typedParam } from "../i18n/typed-text";
import { MAX_SEARCH_LENGTH, SEARCH_QUERY_PARAM } from "../site/query-params";

/**
 * What a request asks the site search: `?q=`, read as every form's query is (one typed line,
 * no control or direction characters, cut to a length no answer needs); "" when none. The
 * server keeps answers under it too (server/request-listener.ts), so requests it reads alike
 * are one answer.
 */
export function searchQueryOf(query: URLSearchParams): string {
  return typedParam(query, SEARCH_QUERY_PARAM, MAX_SEARCH_LENGTH) ?? "";
}
