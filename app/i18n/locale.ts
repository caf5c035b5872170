/**
 * The languages the site is published in. English lives at the unprefixed paths (`/terms`);
 * every other locale lives under its own prefix (`/ar/terms`).
 */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

const prefixedLocales: readonly Locale[] = locales.filter((locale) => locale !== defaultLocale);

function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? "");
}

/** The locale a URL path belongs to: its first segment when that names a locale, else the default. */
export function localeFromPathname(pathname: string): Locale {
  const firstSegment = pathname.split("/")[1];
  return isLocale(firstSegment) && prefixedLocales.includes(firstSegment)
    ? firstSegment
    : defaultLocale;
}

/** The path of a locale-neutral page path (`/terms`) in the given locale (`/ar/terms`). */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The locale-neutral page path of a localized one: `/ar/terms` gives `/terms`. A trailing slash
 * is dropped (prerendering renders `/terms` as `/terms/`), so both spellings name one page.
 */
export function pagePathOf(rawPathname: string): string {
  const pathname = rawPathname.replace(/(.)\/+$/, "$1");
  if (localeFromPathname(pathname) === defaultLocale) return pathname;
  const prefix = pathname.split("/")[1] ?? "";
  const rest = pathname.slice(prefix.length + 1);
  return rest === "" ? "/" : rest;
}
