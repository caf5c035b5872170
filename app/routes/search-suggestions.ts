import { requestLocaleContext } from "../i18n/request-locale";
import { networkStatusContext } from "../network-status/network-status-context";
import { pageHeadingsContext } from "../site-search/page-headings";
import { searchQueryOf } from "../site-search/search-asked";
import { suggestionsOf } from "../site-search/search-view.server";
import type { Route } from "./+types/search-suggestions";
import { answerMomentOf, siteSearchIndex } from "./site-search-index.server";

/**
 * The first answers to what is being typed in a site search field, as JSON in the language of
 * the path (`/search/suggestions.json`, `/ar/search/suggestions.json`), with `<` escaped so no
 * client that sniffs a type could read markup in it.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(requestLocaleContext);
  const index = siteSearchIndex(locale, context.get(pageHeadingsContext));
  const moment = await answerMomentOf(context.get(networkStatusContext));
  const body = suggestionsOf(locale, searchQueryOf(url.searchParams), { index, moment });
  return new Response(JSON.stringify(body).replaceAll("<", "\\u003c"), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
