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

/**
 * The rates pages' service worker: at the root, whose scope may hold any page, and each rates
 * page registers it for itself alone (build-steps/service-worker.mjs builds it there).
 */
export const SERVICE_WORKER_PATH = "/sw.js";
