import { wordsOf } from "../content/words.server";
import { communities } from "../domain/communities";
import { emirates } from "../domain/emirates";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { searchNames } from "../search/matching";
import type { SearchEntry } from "../search/site-index";
import { coveragePagePath } from "../site/paths";
import { AREA_PARAM } from "../site/query-params";

/**
 * Every community of the network team's file as the site search answers it: the best a phone
 * gets there outdoors (5G and 4G, 4G only, or none), found by its names and aliases in either
 * script ("JLT", "البرشاء"), leading to the coverage page's answer for it.
 */
export function coverageSearchEntries(locale: Locale): SearchEntry[] {
  const words = wordsOf(locale, "search").lines;
  return communities.map((community) => {
    const emirate = emirates.find(({ id }) => id === community.emirate)?.name[locale] ?? "";
    const template =
      community.coverage["5g"].outdoor !== "none"
        ? words.coverage5g
        : community.coverage["4g"].outdoor !== "none"
          ? words.coverage4g
          : words.coverageNone;
    const query = new URLSearchParams({ [AREA_PARAM]: community.names[locale] });
    return {
      kind: "coverage",
      names: searchNames([
        community.names.en,
        community.names.ar,
        ...community.aliases.en,
        ...community.aliases.ar,
      ]),
      codes: [],
      title: community.names[locale],
      line: fillSlots(template, { emirate }),
      href: `${localizedPath(locale, coveragePagePath)}?${query}`,
    };
  });
}
