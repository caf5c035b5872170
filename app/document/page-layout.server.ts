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

/** The root loader's data for a page in a locale at a URL path. */
export function pageLayoutFor(locale: Locale, pathname: string): PageLayout {
  return {
    locale,
    // A path that is no page (`/ar/ar`) has no twin in another language and no alternates.
    pagePath: isPagePath(pathname) ? pagePathOf(pathname) : null,
    text: layoutTextOf(wordsOf(locale, "layout")),
    languages: locales.map((each) => ({
      locale: each,
      lang: wordsOf(each, "layout").lang,
      languageName: wordsOf(each, "layout").languageName,
    })),
  };
}
