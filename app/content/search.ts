// The shape of the site search's words; `en/search.ts` and `ar/search.ts` write them.
import type { Phrase } from "../i18n/bidi";
import type { SearchKind } from "../search/site-index";
import type { PageMeta, PluralMessages } from "./types";

/** An example of what can be asked, and what its answer tells. */
export interface SearchExample {
  query: string;
  tells: string;
}

/** The search page (`/search`), its answers and the suggestions as one types. */
export interface SearchContent {
  meta: PageMeta;
  heading: string;
  intro: string;
  /** The page's title and heading for an answer; `{query}` is what was asked. */
  answerTitle: string;
  answerHeading: string;
  form: { label: string; hint: Phrase; submit: string };
  examplesHeading: string;
  examples: readonly SearchExample[];
  /** Each group's heading. */
  kinds: Record<SearchKind, string>;
  /** Said above the answers: `{count}` of them. */
  found: PluralMessages;
  /** Said when nothing matched as typed and the answers are the closest names. */
  closest: string;
  /** Below a group that found more than it lists: `{count}` more. */
  more: PluralMessages;
  /** Nothing found: what to try, and the ways to ask us. */
  none: {
    heading: string;
    tryAgain: string;
    askHeading: string;
    /** `{phone}`: the care line. */
    call: Phrase;
    /** `{phone}`: the care line from abroad. */
    callFromAbroad: Phrase;
    /** `{email}`: the care team's address. */
    email: Phrase;
    form: string;
    complaint: string;
  };
  /** The one-line answers; `{…}` are figures and names the index fills in. */
  lines: {
    /** `{price}` a month, `{allowances}`, `{network}`. */
    plan: Phrase;
    /** `{data}`, `{minutes}`, `{sms}` of a plan, each a figure with its unit or `unlimited…`. */
    allowances: string;
    data: string;
    minutes: string;
    sms: string;
    unlimitedData: string;
    unlimitedMinutes: string;
    unlimitedSms: string;
    /** `{minute}` and `{sms}`: the prices of a call's minute and an SMS. */
    calls: string;
    /** `{zone}`, `{price}`, `{data}`, `{minutes}`: the zone and its day pass. */
    roaming: string;
    /** `{zone}`, and a call home's minute `{minute}`: no day pass covers it. */
    roamingNoPass: string;
    noRoaming: string;
    /** `{emirate}`: where the community is, and the best it gets outdoors. */
    coverage5g: Phrase;
    coverage4g: Phrase;
    coverageNone: string;
    /** A store: `{status}` (open now, closes at…) and `{emirate}`. */
    store: string;
    /** The nearest store to a place: `{store}`, and its state `{status}`. */
    nearestStore: string;
    /** The store's name in a sentence: `{store}` store. */
    storeName: string;
    statusClear: string;
    /** `{count}` notices in force touch the area. */
    statusProblems: PluralMessages;
    /** A page's heading: `{page}`, the page it is on. */
    onPage: string;
  };
  /** The suggestions as one types: the list's name, and its count said aloud. */
  suggestions: { label: string; count: PluralMessages; none: string };
}
