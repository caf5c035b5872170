import { wordsOf } from "../content/words.server";
import { type Locale, locales, localizedPath } from "../i18n/locale";
import { searchNames } from "../search/matching";
import type { SearchEntry } from "../search/site-index";
import { joinPagePath } from "../site/paths";

/**
 * The join page as the site search answers it: found by what visitors call joining ("keep my
 * number", "نقل الرقم") in either language, as well as by its headings.
 */
export function joinSearchEntries(locale: Locale): SearchEntry[] {
  const words = wordsOf(locale, "join");
  return [
    {
      kind: "pages",
      // In either language, as the plans are: a visitor may type Arabic on the English page.
      names: searchNames(
        locales.flatMap((each) => {
          const { heading, search } = wordsOf(each, "join");
          return [heading, ...search.names];
        }),
      ),
      codes: [],
      title: words.heading,
      line: words.search.line,
      href: localizedPath(locale, joinPagePath),
    },
  ];
}
