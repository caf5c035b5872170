import { wordsOf } from "../content/words.server";
import { formatAed, formatCalendarDate, formatUnit } from "../i18n/format";
import type { Locale } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { callZone, networkCodes, tariffTerms } from "../tariffs/tariffs";
import type { Destination } from "../tariffs/tariff-data";
import { joinPhrases, ltr, type Phrase } from "../i18n/bidi";

/** "Prices from 1 December 2026.": the date tariff-terms.csv keeps, in the page's language. */
export function pricesFromSentence(locale: Locale): string {
  return fillSlots(wordsOf(locale, "call-rules").pricesFrom, {
    date: formatCalendarDate(tariffTerms.pricesFrom, wordsOf(locale, "layout").intlLocale),
  });
}

/**
 * The calls rules as the calls page states them, each sentence once: billing by the second
 * (or the file's step), the same price on every plan, one price per code, and the price of
 * satellite and network codes, all with the files' figures.
 */
export function callRuleSentences(locale: Locale): Phrase[] {
  const words = wordsOf(locale, "call-rules");
  const { intlLocale } = wordsOf(locale, "layout");
  const step = tariffTerms.callBillingStepSeconds;
  const zones = [...new Set(networkCodes.map((network) => network.callZone))];
  return [
    step === 1
      ? words.perSecond
      : fillSlots(words.billingStep, {
          step: formatUnit(step, "second", intlLocale, "genitive"),
        }),
    words.samePriceEveryPlan,
    words.onePricePerCode,
    ...zones.map((id) => {
      const zone = callZone(id);
      const codes = networkCodes.filter((network) => network.callZone === id);
      return fillSlots(words.networks, {
        codes: joinPhrases(
          codes.map((network) => ltr(`+${network.code}`)),
          locale === "ar" ? "، " : ", ",
        ),
        minute: formatAed(zone.minuteFils, intlLocale, { decimals: "always" }),
        sms: formatAed(zone.smsFils, intlLocale, { decimals: "always" }),
      });
    }),
  ];
}

/**
 * The satellite and international-network codes as rows of the calls page: named in both
 * languages by the site's words, found by their code and by those words, and keyed by their
 * digits (their row's anchor is `#code-870`).
 */
export function networkDestinations(): Destination[] {
  return networkCodes.map((network) => {
    const en = wordsOf("en", "call-rules").networkNames[network.code];
    const ar = wordsOf("ar", "call-rules").networkNames[network.code];
    if (!en || !ar) throw new Error(`no name for the network code +${network.code}`);
    return {
      country: network.code,
      names: { en: en.name, ar: ar.name },
      aliases: [...en.aliases, ...ar.aliases],
      cities: [],
      dialCodes: [network.code],
      continent: "",
      alsoCovers: [],
      callZone: network.callZone,
      roamingZone: null,
    };
  });
}
