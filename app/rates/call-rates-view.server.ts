import { wordsOf } from "../content/words.server";
import { ltr, type Phrase } from "../i18n/bidi";
import { formatAed, formatNumber, formatRate, formatUnit } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { callHomePacks, callZone, destinations, tariffs } from "../tariffs/tariffs";
import { callEstimateView, packName } from "./call-estimate-view.server";
import { callRuleSentences, networkDestinations, pricesFromSentence } from "./call-rules.server";
import { CALL_RATES_CSV_PATH, internationalCallsPagePath, roamingPagePath } from "../site/paths";
import { destinationGroups } from "./destination-rows.server";
import { finderView } from "./finder-view.server";
import { rateGroupViews } from "./rate-table";
import { ratesStructuredData } from "./rates-structured-data.server";

/** A destination's figures on the international calls page. */
export interface CallRateFigures {
  /** The destination's call zone, which a Call Home pack names. */
  zoneId: string;
  dialCodes: string[];
  minute: string;
  sms: string;
  /** The same prices as tags, for the answer's card (`AED 0.75`). */
  minutePrice: string;
  smsPrice: string;
  /** Where the row shares its calling code: whose code it is, at whose price. */
  sharesCode: Phrase | null;
}

/** A Call Home pack as the page's table shows it. */
export interface PackRowView {
  id: string;
  /** The call zone its minutes go to. */
  zoneId: string;
  name: string;
  zone: string;
  minutes: string;
  price: string;
  perMinute: string;
}

/** Everything the international calls page shows, for a locale, a search and an estimate. */
export function internationalCallsView(locale: Locale, query: string, url: URL) {
  const { intlLocale } = wordsOf(locale, "layout");
  const content = wordsOf(locale, "rates").internationalCalls;
  const rules = wordsOf(locale, "call-rules");
  const path = localizedPath(locale, internationalCallsPagePath);
  const scope = { cities: false };
  const groups = destinationGroups(locale, scope, networkDestinations());
  const { finder, shown } = finderView(groups, query, content.finder, path, intlLocale, scope);
  const nameOf = (country: string) =>
    destinations.find((destination) => destination.country === country)?.names[locale] ?? country;
  return {
    content,
    finder,
    pricesFrom: pricesFromSentence(locale),
    rules: callRuleSentences(locale),
    csv: { href: CALL_RATES_CSV_PATH, label: rules.csvLink },
    packs: {
      heading: rules.packs.heading,
      terms: fillSlots(rules.packs.terms, {
        days: formatUnit(callHomePacks[0]?.validDays ?? 30, "day", intlLocale, "genitive"),
      }),
      caption: rules.packs.caption,
      columns: rules.packs.columns,
      /** Said on a card whose zone no pack covers: `{place}`. */
      noPack: rules.estimate.noPack,
      rows: callHomePacks.map((pack): PackRowView => {
        const payg = callZone(pack.callZone).minuteFils;
        return {
          id: pack.id,
          zoneId: pack.callZone,
          name: packName(locale, pack),
          zone: rules.packs.zoneNames[pack.callZone] ?? pack.callZone,
          minutes: formatNumber(pack.minutes, intlLocale),
          price: formatAed(pack.priceFils, intlLocale),
          perMinute: fillSlots(rules.packs.against, {
            // A pack's minute, to the fils: what it costs divided by what it holds.
            perMinute: formatAed(Math.round(pack.priceFils / pack.minutes), intlLocale, {
              decimals: "always",
            }),
            payg: formatAed(payg, intlLocale, { decimals: "always" }),
          }),
        };
      }),
    },
    estimate: callEstimateView(locale, url, groups, path),
    roamingHref: localizedPath(locale, roamingPagePath),
    groups: rateGroupViews<CallRateFigures>(groups, shown, ({ dialCodes, destination }) => {
      const zone = callZone(destination.callZone);
      const main = destination.sharesCodeWith;
      const price = (fils: number) => formatAed(fils, intlLocale, { decimals: "always" });
      return {
        zoneId: zone.id,
        dialCodes,
        minute: formatRate(zone.minuteFils, intlLocale),
        sms: formatRate(zone.smsFils, intlLocale),
        minutePrice: price(zone.minuteFils),
        smsPrice: price(zone.smsFils),
        sharesCode: main
          ? fillSlots(rules.sharesCode, {
              code: ltr(`+${destination.dialCodes[0]?.split(" ")[0] ?? ""}`),
              country: nameOf(main),
            })
          : null,
      };
    }),
    structuredData: ratesStructuredData(
      locale,
      internationalCallsPagePath,
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
