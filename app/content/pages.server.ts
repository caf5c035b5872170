import type { Locale } from "../i18n/locale";
import type { LegalSlug, StatementPagePath } from "../site/paths";
import { accessibility as accessibilityAr } from "./ar/accessibility";
import { complaints as complaintsAr } from "./ar/complaints";
import { home as homeAr } from "./ar/home";
import { legal as legalAr } from "./ar/legal";
import { plansContent as plansAr } from "./ar/plans";
import { rates as ratesAr } from "./ar/rates";
import { stores as storesAr } from "./ar/stores";
import { accessibility as accessibilityEn } from "./en/accessibility";
import { complaints as complaintsEn } from "./en/complaints";
import { home as homeEn } from "./en/home";
import { legal as legalEn } from "./en/legal";
import { plansContent as plansEn } from "./en/plans";
import { rates as ratesEn } from "./en/rates";
import { stores as storesEn } from "./en/stores";
import type { HomeContent } from "./home";
import type { LegalDocument } from "./legal";
import type { PlansContent } from "./plans";
import type { RatesContent } from "./rates";
import type { StoresContent } from "./stores";

/**
 * Page content by locale, read by route loaders only, so each page's HTML carries just its own
 * words and none of it lands in the JavaScript bundle. A full record per locale: a locale that
 * leaves out a page or a key does not compile.
 */
const pagesByLocale: Record<
  Locale,
  {
    home: HomeContent;
    legal: Record<LegalSlug, LegalDocument>;
    rates: RatesContent;
    plans: PlansContent;
    statements: Record<StatementPagePath, LegalDocument>;
    stores: StoresContent;
  }
> = {
  en: {
    home: homeEn,
    legal: legalEn,
    rates: ratesEn,
    plans: plansEn,
    statements: { "/complaints": complaintsEn, "/accessibility": accessibilityEn },
    stores: storesEn,
  },
  ar: {
    home: homeAr,
    legal: legalAr,
    rates: ratesAr,
    plans: plansAr,
    statements: { "/complaints": complaintsAr, "/accessibility": accessibilityAr },
    stores: storesAr,
  },
};

export function getHomeContent(locale: Locale): HomeContent {
  return pagesByLocale[locale].home;
}

export function getLegalDocument(locale: Locale, slug: LegalSlug): LegalDocument {
  return pagesByLocale[locale].legal[slug];
}

export function getRatesContent(locale: Locale): RatesContent {
  return pagesByLocale[locale].rates;
}

export function getPlansContent(locale: Locale): PlansContent {
  return pagesByLocale[locale].plans;
}

/** The complaints procedure or the accessibility statement, which read like legal pages. */
export function getStatement(locale: Locale, path: StatementPagePath): LegalDocument {
  return pagesByLocale[locale].statements[path];
}

export function getStoresContent(locale: Locale): StoresContent {
  return pagesByLocale[locale].stores;
}
