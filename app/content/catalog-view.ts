import {
  activationStepIds,
  averageDownloadSpeed,
  type PackageId,
  type PackagePeriod,
  type PlanId,
  UNLIMITED,
} from "../domain/catalog";
import { internetPackages, plans } from "../tariffs/tariffs";
import type { HomeContent } from "./home";
import type { Phrase } from "../i18n/bidi";
import { formatAed, formatNumber, formatUnit } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { joinHref } from "../site/join-urls";
import { planPagePath } from "../site/paths";

/** A plan as the page shows it: every figure already written out for the locale. */
export interface PlanView {
  id: PlanId;
  name: string;
  price: string;
  data: string;
  calls: string;
  sms: string;
  features: Phrase[];
  popular: boolean;
  /** The plan's own page, in the page's language. */
  detailsHref: string;
  /** Where its Choose Plan leads: the sign-up request with the plan chosen. */
  chooseHref: string;
}

export interface PackageView {
  id: PackageId;
  period: PackagePeriod;
  name: string;
  price: string;
  data: string;
  validity: string;
}

/**
 * Joins the catalogue's figures with a locale's words. Runs in the loader, so the server
 * formats once and the browser hydrates exactly the same text.
 */
export function planViews(
  content: HomeContent["plans"],
  intlLocale: string,
  locale: Locale,
): PlanView[] {
  const orUnlimited = (value: number | typeof UNLIMITED, format: (n: number) => string) =>
    value === UNLIMITED ? content.unlimited : format(value);
  return plans.map((plan) => ({
    id: plan.id,
    name: content.items[plan.id].name,
    price: formatAed(plan.monthlyPriceFils, intlLocale),
    data: orUnlimited(plan.dataGb, (n) => formatUnit(n, "gigabyte", intlLocale)),
    calls: orUnlimited(plan.callMinutes, (n) => formatUnit(n, "minute", intlLocale)),
    sms: orUnlimited(plan.sms, (n) => formatNumber(n, intlLocale)),
    features: content.items[plan.id].features,
    popular: plan.popular === true,
    detailsHref: localizedPath(locale, planPagePath(plan.id)),
    chooseHref: joinHref(locale, plan.id),
  }));
}

export function packageViews(content: HomeContent["internet"], intlLocale: string): PackageView[] {
  return internetPackages.map((pack) => ({
    id: pack.id,
    period: pack.period,
    name: content.packageNames[pack.id],
    price: formatAed(pack.priceFils, intlLocale),
    data:
      pack.dataGb === UNLIMITED
        ? content.unlimited
        : formatUnit(pack.dataGb, "gigabyte", intlLocale),
    validity: formatUnit(pack.validity.value, pack.validity.unit, intlLocale),
  }));
}

/**
 * The figures the page writes out apart from words, for the locale. The claims (countries,
 * minutes) are counted in the content modules, whose nouns agree with them.
 */
export function figureViews(intlLocale: string) {
  return {
    downloadSpeed: formatNumber(averageDownloadSpeed.mbps, intlLocale),
    stepNumbers: activationStepIds.map((_, index) => formatNumber(index + 1, intlLocale)),
  };
}
