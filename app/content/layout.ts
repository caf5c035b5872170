import type { Locale } from "~/i18n/locale";
import { layout as layoutAr } from "./ar/layout";
import { layout as layoutEn } from "./en/layout";
import type { LayoutContent } from "./types";

/**
 * The shared layout's words (header, footer, error pages) by locale. They are small and needed
 * on every page, including error pages that have no loader data, so they ship with the app;
 * page content is served by route loaders from `pages.server.ts` instead.
 */
export const layoutByLocale: Record<Locale, LayoutContent> = { en: layoutEn, ar: layoutAr };
