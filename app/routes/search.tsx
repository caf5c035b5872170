import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { networkStatusContext } from "../network-status/network-status-context";
import { pageHeadingsContext } from "../site-search/page-headings";
import { SearchPage } from "../site-search/search-page";
import { searchQueryOf } from "../site-search/search-asked";
import { searchView } from "../site-search/search-view.server";
import type { Route } from "./+types/search";
import { answerMomentOf, siteSearchIndex } from "./site-search-index.server";

/**
 * The site search: prerendered with its examples; `?q=` is answered by the server from the
 * index held in memory, without JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(requestLocaleContext);
  const query = searchQueryOf(url.searchParams);
  if (query === "") return searchView(locale, query, null);
  const index = siteSearchIndex(locale, context.get(pageHeadingsContext));
  const moment = await answerMomentOf(context.get(networkStatusContext));
  return searchView(locale, query, { index, moment });
}

/** An answer's title says the query; answers are not for search engines, the page is. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { words, query, answer } = loaderData;
  const title = answer ? words.answerTitle.replace("{query}", query) : words.meta.title;
  const tags = routeMetaTags(
    pageLayoutOf(matches),
    { title, description: words.meta.description },
    { branded: true },
  );
  return answer ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
