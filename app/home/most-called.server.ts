import { wordsOf } from "../content/words.server";
import { formatAedPer } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { callZone, destinations } from "../tariffs/tariffs";
import { internationalCallsPagePath } from "../site/paths";

/**
 * The destinations our customers call most, in the order the home page shows them: the
 * countries most of the UAE's residents call home, then the UK and Saudi Arabia.
 */
export const MOST_CALLED = ["IN", "PK", "BD", "PH", "EG", "GB", "SA"] as const;

/** A most-called destination as the home page's strip shows it. */
export interface MostCalledView {
  id: string;
  name: string;
  /** Its price per minute from the tariff files: `AED 0.75 per minute`. */
  minute: string;
  /** Its row on the international calls page. */
  href: string;
}

export function mostCalledViews(locale: Locale): MostCalledView[] {
  const { intlLocale } = wordsOf(locale, "layout");
  const page = localizedPath(locale, internationalCallsPagePath);
  return MOST_CALLED.map((country) => {
    const destination = destinations.find((candidate) => candidate.country === country);
    if (!destination) throw new Error(`no destination ${country} in the tariff files`);
    const id = country.toLowerCase();
    return {
      id,
      name: destination.names[locale],
      minute: formatAedPer(callZone(destination.callZone).minuteFils, "minute", intlLocale),
      href: `${page}#${id}`,
    };
  });
}
