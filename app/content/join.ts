// The shape of the join page's words; `en/join.ts` and `ar/join.ts` write them.
import type { CurrentOperator } from "../domain/signup";
import type { Phrase } from "../i18n/bidi";
import type { PageMeta } from "./types";

/** One choice of a group of radio buttons: its label and, under it, what it means. */
export interface ChoiceWords {
  label: Phrase;
  hint: Phrase;
}

/**
 * The join page: the sign-up request every Choose Plan leads to, one form in sections, and the
 * confirmation that follows it. `{…}` are slots the page fills.
 */
export interface JoinContent {
  meta: PageMeta;
  /**
   * The page as the site search answers it: its line, and what else a visitor may type for it
   * in this language (the page's heading finds it too).
   */
  search: { line: Phrase; names: string[] };
  heading: string;
  intro: Phrase;
  /** The first, empty option of a list to choose from. */
  choose: string;
  /** The steps after sending, said before the form so nothing comes as a surprise. */
  nextSteps: { heading: string; items: Phrase[] };
  plan: {
    legend: string;
    /** `{price}`: the monthly price with its currency. */
    price: string;
    keyFacts: string;
    /** Said under the plans: a link to compare them all. */
    compare: string;
    /** Said once near the prices: they include VAT. */
    vatNote: string;
  };
  number: {
    legend: string;
    fresh: ChoiceWords;
    keep: ChoiceWords;
    operator: string;
    operators: Record<CurrentOperator, Phrase>;
    mobile: string;
    mobileHint: Phrase;
    /** The plain facts of moving a number, as a list. */
    factsHeading: string;
    facts: Phrase[];
  };
  sim: {
    legend: string;
    sim: ChoiceWords;
    esim: ChoiceWords;
    device: string;
    deviceHint: Phrase;
    /** The button that asks whether the phone named is ready, without sending the request. */
    check: string;
    /** `{model}`: the phone found. */
    ready: string;
    /** `{model}`: a phone found that takes no eSIM. */
    notReady: string;
    /** `{typed}`: what the visitor typed, which the devices list does not have. */
    notListed: string;
    /** Before the models the list has that are close to what was typed. */
    didYouMean: string;
    /** Between those models: `, ` or `، `. */
    listSeparator: string;
    /** A link to the page that answers for any phone. */
    devicesLink: string;
  };
  fulfilment: {
    legend: string;
    store: ChoiceWords;
    delivery: ChoiceWords;
    near: string;
    nearHint: Phrase;
    /** The button that lists the stores nearest the place typed, without sending the request. */
    nearButton: string;
    storesLegend: string;
    /** `{status}`: the store's hours today, as the stores page says them. */
    today: string;
    emirate: string;
    chooseEmirate: string;
    area: string;
    address: string;
    addressHint: Phrase;
    /** The delivery promise: the next working day in four emirates, two elsewhere. */
    deliveryPromise: Phrase;
  };
  call: {
    legend: string;
    hint: Phrase;
    day: string;
    days: { today: string; tomorrow: string; "after-tomorrow": string };
    slot: string;
    /** `{from}` and `{to}`: the hours of a slot. */
    slotLabel: string;
  };
  details: {
    legend: string;
    name: string;
    phone: string;
    phoneHint: Phrase;
    email: string;
    emailHint: Phrase;
    /** The consent box: `before` the Privacy Policy's link, its text, and `after`. */
    consent: { before: string; link: string; after: string };
  };
  documents: { heading: string; items: Phrase[]; note: Phrase };
  /** Said beside the button: nothing is paid now. */
  nothingToPay: Phrase;
  submit: string;
  errors: {
    summary: Phrase;
    planRequired: string;
    numberChoiceRequired: string;
    operatorRequired: string;
    mobileRequired: string;
    /** Not a UAE mobile number (05X XXX XXXX). */
    mobileInvalid: string;
    /** A number of ours already: nothing to move. */
    mobileOurs: string;
    simRequired: string;
    deviceNotReady: string;
    deviceNotListed: string;
    fulfilmentRequired: string;
    storeRequired: string;
    emirateRequired: string;
    areaRequired: string;
    addressRequired: string;
    dayRequired: string;
    slotRequired: string;
    /** A slot of today that has already begun. */
    slotPassed: string;
    nameRequired: string;
    nameTooLong: string;
    phoneRequired: string;
    phoneInvalid: string;
    emailRequired: string;
    emailInvalid: string;
    emailTooLong: string;
    consentRequired: string;
    invalidCharacters: string;
    tooLong: string;
    rateLimited: Phrase;
    unavailable: Phrase;
  };
  confirmation: {
    heading: string;
    /** `{reference}`. */
    reference: string;
    intro: Phrase;
    summaryHeading: string;
    labels: {
      plan: string;
      number: string;
      sim: string;
      fulfilment: string;
      call: string;
    };
    /** `{plan}` and `{price}`. */
    plan: string;
    newNumber: string;
    /** `{operator}`. */
    keptNumber: string;
    sim: string;
    /** `{model}`, or the line without a phone named. */
    esim: string;
    esimNoModel: string;
    esimNote: Phrase;
    /** `{store}` and `{address}`. */
    store: string;
    storeNote: Phrase;
    /** `{emirate}`. */
    delivery: string;
    /** `{day}` and `{from}`–`{to}`. */
    call: string;
    emailNote: Phrase;
    another: string;
  };
}
