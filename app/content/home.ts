// The shape of the home page's words; `en/home.ts` and `ar/home.ts` write them.
import type {
  ActivationStepId,
  PackageId,
  PackagePeriod,
  PlanId,
  SupportChannelId,
} from "../domain/catalog";
import type { ContactField } from "../domain/contact-fields";
import type { Phrase } from "../i18n/bidi";
import type { AroundCount, AroundValue, PageMeta } from "./types";

export interface HomeSection {
  heading: string;
  intro: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    heading: string;
    pitch: string;
    primaryAction: string;
    secondaryAction: string;
  };
  plans: HomeSection & {
    items: Record<PlanId, { name: string; features: Phrase[] }>;
    popularLabel: string;
    perMonth: string;
    allowanceLabels: { data: string; calls: string; sms: string };
    unlimited: string;
    featuresLabel: string;
    /** Over what every plan has, said once under the cards. */
    everyPlanHeading: string;
    choosePlan: string;
    /** The link from a plan's card to its own page. */
    detailsLink: string;
    vatNote: string;
  };
  calls: HomeSection & {
    local: { heading: string; body: Phrase; points: Phrase[] };
    international: { heading: string; body: Phrase; points: Phrase[] };
    countries: AroundCount;
    /** Over the strip of the most-called destinations and their price per minute. */
    mostCalledHeading: string;
    /** The link to the rate of every destination. */
    ratesLink: string;
    /** The link to the roaming page. */
    roamingLink: string;
  };
  internet: HomeSection & {
    tabListLabel: string;
    tabs: Record<PackagePeriod, { label: string; heading: string }>;
    packageNames: Record<PackageId, string>;
    labels: { price: string; data: string; validity: string };
    unlimited: string;
    weeklyFeaturesHeading: string;
    weeklyFeatures: Phrase[];
    speed: { label: string; unit: string };
    addOnNote: string;
  };
  activation: HomeSection & {
    steps: Record<ActivationStepId, { title: string; description: string }>;
    stepLabel: string;
    duration: AroundCount;
    documentsHeading: string;
    documents: string[];
  };
  support: HomeSection & {
    channels: Record<SupportChannelId, { heading: string; body: Phrase; action: Phrase }>;
    balance: AroundValue & { heading: string };
  };
  contact: HomeSection & {
    form: ContactFormContent;
    detailsHeading: string;
    phoneLabel: string;
    emailLabel: string;
    storeLabel: string;
    storeAddress: string;
    storeHours: string;
  };
}

/** What the contact form says: labels, placeholders, errors and outcomes. */
export interface ContactFormContent {
  heading: string;
  requiredNote: string;
  fields: Record<ContactField, { label: string; placeholder: string }>;
  optional: string;
  honeypotLabel: string;
  submit: string;
  sending: string;
  success: string;
  /** Prefilled message when a visitor chose a plan: before, the plan's name, after. */
  planMessage: AroundValue;
  /** Said after the thanks: before, the stored message's reference, after (its full stop). */
  reference: AroundValue;
  /**
   * What replaces the form once a message is stored: a heading that takes focus, the thanks
   * and the reference (above), what happens next, and a way to write again.
   */
  confirmation: {
    heading: string;
    nextHeading: string;
    /** When we answer, what the reference is for, and a complaint's promises. */
    next: Phrase[];
    /** Before the link to the complaints procedure, its words, and after it. */
    complaints: { before: string; link: string; after: string };
    another: string;
  };
  /** The box that marks a message as a complaint, and what marking it means. */
  complaint: { label: string; hint: string };
  errors: {
    nameRequired: Phrase;
    nameTooLong: Phrase;
    emailRequired: Phrase;
    emailInvalid: Phrase;
    emailTooLong: Phrase;
    phoneInvalid: Phrase;
    messageRequired: Phrase;
    messageTooLong: Phrase;
    /** A kind of message the form does not offer (only a crafted post sends one). */
    topicInvalid: Phrase;
    invalidCharacters: Phrase;
    summary: Phrase;
    rateLimited: Phrase;
    unavailable: Phrase;
    /** The browser could not reach the server while sending (with JavaScript). */
    unreachable: Phrase;
  };
}
