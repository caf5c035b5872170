import { locales, localizedPath } from "../i18n/locale";
import { ratesPagePaths } from "../site/paths";

/**
 * The pages a visitor can open again with no connection: the two rates pages, in every
 * language, which a traveller needs abroad. No other page is ever saved.
 */
export const offlinePagePaths: readonly string[] = locales.flatMap((locale) =>
  ratesPagePaths.map((path) => localizedPath(locale, path)),
);

export function isOfflinePage(pathname: string): boolean {
  return offlinePagePaths.includes(pathname);
}
