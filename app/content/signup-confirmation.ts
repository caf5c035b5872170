// The shape of the confirmation a visitor is emailed after asking to join, in the language of
// the page they asked from; `en/signup-confirmation.ts` and `ar/signup-confirmation.ts` write it.
// The mail's composer (app/contact/delivery/confirmation-email.ts) fills each `{slot}` with
// what the visitor chose, and writes the lines in this order.
import type { CurrentOperator } from "../domain/signup";
import type { Phrase } from "../i18n/bidi";

export interface SignupConfirmationWords {
  /** `{reference}`. */
  subject: Phrase;
  /** `{name}`. */
  greeting: Phrase;
  intro: Phrase;
  /** `{reference}`. */
  reference: Phrase;
  plan: {
    heading: Phrase;
    /** `{plan}` (its name), `{price}` (a price tag). */
    line: Phrase;
  };
  choices: {
    heading: Phrase;
    newNumber: Phrase;
    /** `{mobile}` (as dialled in the UAE, `050 123 4567`), `{operator}`. */
    keepNumber: Phrase;
    /** The operator a number moves from, as `keepNumber` and `numberMove` name it. */
    operators: Record<CurrentOperator, Phrase>;
    sim: Phrase;
    esim: Phrase;
    /** `{device}`: the phone the visitor named. */
    esimFor: Phrase;
    /** `{store}` (its name), `{address}`. */
    store: Phrase;
    /** `{address}`, `{area}`, `{emirate}`. */
    delivery: Phrase;
  };
  call: {
    heading: Phrase;
    /** `{date}` (with its weekday), `{from}` and `{to}` (hours), `{phone}` (the number we call). */
    line: Phrase;
  };
  ready: { heading: Phrase; items: readonly Phrase[] };
  nothingToPay: Phrase;
  /** Said only for an eSIM. */
  esimCode: Phrase;
  /** Said only for a number kept. */
  numberMove: Phrase;
  help: Phrase;
  signature: Phrase;
}
