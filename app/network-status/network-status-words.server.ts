import { networkStatus as ar } from "../content/ar/network-status";
import { networkStatus as en } from "../content/en/network-status";
import type { NetworkStatusWords } from "../content/network-status";
import type { Locale } from "../i18n/locale";

/** The page's words by locale, read by loaders only. */
export const networkStatusWords: Record<Locale, NetworkStatusWords> = { en, ar };
