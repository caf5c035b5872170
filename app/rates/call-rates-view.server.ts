import { getRatesContent } from "../content/pages.server";
import { layoutByLocale } from "../content/layout.server";
import { formatRate } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { callZone, tariffs } from "../tariffs/tariffs";
import { destinationGroups } from "./destination-rows.server";
import { finderView } from "./finder-view.server";
import { rateGroupViews } from "./rate-table";
import { ratesStructuredData } from "./rates-structured-data.server";

/** A destination's figures on the international calls page. */
export interface CallRateFigures {
  dialCodes: string[];
  minute: string;
  sms: string;
}

/** Everything the international calls page shows, for a locale and a search. */
export function internationalCallsView(locale: Locale, query: string) {
  const { intlLocale } = layoutByLocale[locale];
  const content = getRatesContent(locale).internationalCalls;
  const path = localizedPath(locale, "/international-calls");
  const scope = { cities: false };
  const groups = destinationGroups(locale, scope);
  const { finder, shown } = finderView(groups, query, content.finder, path, intlLocale, scope);
  return {
    content,
    finder,
    roamingHref: localizedPath(locale, "/roaming"),
    groups: rateGroupViews<CallRateFigures>(groups, shown, ({ dialCodes, destination }) => {
      const zone = callZone(destination.callZone);
      return {
        dialCodes,
        minute: formatRate(zone.minuteFils, intlLocale),
        sms: formatRate(zone.smsFils, intlLocale),
      };
    }),
    structuredData: ratesStructuredData(
      locale,
      "/international-calls",
      content.meta.title,
      tariffs.callZones.map((zone) => ({
        name: `${content.meta.title}: ${zone.id}`,
        areaServed: groups.flatMap((group) =>
          group.rows.filter((row) => row.destination.callZone === zone.id).map((row) => row.name),
        ),
        prices: [
          { name: content.table.minute, priceFils: zone.minuteFils, unit: { unitCode: "MIN" } },
          { name: content.table.sms, priceFils: zone.smsFils, unit: { unitText: "SMS" } },
        ],
      })),
    ),
  };
}
