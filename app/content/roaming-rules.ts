// The shape of the roaming rules' sentences; `en/roaming-rules.ts` and `ar/roaming-rules.ts`
// write them.
import type { Phrase } from "../i18n/bidi";

/**
 * Each roaming rule in one sentence, written once per language and reused by every page that
 * states it (the roaming page, a plan's FAQ), with the tariff files' figures in it.
 */
export interface RoamingRules {
  /** Calls and texts work abroad; data roaming is off until turned on, and how. */
  dataOff: Phrase;
  /** What starts a roaming day and how long it lasts. */
  roamingDay: string;
  /** What never counts: texts received, an unanswered call sent to voicemail. */
  freeUse: string;
  /** The lower of pay-as-you-go and the day pass, each roaming day. */
  lowerOf: string;
  /** What the day pass covers. */
  passCovers: string;
  /** Minutes past the pass's. */
  pastPassMinutes: string;
  /** When the pass's data is used up. */
  passDataUsedUp: string;
  /** Calls billed per second, data in steps. */
  billingSteps: string;
  /** Ships, aircraft and satellite networks: never in a day pass. */
  shipsNoPass: string;
  /** The monthly cap covers every roaming charge, late ones included. */
  cap: string;
  /** The alerts before the cap. */
  alerts: Phrase;
  /** The welcome SMS on arrival. */
  welcome: string;
  /** Care from abroad, free, 24/7. */
  careFromAbroad: Phrase;
}
