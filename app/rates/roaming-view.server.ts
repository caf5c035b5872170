import { wordsOf } from "../content/words.server";
import { formatAed, formatRate, formatUnit } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import type { RoamingContent } from "../content/rates";
import type { DayPass, RoamingZone } from "../tariffs/tariff-data";
import { roamingZone, tariffs } from "../tariffs/tariffs";
import { pricesFromSentence } from "./call-rules.server";
import { destinationGroups } from "./destination-rows.server";
import { finderView } from "./finder-view.server";
import { rateGroupViews } from "./rate-table";
import { ratesStructuredData } from "./rates-structured-data.server";
import { internationalCallsPagePath, roamingPagePath } from "../site/paths";

/** A roaming zone's figures as the page writes them. */
export interface RoamingZoneFigures {
  /** Its letter as the language writes it (`ب`), or its name in words (ships, aircraft…). */
  zone: string;
  /** Whether `zone` is a name in words rather than a letter. */
  zoneInWords: boolean;
  /** The day pass's price, or words saying there is none. */
  dayPassPrice: string;
  dayPassAllowance: string;
  callsToUaeOrLocal: string;
  callsToOtherCountry: string;
  callsReceived: string;
  sms: string;
  data: string;
  /** The pay-as-you-go rates as price tags (`AED 3.50`), for the answer's card. */
  prices: Record<"toUaeOrLocal" | "toOtherCountry" | "received" | "sms" | "data", string>;
}

/** A destination's roaming figures: its zone's, or none where no network there is a partner. */
export type RoamingFigures = RoamingZoneFigures | null;

/** A day pass's allowance: `1GB + 30 minutes`. */
function allowanceOf({ dataMb, minutes }: DayPass, intlLocale: string): string {
  const data =
    dataMb >= 1000 && dataMb % 1000 === 0
      ? formatUnit(dataMb / 1000, "gigabyte", intlLocale)
      : formatUnit(dataMb, "megabyte", intlLocale);
  return `${data} + ${formatUnit(minutes, "minute", intlLocale)}`;
}

function zoneFigures(
  zone: RoamingZone,
  intlLocale: string,
  content: RoamingContent,
): RoamingZoneFigures {
  const words = content.zoneWords[zone.id];
  const price = (fils: number) => formatAed(fils, intlLocale, { decimals: "always" });
  return {
    zone: words ?? content.zoneLetters[zone.id] ?? zone.id,
    zoneInWords: words !== undefined,
    dayPassPrice: zone.dayPass ? formatAed(zone.dayPass.priceFils, intlLocale) : content.noDayPass,
    dayPassAllowance: zone.dayPass ? allowanceOf(zone.dayPass, intlLocale) : "",
    callsToUaeOrLocal: formatRate(zone.callToUaeOrLocalMinuteFils, intlLocale),
    callsToOtherCountry: formatRate(zone.callToOtherCountryMinuteFils, intlLocale),
    callsReceived: formatRate(zone.callReceivedMinuteFils, intlLocale),
    sms: formatRate(zone.smsFils, intlLocale),
    data: formatRate(zone.dataMbFils, intlLocale),
    prices: {
      toUaeOrLocal: price(zone.callToUaeOrLocalMinuteFils),
      toOtherCountry: price(zone.callToOtherCountryMinuteFils),
      received: price(zone.callReceivedMinuteFils),
      sms: price(zone.smsFils),
      data: price(zone.dataMbFils),
    },
  };
}

/** Everything the roaming page shows, for a locale and a search. */
export function roamingView(locale: Locale, query: string) {
  const { intlLocale } = wordsOf(locale, "layout");
  const content = wordsOf(locale, "rates").roaming;
  const path = localizedPath(locale, roamingPagePath);
  const scope = { cities: true };
  const groups = destinationGroups(locale, scope);
  const { finder, shown } = finderView(groups, query, content.finder, path, intlLocale, scope);
  return {
    content,
    finder,
    callsHref: localizedPath(locale, internationalCallsPagePath),
    pricesFrom: pricesFromSentence(locale),
    zones: tariffs.roamingZones.map((zone) => zoneFigures(zone, intlLocale, content)),
    groups: rateGroupViews<RoamingFigures>(groups, shown, ({ destination }) =>
      destination.roamingZone === null
        ? null
        : zoneFigures(roamingZone(destination.roamingZone), intlLocale, content),
    ),
    structuredData: ratesStructuredData(
      locale,
      roamingPagePath,
      content.meta.title,
      tariffs.roamingZones
        .flatMap(({ dayPass, ...zone }) => (dayPass === null ? [] : [{ ...zone, dayPass }]))
        .map((zone) => ({
          name: `${content.columns.dayPass}: ${content.zoneName.before} ${content.zoneLetters[zone.id] ?? zone.id}`.trim(),
          priceFils: zone.dayPass.priceFils,
          areaServed: groups.flatMap((group) =>
            group.rows
              .filter((row) => row.destination.roamingZone === zone.id)
              .map((row) => row.name),
          ),
          prices: [
            {
              name: `${content.columns.calls}: ${content.callLabels.toUaeOrLocal}`,
              priceFils: zone.callToUaeOrLocalMinuteFils,
              unit: { unitCode: "MIN" },
            },
            {
              name: `${content.columns.calls}: ${content.callLabels.toOtherCountry}`,
              priceFils: zone.callToOtherCountryMinuteFils,
              unit: { unitCode: "MIN" },
            },
            {
              name: `${content.columns.calls}: ${content.callLabels.received}`,
              priceFils: zone.callReceivedMinuteFils,
              unit: { unitCode: "MIN" },
            },
            { name: content.columns.sms, priceFils: zone.smsFils, unit: { unitText: "SMS" } },
            { name: content.columns.data, priceFils: zone.dataMbFils, unit: { unitCode: "4L" } },
          ],
        })),
    ),
  };
}
