import { getRatesContent } from "../content/pages.server";
import { layoutByLocale } from "../content/layout.server";
import { formatAed, formatRate, formatUnit } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import type { RoamingZone } from "../tariffs/tariff-data";
import { roamingZone, tariffs } from "../tariffs/tariffs";
import { destinationGroups } from "./destination-rows.server";
import { finderView } from "./finder-view.server";
import { rateGroupViews } from "./rate-table";
import { ratesStructuredData } from "./rates-structured-data.server";

/** A roaming zone's figures as the page writes them. */
export interface RoamingZoneFigures {
  zone: string;
  dayPassPrice: string;
  dayPassAllowance: string;
  callsOut: string;
  callsIn: string;
  sms: string;
  data: string;
}

/** A destination's roaming figures: its zone's, or none where no network there is a partner. */
export type RoamingFigures = RoamingZoneFigures | null;

function zoneFigures(
  zone: RoamingZone,
  intlLocale: string,
  zoneLetters: Record<string, string>,
): RoamingZoneFigures {
  const { dataMb, minutes, priceFils } = zone.dayPass;
  const data =
    dataMb >= 1000 && dataMb % 1000 === 0
      ? formatUnit(dataMb / 1000, "gigabyte", intlLocale)
      : formatUnit(dataMb, "megabyte", intlLocale);
  return {
    zone: zoneLetters[zone.id] ?? zone.id,
    dayPassPrice: formatAed(priceFils, intlLocale),
    dayPassAllowance: `${data} + ${formatUnit(minutes, "minute", intlLocale)}`,
    callsOut: formatRate(zone.callOutMinuteFils, intlLocale),
    callsIn: formatRate(zone.callInMinuteFils, intlLocale),
    sms: formatRate(zone.smsFils, intlLocale),
    data: formatRate(zone.dataMbFils, intlLocale),
  };
}

/** Everything the roaming page shows, for a locale and a search. */
export function roamingView(locale: Locale, query: string) {
  const { intlLocale } = layoutByLocale[locale];
  const content = getRatesContent(locale).roaming;
  const path = localizedPath(locale, "/roaming");
  const scope = { cities: true };
  const groups = destinationGroups(locale, scope);
  const { finder, shown } = finderView(groups, query, content.finder, path, intlLocale, scope);
  return {
    content,
    finder,
    callsHref: localizedPath(locale, "/international-calls"),
    zones: tariffs.roamingZones.map((zone) => zoneFigures(zone, intlLocale, content.zoneLetters)),
    groups: rateGroupViews<RoamingFigures>(groups, shown, ({ destination }) =>
      destination.roamingZone === null
        ? null
        : zoneFigures(roamingZone(destination.roamingZone), intlLocale, content.zoneLetters),
    ),
    structuredData: ratesStructuredData(
      locale,
      "/roaming",
      content.meta.title,
      tariffs.roamingZones.map((zone) => ({
        name: `${content.columns.dayPass}: ${content.zoneName.before} ${content.zoneLetters[zone.id] ?? zone.id}`.trim(),
        priceFils: zone.dayPass.priceFils,
        areaServed: groups.flatMap((group) =>
          group.rows
            .filter((row) => row.destination.roamingZone === zone.id)
            .map((row) => row.name),
        ),
        prices: [
          {
            name: content.columns.calls,
            priceFils: zone.callOutMinuteFils,
            unit: { unitCode: "MIN" },
          },
          { name: content.columns.sms, priceFils: zone.smsFils, unit: { unitText: "SMS" } },
          { name: content.columns.data, priceFils: zone.dataMbFils, unit: { unitCode: "4L" } },
        ],
      })),
    ),
  };
}
