// The shapes several pages' words share; each page's own type is beside its two locale
// modules (`app/content/<page>.ts`, `en/<page>.ts`, `ar/<page>.ts`).
import type { Phrase } from "../i18n/bidi";
import type { CountParts } from "../i18n/count-parts";

/** Title and description of one page, for `<title>` and the meta description. */
export interface PageMeta {
  title: string;
  description: Phrase;
}

/** Words around a value the page inserts (a short code): "Dial" *101# "to check". */
export interface AroundValue {
  before: string;
  after: string;
}

/**
 * Words around a count the page shows large: "Calls reach over" 200 "countries". The count's
 * noun takes the form its figure asks for (see app/i18n/format.ts), so the content module
 * writes both; `after` is what follows the noun, if anything (".").
 */
export interface AroundCount {
  before: string;
  count: CountParts;
  after?: string;
}

/** A message for a count, by the plural category of `Intl.PluralRules`; `{count}` is the figure. */
export type PluralMessages = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * "Use my location": the button, what it says while the browser looks, and why it could not,
 * in a live region; `privacy` says beside it what becomes of the location.
 */
export interface LocateWords {
  button: string;
  privacy: string;
  finding: string;
  denied: string;
  unavailable: string;
  timeout: string;
}
