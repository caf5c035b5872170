import { wordsOf } from "../content/words.server";
import { formatCalendarDate, formatNumber } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { emirates } from "../domain/emirates";
import { findPlace } from "../search/find-place";
import type { Place } from "../domain/places";
import { byDistance } from "./nearest";
import type { Store } from "./store-data";
import { specialRuns } from "./special-runs";
import {
  type StoreHours,
  dateOfDay,
  hoursText,
  statusText,
  storeState,
  timeOfDay,
  uaeClock,
  weekdayOfDay,
} from "./store-status";
import { specialDaysOf, stores } from "./stores";
import { storesStructuredData } from "./stores-structured-data.server";
import { storesPagePath } from "../site/paths";

/** How far ahead the page lists the days a store keeps other hours than its week's. */
const SPECIAL_DAYS_SHOWN = 30;

/** A maps search for the store's coordinates, which opens on the maps website or app. */
export function directionsHref({ latitude, longitude }: Store): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * Everything /stores shows at `now`, for a locale and the place a visitor typed (`null`: the
 * page as prerendered). The places are the emirates unless others are given.
 */
export function storesView(
  locale: Locale,
  typed: string | null,
  now: number,
  places: readonly Place[] = emirates,
) {
  const words = wordsOf(locale, "stores");
  const { intlLocale } = wordsOf(locale, "layout");
  const asked = typed?.trim() ?? "";
  const place = asked === "" ? undefined : findPlace(places, asked);
  const ordered = place
    ? byDistance(place, stores)
    : stores.map((store) => ({ item: store, km: undefined }));
  const { day } = uaeClock(now);
  const today = dateOfDay(day);
  const weekday = weekdayOfDay(day);
  const dateText = (date: string) => formatCalendarDate(date, intlLocale);
  const emirateName = (store: Store) =>
    emirates.find((emirate) => emirate.id === store.emirate)?.name[locale] ?? "";

  return {
    words,
    nearest: {
      action: localizedPath(locale, storesPagePath),
      typed: typed ?? "",
      places: places.map((candidate) => candidate.name[locale]),
      answer: place ? fillSlots(words.nearest.answer, { place: place.name[locale] }) : null,
      problem: asked !== "" && !place ? fillSlots(words.nearest.unknown, { typed: asked }) : null,
    },
    // Only the page without a question is prerendered and may be read long after: one the
    // server answers for a request is true as it is sent.
    asOf:
      typed === null
        ? fillSlots(words.statusAsOf, {
            time: timeOfDay(uaeClock(now).minute, words.status),
            date: dateText(today),
          })
        : null,
    stores: ordered.map(({ item: store, km }) => {
      const special = specialDaysOf(store.id);
      // The script needs yesterday's hours too: a night that runs past midnight.
      const hours: StoreHours = {
        week: store.week,
        special: special
          .filter(({ to }) => to >= dateOfDay(day - 1))
          .map(({ from, to, hours }) => ({ from, to, hours })),
      };
      return {
        id: store.id,
        name: store.name[locale],
        fullName: fillSlots(words.storeName, { store: store.name[locale] }),
        emirate: emirateName(store),
        address: store.address[locale],
        phone: store.phone,
        directionsHref: directionsHref(store),
        distance:
          km === undefined
            ? null
            : fillSlots(words.nearest.distance, { km: formatNumber(Math.round(km), intlLocale) }),
        status: statusText(storeState(hours, now), words.status, dateText),
        open: storeState(hours, now).open,
        week: store.week.map((dayHours, index) => ({
          weekday: index,
          day: words.status.weekdays[index] ?? "",
          hours: hoursText(dayHours, words.status),
          today: index === weekday,
        })),
        special: specialRuns(special, day, SPECIAL_DAYS_SHOWN).map(({ row, first, last }) => ({
          label: row.label[locale],
          dates: first === last ? dateText(first) : `${dateText(first)} – ${dateText(last)}`,
          hours: hoursText(row.hours, words.status),
          until: last,
        })),
        services: store.services.map((service) => words.services[service]),
        hours,
      };
    }),
    // The map marks every store where it stands, whichever the question: its key is one kind.
    marks: stores.map((store) => ({
      id: store.id,
      longitude: store.longitude,
      latitude: store.latitude,
      kind: "store" as const,
    })),
    structuredData: storesStructuredData(locale, stores, emirateName, day),
  };
}

export type StoresView = ReturnType<typeof storesView>;
export type StoreCardView = StoresView["stores"][number];
