// The shape of the stores page's words; `en/stores.ts` and `ar/stores.ts` write them.
import type { ServiceId } from "../domain/store-services";
import type { Phrase } from "../i18n/bidi";
import type { LocateWords, PageMeta } from "./types";

/** The stores page: every store, its hours and services, and the nearest-store form. */
export interface StoresContent {
  meta: PageMeta;
  heading: string;
  intro: Phrase;
  /** Said once above the list: the hours are UAE time, whatever the visitor's clock says. */
  timeNote: string;
  nearest: {
    heading: string;
    label: string;
    hint: Phrase;
    button: string;
    /** `{place}`: the place found. */
    answer: string;
    /** `{typed}`: what the visitor typed, which no place matched. */
    unknown: string;
    /** The distance beside each store once a place is chosen; `{km}` is a figure. */
    distance: string;
    /** The visitor's own location, as the map names its pin. */
    you: string;
    /** `{place}`: the place the page knows nearest the visitor's location. */
    answerHere: string;
    /** A location outside the UAE, and one that is not a location at all. */
    outside: string;
    unreadable: string;
  };
  locate: LocateWords;
  /** The map of the stores: its name and what it shows, for a screen reader, and its key. */
  map: {
    title: string;
    description: string;
    legendLabel: string;
    /** What a mark stands for. */
    store: string;
    /** What the map shows once it answers: `{place}` and the nearest stores, numbered. */
    answered: string;
    /** The key's words for the answer's pins. */
    asked: string;
    numbered: string;
  };
  listHeading: string;
  /** Above the stores after the nearest one, once the page answers. */
  othersHeading: string;
  /**
   * When the server's word on a store was true (`{time}` and `{date}` in UAE time), for a page
   * read without JavaScript, which may be older; the page's script, which keeps it true, drops it.
   */
  statusAsOf: string;
  hoursHeading: string;
  /** Beside today's row of the week's hours. */
  today: string;
  dayColumn: string;
  hoursColumn: string;
  specialHeading: string;
  noSpecialHours: string;
  servicesHeading: string;
  services: Record<ServiceId, Phrase>;
  phoneLabel: string;
  /** The directions link, which leaves the site for a maps website, and says so. */
  directions: Phrase;
  /** `{store}`: a store's name, for a link or a heading that needs it whole. */
  storeName: string;
  status: OpeningWords;
}

/** The words a store's state is said in, one set per language; `{time}` and `{day}` are filled in. */
export interface OpeningWords {
  openNow: string;
  closed: string;
  closesAt: string;
  opensToday: string;
  opensTomorrow: string;
  opensOnWeekday: string;
  opensOnDate: string;
  closedUntilNotice: string;
  /** Monday first. */
  weekdays: readonly string[];
  /** A time of day: `am`/`pm` in English, صباحاً/مساءً in Arabic, and what joins them. */
  am: string;
  pm: string;
  noon: string;
  midnight: string;
  joiner: string;
}
