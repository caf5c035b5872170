import type { Locale } from "../i18n/locale";
import type { LegalSlug } from "../site/paths";
import { home as homeAr } from "./ar/home";
import { legal as legalAr } from "./ar/legal";
import { rates as ratesAr } from "./ar/rates";
import { home as homeEn } from "./en/home";
import { legal as legalEn } from "./en/legal";
import { rates as ratesEn } from "./en/rates";
import type { HomeContent, LegalDocument, RatesContent } from "./types";

/**
 * Page content by locale, read by route loaders only, so each page's HTML carries just its own
 * words and none of it lands in the JavaScript bundle. A full record per locale: a locale that
 * leaves out a page or a key does not compile.
 */
const pagesByLocale: Record<
  Locale,
  { home: HomeContent; legal: Record<LegalSlug, LegalDocument>; rates: RatesContent }
> = {
  en: { home: homeEn, legal: legalEn, rates: ratesEn },
  ar: { home: homeAr, legal: legalAr, rates: ratesAr },
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
