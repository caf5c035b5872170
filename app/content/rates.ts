// The shape of the rates pages' words; `en/rates.ts` and `ar/rates.ts` write them.
import type { Phrase } from "../i18n/bidi";
import type { RoamingRules } from "./roaming-rules";
import type { AroundValue, PageMeta, PluralMessages } from "./types";

/** What the destination finder of a rates page says. */
export interface DestinationFinderContent {
  label: string;
  hint: Phrase;
  submit: string;
  /** Said in the live region as the list filters. */
  found: PluralMessages;
  /** Said when the query is cleared: every destination is back. */
  all: PluralMessages;
  noMatch: AroundValue;
  /** Said instead of "no match" when the query is the UAE: its numbers are local. */
  home: string;
  showAll: string;
  indexLabel: string;
  /** Under the answer's cards when a query finds more places than they show: `{shown}`. */
  more: string;
}

/** The columns of the international calls table. */
export interface CallRatesTableContent {
  caption: string;
  destination: string;
  code: string;
  minute: string;
  sms: string;
}

export interface InternationalCallsContent {
  meta: PageMeta;
  heading: string;
  intro: string;
  billingHeading: string;
  billing: string[];
  finder: DestinationFinderContent;
  table: CallRatesTableContent;
  /** The answer's card for a destination found by the finder. */
  answer: {
    /** Over the Call Home packs of the destination's zone. */
    packsHeading: string;
  };
  roamingLink: string;
}

export interface RoamingContent {
  meta: PageMeta;
  heading: string;
  intro: string;
  rules: RoamingRules;
  dayHeading: string;
  examplesHeading: string;
  /** The worked examples, their figures computed from the tariff files. */
  examples: string[];
  passHeading: string;
  safeguardsHeading: string;
  abroadHeading: string;
  zonesHeading: string;
  zonesIntro: string;
  zoneName: AroundValue;
  /** A zone's letter as the language writes it (أ، ب، ج), where it is not the tariff file's own. */
  zoneLetters: Record<string, string>;
  /** Zones named in words rather than by letter (ships, aircraft and satellite). */
  zoneWords: Record<string, string>;
  columns: {
    zone: string;
    destination: string;
    dayPass: string;
    calls: string;
    sms: string;
    data: string;
  };
  /** The answer's card for a destination found by the finder. */
  answer: {
    /** Over the zone's pay-as-you-go rates. */
    paygHeading: string;
  };
  /** Each call's direction, under the calls' column header.  */
  callLabels: { toUaeOrLocal: string; toOtherCountry: string; received: string };
  /** The day pass cell of a zone with none. */
  noDayPass: string;
  finder: DestinationFinderContent;
  tableCaption: string;
  noPartner: string;
  callsLink: string;
}

/** Both rates pages' words, and the other names people give destinations. */
export interface RatesContent {
  internationalCalls: InternationalCallsContent;
  roaming: RoamingContent;
}
