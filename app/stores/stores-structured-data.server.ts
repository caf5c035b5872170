import { siteConfig } from "../domain/site-config";
import { type Locale, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";
import type { Store } from "./store-data";
import type { DayHours } from "./store-status";
import { specialDaysOf } from "./stores";
import { daysUntilLast, specialRuns } from "./special-runs";
import { storesPagePath } from "../site/paths";

/** A minute of the day as schema.org's times are written: `09:00`; past midnight, the next day's. */
function clock(minutes: number): string {
  const inDay = minutes % 1_440;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/** Open from `opens` to `closes`; a closed day is written as opening and closing at midnight. */
function openingOf(hours: DayHours) {
  return hours
    ? { opens: clock(hours[0]), closes: clock(hours[1]) }
    : { opens: "00:00", closes: "00:00" };
}

/** schema.org's days, Monday first as a store's week is. */
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * schema.org's MobilePhoneStore for every store, as the page shows it: address, coordinates,
 * phone, the week's hours and every special period from `today` on (`validFrom`,
 * `validThrough`), each day under the one row that holds on it.
 */
export function storesStructuredData(
  locale: Locale,
  stores: readonly Store[],
  emirateName: (store: Store) => string,
  today: number,
) {
  const page = `${siteOrigin}${localizedPath(locale, storesPagePath)}`;
  const brand = locale === "ar" ? siteConfig.arabicBrandName : siteConfig.brandName;
  return stores.map((store) => ({
    "@context": "https://schema.org",
    "@type": "MobilePhoneStore",
    "@id": `${page}#${store.id}`,
    name: `${brand} ${store.name[locale]}`,
    url: `${page}#${store.id}`,
    telephone: store.phone.href.replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address[locale],
      addressRegion: emirateName(store),
      addressCountry: "AE",
    },
    geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: [
      ...store.week.map((hours, index) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${days[index] ?? ""}`,
        ...openingOf(hours),
      })),
      ...specialRuns(
        specialDaysOf(store.id),
        today,
        daysUntilLast(specialDaysOf(store.id), today),
      ).map(({ row, first, last }) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: first,
        validThrough: last,
        ...openingOf(row.hours),
      })),
    ],
  }));
}
