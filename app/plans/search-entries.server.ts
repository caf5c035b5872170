import { planViews } from "../content/catalog-view";
import { wordsOf } from "../content/words.server";
import { UNLIMITED } from "../domain/catalog";
import { formatAed, formatUnit, formatNumber } from "../i18n/format";
import { type Locale, locales, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { searchNames } from "../search/matching";
import type { SearchEntry } from "../search/site-index";
import { planPagePath } from "../site/paths";
import { plans } from "../tariffs/tariffs";

/**
 * The plans as the site search answers them, one entry a plan: its price and allowances from
 * the tariff files, found by its name in either language ("Standard", "القياسية").
 */
export function planSearchEntries(locale: Locale): SearchEntry[] {
  const { intlLocale } = wordsOf(locale, "layout");
  const words = wordsOf(locale, "search").lines;
  const pageWords = wordsOf(locale, "plans").plan.heading;
  const views = planViews(wordsOf(locale, "home").plans, intlLocale, locale);
  return plans.map((plan) => {
    const name = views.find((view) => view.id === plan.id)?.name ?? plan.id;
    const amount = (
      value: number | typeof UNLIMITED,
      unlimited: string,
      slot: string,
      n: string,
    ) => (value === UNLIMITED ? unlimited : fillSlots(slot, { amount: n }));
    const allowances = fillSlots(words.allowances, {
      data: amount(
        plan.dataGb,
        words.unlimitedData,
        words.data,
        plan.dataGb === UNLIMITED ? "" : formatUnit(plan.dataGb, "gigabyte", intlLocale),
      ),
      minutes: amount(
        plan.callMinutes,
        words.unlimitedMinutes,
        words.minutes,
        plan.callMinutes === UNLIMITED ? "" : formatNumber(plan.callMinutes, intlLocale),
      ),
      sms: amount(
        plan.sms,
        words.unlimitedSms,
        words.sms,
        plan.sms === UNLIMITED ? "" : formatNumber(plan.sms, intlLocale),
      ),
    });
    const namesInEveryLanguage = locales.map(
      (each) =>
        planViews(wordsOf(each, "home").plans, "en-AE", each).find((view) => view.id === plan.id)
          ?.name ?? "",
    );
    return {
      kind: "plans",
      names: searchNames([plan.id, ...namesInEveryLanguage]),
      codes: [],
      title: `${pageWords.before}${name}${pageWords.after}`,
      line: fillSlots(words.plan, {
        price: formatAed(plan.monthlyPriceFils, intlLocale),
        allowances,
        network: { ltr: plan.network },
      }),
      href: localizedPath(locale, planPagePath(plan.id)),
    };
  });
}
