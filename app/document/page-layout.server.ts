import { wordsOf } from "../content/words.server";
import type { LayoutContent, LayoutText } from "../content/layout";
import { type Locale, locales, pagePathOf } from "../i18n/locale";
import { isPagePath } from "../site/paths";
import type { PageLayout } from "./page-layout";

/** A locale's layout words as data can carry them: the copyright line gets the build's year. */
export function layoutTextOf(layout: LayoutContent): LayoutText {
  return {
    ...layout,
    footer: { ...layout.footer, copyright: layout.footer.copyright(import.meta.env.BUILD_YEAR) },
  };
}

/** The most parameters, and the longest value, a page's query keeps for its language switch. */
const KEPT_PARAMS = 8;
const KEPT_VALUE_LENGTH = 100;

/**
 * A request's query as the language switch keeps it: every parameter, in its order, so the
 * other language answers the same search, estimate or check; bounded, since no form of the site
 * sends more or longer ones, so an address padded by hand is not written back in full.
 */
export function keptQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of [...params].slice(0, KEPT_PARAMS)) {
    kept.append(name.slice(0, KEPT_VALUE_LENGTH), value.slice(0, KEPT_VALUE_LENGTH));
  }
  const query = kept.toString();
  return query === "" ? "" : `?${query}`;
}

/** The root loader's data for a page in a locale at a URL path, answering a query. */
export function pageLayoutFor(
  locale: Locale,
  pathname: string,
  params: URLSearchParams = new URLSearchParams(),
): PageLayout {
  const pagePath = isPagePath(pathname) ? pagePathOf(pathname) : null;
  return {
    locale,
    // A path that is no page (`/ar/ar`) has no twin in another language and no alternates.
    pagePath,
    query: pagePath === null ? "" : keptQuery(params),
    text: layoutTextOf(wordsOf(locale, "layout")),
    languages: locales.map((each) => ({
      locale: each,
      lang: wordsOf(each, "layout").lang,
      languageName: wordsOf(each, "layout").languageName,
    })),
  };
}
