import { wordsOf } from "../content/words.server";
import { formatCalendarDate, formatNumber } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { emirates } from "../domain/emirates";
import { findPlace } from "../search/find-place";
import { byDistance, type Located, type Place } from "../domain/places";
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
import type { VisitorLocation } from "../domain/visitor-location";
import type { MapPin } from "../map/uae-map";

/** How many of the nearest stores the answer numbers, on the map and in the list, and frames. */
export const NUMBERED_STORES = 3;

/** How far ahead the page lists the days a store keeps other hours than its week's. */
const SPECIAL_DAYS_SHOWN = 30;

/** A maps search for the store's coordinates, which opens on the maps website or app. */
export function directionsHref({ latitude, longitude }: Store): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * The place the stores are ordered from: the one a visitor typed, or their own location (which
 * wins), named by the nearest place the page knows; with what went wrong otherwise.
 */
function askedPlace(
  locale: Locale,
  typed: string,
  location: VisitorLocation,
  places: readonly Place[],
): {
  from?: Located & { label: string; isVisitor: boolean };
  answer: string | null;
  problem: string | null;
} {
  const { nearest } = wordsOf(locale, "stores");
  if (location.asked) {
    if ("problem" in location) {
      const problem = location.problem === "outside" ? nearest.outside : nearest.unreadable;
      return { answer: null, problem };
    }
    const around = byDistance(location.at, places)[0]?.item.name[locale] ?? "";
    return {
      from: { ...location.at, label: nearest.you, isVisitor: true },
      answer: fillSlots(nearest.answerHere, { place: around }),
      problem: null,
    };
  }
  if (typed === "") return { answer: null, problem: null };
  const place = findPlace(places, typed);
  if (!place) return { answer: null, problem: fillSlots(nearest.unknown, { typed }) };
  const label = place.name[locale];
  return {
    from: { latitude: place.latitude, longitude: place.longitude, label, isVisitor: false },
    answer: fillSlots(nearest.answer, { place: label }),
    problem: null,
  };
}

/**
 * Everything /stores shows at `now`, for a locale and the place a visitor typed (`null`: the
 * page as prerendered) or their location. The places are the emirates unless others are given.
 */
export function storesView(
  locale: Locale,
  typed: string | null,
  now: number,
  places: readonly Place[] = emirates,
  location: VisitorLocation = { asked: false },
) {
  const words = wordsOf(locale, "stores");
  const { intlLocale } = wordsOf(locale, "layout");
  const { from, answer, problem } = askedPlace(locale, typed?.trim() ?? "", location, places);
  const ordered = from
    ? byDistance(from, stores)
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
      answer,
      problem,
    },
    // Only the page without a question is prerendered and may be read long after: one the
    // server answers for a request is true as it is sent.
    asOf:
      typed === null && !location.asked
        ? fillSlots(words.statusAsOf, {
            time: timeOfDay(uaeClock(now).minute, words.status),
            date: dateText(today),
          })
        : null,
    stores: ordered.map(({ item: store, km }, index) => {
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
        /** Its number in the answer, as on the map; none past the first few, or unasked. */
        number: from && index < NUMBERED_STORES ? index + 1 : undefined,
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
    // An answer pins the place asked about and numbers the nearest stores, and the map is
    // framed on them.
    // The key's word for the pin of the place asked about: the visitor's own, or a place named.
    askedPin: from?.isVisitor ? words.nearest.you : words.map.asked,
    pins: answerPins(from, ordered),
    structuredData: storesStructuredData(locale, stores, emirateName, day),
  };
}

/**
 * The answer's pins: the nearest stores, numbered as in the list, and the place asked about on
 * top; none before a question.
 */
function answerPins(
  from: (Located & { label: string }) | undefined,
  ordered: readonly { item: Store }[],
): MapPin[] {
  return from
    ? [
        ...ordered.slice(0, NUMBERED_STORES).map(({ item }, index) => ({
          id: `pin-${item.id}`,
          longitude: item.longitude,
          latitude: item.latitude,
          number: index + 1,
        })),
        {
          id: "pin-asked",
          longitude: from.longitude,
          latitude: from.latitude,
          label: from.label,
        },
      ]
    : [];
}

export type StoresView = ReturnType<typeof storesView>;
export type StoreCardView = StoresView["stores"][number];
