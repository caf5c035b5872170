import { wordsOf } from "../content/words.server";
import type { LayoutContent, LayoutText } from "../content/layout";
import { type Locale, locales, pagePathOf } from "../i18n/locale";
import { typedLine } from "../i18n/typed-text";
import { isPagePath } from "../site/paths";
import type { PageLayout } from "./page-layout";

/** A locale's layout words as data can carry them: the copyright line gets the build's year. */
export function layoutTextOf(layout: LayoutContent): LayoutText {
  return {
    ...layout,
    footer: { ...layout.footer, copyright: layout.footer.copyright(import.meta.env.BUILD_YEAR) },
  };
}

/**
 * The most parameters a page's query keeps for its language switch, and the longest name or
 * value: the longest a finder reads (MAX_QUERY_LENGTH and its kin in site/query-params.ts).
 */
const KEPT_PARAMS = 8;
const KEPT_LENGTH = 60;

/**
 * A request's query as the language switch keeps it: every parameter, in its order, so the
 * other language answers the same search, estimate or check; each read as one typed line and
 * bounded as the pages read them, so an address padded by hand (or with a NUL or a bidi
 * override) is not written back as it came.
 */
export function keptQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [name, value] of [...params].slice(0, KEPT_PARAMS)) {
    kept.append(typedLine(name).slice(0, KEPT_LENGTH), typedLine(value).slice(0, KEPT_LENGTH));
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
