import type { Phrase } from "../i18n/bidi";
import type { AroundValue, LocateWords, PageMeta, PluralMessages } from "./types";
import type { CoverageLevel } from "../domain/coverage-levels";
import type { EmirateId } from "../domain/emirates";

/** Everything the coverage page says, in one language. */
export interface CoverageContent {
  meta: PageMeta;
  heading: string;
  intro: Phrase;
  /** What indoors means, beside the levels. */
  indoorsNote: string;
  /** The map of the communities: its name and what it shows, for a screen reader, and its key. */
  map: {
    title: string;
    description: Phrase;
    legendLabel: string;
    /** Each mark's meaning: the best a community gets outdoors. */
    legend: Record<"5g" | "4g" | "none", Phrase>;
    /** What the map shows once it answers: `{place}`, marked, and the area around it. */
    answered: string;
    /** The key's words for the answer's pin: a community asked about, or the one nearest the visitor. */
    asked: string;
    nearestYou: string;
  };
  levelsHeading: string;
  /** Each level's word, and what a phone can do with it. */
  levels: Record<CoverageLevel, { name: string; meaning: string }>;
  check: {
    heading: string;
    label: string;
    hint: Phrase;
    submit: string;
    /** Said when the form is sent empty. */
    empty: string;
    /** Around what was typed, when no name comes near it. */
    noMatch: AroundValue;
    /** Said before the answers when nothing matched as typed and the closest names are shown. */
    closest: string;
    /** Said when more communities match than the answer lists; `{count}` of them. */
    several: PluralMessages;
    showAll: string;
    /** `{place}`: the community and its emirate. */
    gets: string;
    outdoors: string;
    indoors: string;
    /** `{place}`: the community, which has no 5G outdoors. */
    no5g: Phrase;
    /** `{place}`: the nearest community with 5G; `{distance}`: how far it is. */
    nearest5g: Phrase;
    /** The kilometre's symbol after a distance. */
    km: string;
    /** For the visitor's location: `{place}`, the nearest community, `{distance}` from it. */
    here: string;
    /** A location outside the UAE, and one that is not a location at all. */
    outside: string;
    unreadable: string;
  };
  locate: LocateWords;
  /** Said in the live region as the table filters. */
  filter: { found: PluralMessages; all: PluralMessages };
  table: {
    heading: string;
    /** Above the tables: each emirate's opens on its name. */
    howToOpen: string;
    community: string;
    /** The four level columns, their generation a left-to-right run. */
    columns: {
      "5g-outdoor": Phrase;
      "5g-indoor": Phrase;
      "4g-outdoor": Phrase;
      "4g-indoor": Phrase;
    };
  };
  emirates: Record<EmirateId, string>;
  plansLink: string;
}
