/**
 * What a sign-up's mails say of its choices beyond their ids, in a language of the site: the
 * plan's name and price, the store's name and address, the day of the call.
 * The stores are the stores feature's, which this feature may not import (floors.mjs): the
 * routes hand them down (`siteContactFeature`, app/routes/contact-feature.server.ts).
 */
import type { SignupDetails } from "../../domain/signup";
import { wordsOf } from "../../content/words.server";
import type { Locale } from "../../i18n/locale";
import { formatAed, formatWeekdayDate } from "../../i18n/format";
import { planMonthlyPriceFils } from "../../tariffs/tariffs";

/** A store as a sign-up's mails name it, in every language of the site. */
export interface CollectionStore {
  id: string;
  name: Record<Locale, string>;
  address: Record<Locale, string>;
}

/** The language of the page a message came from: Arabic for `ar`, else English. */
export const localeOf = (message: { locale: string }): Locale =>
  message.locale === "ar" ? "ar" : "en";

/** The `Intl` locale a language's figures and dates are written in (`en-AE`, `ar-AE`). */
export const intlLocaleOf = (locale: Locale) => wordsOf(locale, "layout").intlLocale;

/** The plan's name (`Standard`, `القياسية`) and its price tag a month (`AED 149`, `149 درهم`). */
export function planFacts(plan: SignupDetails["plan"], locale: Locale) {
  return {
    name: wordsOf(locale, "home").plans.items[plan].name,
    price: formatAed(planMonthlyPriceFils(plan), intlLocaleOf(locale)),
  };
}

/** The store by its id, or, for one the retail team's files no longer list, its id alone. */
export function storeFacts(
  stores: readonly CollectionStore[],
  id: string,
  locale: Locale,
): { store: string; address: string } {
  const found = stores.find((candidate) => candidate.id === id);
  return found
    ? { store: found.name[locale], address: found.address[locale] }
    : { store: id, address: "" };
}

/** The day of the call, with its weekday: `Tuesday 8 December 2026`. */
export const callDay = (call: SignupDetails["call"], locale: Locale) =>
  formatWeekdayDate(call.date, intlLocaleOf(locale));

/** A UAE mobile number as the UAE dials it: `+971501234567` → `050 123 4567`. */
export function dialledInUae(mobile: string): string {
  const local = /^\+971(5\d)(\d{3})(\d{4})$/.exec(mobile);
  return local ? `0${local[1]} ${local[2]} ${local[3]}` : mobile;
}
