import { typedParam } from "../i18n/typed-text";
import { AREA_PARAM, MAX_AREA_LENGTH } from "../site/query-params";

/**
 * The area a request asks the page to check, read as every form's query is (one typed line,
 * cut to a length no area's name reaches); undefined when none is asked. The server keeps the
 * page's rendered answers under it too (server/request-listener.ts): requests it reads alike
 * are one answer, whatever else their query holds.
 */
export function areaAskedOf(query: URLSearchParams): string | undefined {
  return typedParam(query, AREA_PARAM, MAX_AREA_LENGTH) ?? undefined;
}
