import { wordsOf } from "../content/words.server";
import { formatAed, formatUnit } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import type { SearchEntry } from "../search/site-index";
import { internationalCallsPagePath, roamingPagePath } from "../site/paths";
import { DESTINATION_QUERY_PARAM } from "../site/query-params";
import type { DayPass, Destination } from "../tariffs/tariff-data";
import { callZone, destinations, roamingZone } from "../tariffs/tariffs";
import { searchKeysOf } from "./destination-rows.server";

/** A rates page answering a destination, as its finder's form asks: `/roaming?q=India`. */
function finderHref(locale: Locale, page: string, destination: Destination): string {
  const query = new URLSearchParams({ [DESTINATION_QUERY_PARAM]: destination.names[locale] });
  return `${localizedPath(locale, page)}?${query}`;
}

/** A day pass's data as the roaming page writes it: 1GB, 500MB. */
function passData({ dataMb }: DayPass, intlLocale: string): string {
  return dataMb >= 1000 && dataMb % 1000 === 0
    ? formatUnit(dataMb / 1000, "gigabyte", intlLocale)
    : formatUnit(dataMb, "megabyte", intlLocale);
}

/**
 * Every destination as the site search answers it, twice: what a call there costs a minute and
 * an SMS (found by its names, aliases and dialling codes, as the calls page finds it), and its
 * roaming zone with the day pass (found by its cities too, as the roaming page finds it). Every
 * figure comes from the tariff files.
 */
export function rateSearchEntries(locale: Locale): SearchEntry[] {
  const { intlLocale } = wordsOf(locale, "layout");
  const words = wordsOf(locale, "search").lines;
  const roamingWords = wordsOf(locale, "rates").roaming;
  const calls = destinations.map((destination): SearchEntry => {
    const zone = callZone(destination.callZone);
    return {
      kind: "calls",
      ...searchKeysOf(destination, destination.dialCodes, { cities: false }),
      title: destination.names[locale],
      line: fillSlots(words.calls, {
        minute: formatAed(zone.minuteFils, intlLocale),
        sms: formatAed(zone.smsFils, intlLocale),
      }),
      href: finderHref(locale, internationalCallsPagePath, destination),
    };
  });
  const roaming = destinations.map((destination): SearchEntry => {
    const zone = destination.roamingZone === null ? null : roamingZone(destination.roamingZone);
    const letter = zone ? (roamingWords.zoneLetters[zone.id] ?? zone.id) : "";
    const line = !zone
      ? words.noRoaming
      : zone.dayPass
        ? fillSlots(words.roaming, {
            zone: letter,
            price: formatAed(zone.dayPass.priceFils, intlLocale),
            data: passData(zone.dayPass, intlLocale),
            minutes: formatUnit(zone.dayPass.minutes, "minute", intlLocale),
          })
        : fillSlots(words.roamingNoPass, {
            zone: letter,
            minute: formatAed(zone.callToUaeOrLocalMinuteFils, intlLocale),
          });
    return {
      kind: "roaming",
      names: searchKeysOf(destination, [], { cities: true }).names,
      codes: [],
      title: destination.names[locale],
      line,
      href: finderHref(locale, roamingPagePath, destination),
    };
  });
  return [...calls, ...roaming];
}
