import { wordsOf } from "../content/words.server";
import { communityPlaces } from "../domain/communities";
import { emirates } from "../domain/emirates";
import { byDistance, type Place } from "../domain/places";
import { formatCalendarDate } from "../i18n/format";
import { type Locale, localizedPath } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { foldPlaceName } from "../search/fold-for-search";
import { searchNames } from "../search/matching";
import type { AnswerMoment, SearchEntry } from "../search/site-index";
import { storesPagePath } from "../site/paths";
import { NEAR_PARAM } from "../site/query-params";
import type { Store } from "./store-data";
import { statusText, storeState, uaeClock } from "./store-status";
import { specialDaysOf, stores } from "./stores";

/**
 * The stores as the site search answers them: each store by its name, and the nearest store to
 * every emirate and community by the place's names and aliases ("barsah" is Al Barsha, whose
 * nearest store is on Sheikh Zayed Road). Whether a store is open is worked out when the
 * question is asked, in UAE time, with its special days.
 */
export function storeSearchEntries(locale: Locale): SearchEntry[] {
  const words = wordsOf(locale, "search").lines;
  const storeWords = wordsOf(locale, "stores");
  const { intlLocale } = wordsOf(locale, "layout");
  const pagePath = localizedPath(locale, storesPagePath);
  const emirateOf = (store: Store) =>
    emirates.find(({ id }) => id === store.emirate)?.name[locale] ?? "";
  const hoursOf = new Map(
    stores.map((store) => [store.id, { week: store.week, special: specialDaysOf(store.id) }]),
  );
  const statusAt = (store: Store, { now }: AnswerMoment) => {
    const hours = hoursOf.get(store.id) ?? { week: store.week, special: [] };
    const [headline, detail] = statusText(storeState(hours, now), storeWords.status, (date) =>
      formatCalendarDate(date, intlLocale),
    );
    return `${headline}${locale === "ar" ? "، " : ", "}${detail}`;
  };
  const nameOf = (store: Store) => fillSlots(storeWords.storeName, { store: store.name[locale] });

  const ownEntries = stores.map((store): SearchEntry => ({
    kind: "stores",
    names: searchNames([store.id, store.name.en, store.name.ar]),
    codes: [],
    title: nameOf(store),
    line: (moment) =>
      fillSlots(words.store, { status: statusAt(store, moment), emirate: emirateOf(store) }),
    href: `${pagePath}#${store.id}`,
  }));
  const storeNames = new Set(
    stores.flatMap((store) => Object.values(store.name).map(foldPlaceName)),
  );
  const places: readonly Place[] = [...emirates, ...communityPlaces];
  const nearestEntries = places
    // A place a store is named after is answered by the store itself.
    .filter((place) => !storeNames.has(foldPlaceName(place.name.en)))
    .flatMap((place): SearchEntry[] => {
      const nearest = byDistance(place, stores)[0]?.item;
      if (!nearest) return [];
      const query = new URLSearchParams({ [NEAR_PARAM]: place.name[locale] });
      return [
        {
          kind: "stores",
          names: searchNames([place.name.en, place.name.ar, ...place.aliases]),
          codes: [],
          title: place.name[locale],
          line: (moment) =>
            fillSlots(words.nearestStore, {
              store: nameOf(nearest),
              status: statusAt(nearest, moment),
            }),
          href: `${pagePath}?${query}`,
        },
      ];
    });
  return [...ownEntries, ...nearestEntries];
}

/**
 * What the stores' answers say at `now`, as a key: the UAE day and whether each store is open.
 * Their lines ("open now, closes at 10pm", "closed, opens tomorrow at 9am") change only when
 * one of the two does.
 */
export function storeAnswersKey(now: number): string {
  const states = stores.map((store) =>
    storeState({ week: store.week, special: specialDaysOf(store.id) }, now).open ? 1 : 0,
  );
  return `${uaeClock(now).day}:${states.join("")}`;
}
