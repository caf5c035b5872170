// The shape of the calls rules' sentences; `en/call-rules.ts` and `ar/call-rules.ts` write them.
import type { CallHomePackId } from "../domain/catalog";
import type { Phrase } from "../i18n/bidi";
import type { PluralMessages } from "./types";

/**
 * The international calls rules, one sentence each per language, said wherever the rule
 * appears (the calls page, the estimate, the Key Facts). `{slots}` are filled from the files.
 */
export interface CallRulesContent {
  /** `{date}`: the day the prices hold from. */
  pricesFrom: string;
  /** Billed per second from the first second; `{seconds}` when the step is longer. */
  perSecond: string;
  billingStep: string;
  samePriceEveryPlan: string;
  onePricePerCode: Phrase;
  /** A row's note where it shares its code: `{code}`, `{country}`. */
  sharesCode: string;
  /** `{codes}`, `{minute}`, `{sms}`. */
  networks: string;
  /** Each network code's name, and other words it is found by. */
  networkNames: Record<string, { name: string; aliases: string[] }>;
  packs: {
    heading: string;
    /** `{days}`, `{phone}`. */
    terms: Phrase;
    caption: string;
    columns: { pack: string; zone: string; minutes: string; price: string; perMinute: string };
    /** `{perMinute}` against `{payg}` a minute pay-as-you-go. */
    against: string;
    /** A pack's name from its minutes: `{minutes}`. */
    names: Record<CallHomePackId, string>;
    /** A zone's destinations, as the packs table names them. */
    zoneNames: Record<string, string>;
  };
  csvLink: Phrase;
  estimate: CallEstimateContent;
}

export interface CallEstimateContent {
  heading: string;
  intro: string;
  minutesLabel: string;
  minutesHint: string;
  toLabel: string;
  choose: string;
  submit: string;
  errorSummary: string;
  problems: {
    minutes: Record<"missing" | "not-a-number" | "too-large", string>;
    to: Record<"missing" | "unknown", string>;
  };
  answerHeading: string;
  /** `{minutes}` (counted), `{place}`, `{total}`. */
  headline: string;
  minutes: PluralMessages;
  /** The minutes after a preposition, where Arabic's dual and "one" take another case. */
  minutesGenitive?: PluralMessages;
  /** `{names}`: the packs bought, named as the sentence needs them, by how many there are. */
  packList: PluralMessages;
  /** `{minutes}` at `{rate}` a minute. */
  payg: string;
  /** `{packs}`: the packs' names joined. */
  packsOnly: string;
  /** `{packs}`, `{minutes}` (after a preposition: `minutesGenitive`), `{rate}`. */
  packsAndPayg: string;
  and: string;
  /** `{payg}`: pay-as-you-go alone, when a pack is cheaper. */
  against: string;
  /** `{place}`: no pack covers its zone. */
  noPack: string;
  /** A price tag's template: `{n}` the figure. */
  aed: string;
}
