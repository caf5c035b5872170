import { coverage as coverageAr } from "../content/ar/coverage";
import { coverage as coverageEn } from "../content/en/coverage";
import type { Locale } from "../i18n/locale";
import type { CoverageContent } from "../content/coverage";

const byLocale: Record<Locale, CoverageContent> = { en: coverageEn, ar: coverageAr };

/** The coverage page's words in a language, read by its loader only. */
export function getCoverageContent(locale: Locale): CoverageContent {
  return byLocale[locale];
}
