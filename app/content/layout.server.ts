import type { Locale } from "../i18n/locale";
import { layout as layoutAr } from "./ar/layout";
import { layout as layoutEn } from "./en/layout";
import type { LayoutContent } from "./layout";

/**
 * The shared layout's words (header, footer, error pages) by locale. Server only: the root loader
 * hands a page the one locale it needs (app/document/page-layout.server.ts), so no browser
 * downloads the other language's chrome
 * (docs/decisions/026-locale-resolved-once-layout-as-root-data.md).
 */
export const layoutByLocale: Record<Locale, LayoutContent> = { en: layoutEn, ar: layoutAr };
