import type { ContactField } from "../domain/contact-fields";
import type { SocialNetworkId } from "../domain/site-config";
import type { FieldProblem, FinderField } from "../domain/form-limits";
import type { Phrase, PhrasePart } from "../i18n/bidi";
import type { CountParts } from "../i18n/count-parts";
import type { LegalSlug, RatesPagePath, SectionId, StatementPagePath } from "../site/paths";
import type { ServiceId } from "../domain/store-services";
import type {
  ActivationStepId,
  CallHomePackId,
  PackageId,
  PackagePeriod,
  KeyFactId,
  PlanId,
  SupportChannelId,
} from "../domain/catalog";

/** Title and description of one page, for `<title>` and the meta description. */
export interface PageMeta {
  title: string;
  description: Phrase;
}

/** Everything the shared layout (header, footer, skip link, error pages) says in one locale. */
export interface LayoutContent {
  /** BCP 47 tag for `<html lang>` and the writing direction for `<html dir>`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Locale for `Intl` formatting of numbers, money and dates (the UAE variant of the language). */
  intlLocale: string;
  /** The language's name in itself (`English`, `العربية`), for the language switch. */
  languageName: string;
  brandName: string;
  /** The brand as a home screen writes it under the site's icon: a word or two. */
  appName: string;
  /**
   * The note a saved rates page shows when it is read offline, around the moment it was saved
   * (the service worker writes the moment, in UAE time: app/offline/saved-copy.ts).
   */
  offlineCopy: { beforeTime: string; afterTime: string };
  /** Alt text of the image link previews show. */
  shareImageAlt: string;
  skipLink: string;
  header: {
    homeLinkLabel: string;
    navLabel: string;
    menuButtonLabel: string;
    /** Shown in place of the menu button while the menu is open without JavaScript. */
    closeMenuLabel: string;
    /** The rates pages' names in the main menu, after the home page's sections. */
    ratesLinks: Record<RatesPagePath, string>;
  };
  /** Labels of the in-page anchors on the home page, used by the header and footer. */
  sectionLinks: Record<SectionId, string>;
  footer: {
    tagline: string;
    quickLinksHeading: string;
    resourcesHeading: string;
    resourceLinks: Record<"coverageMap" | "storeLocator" | "downloadApp" | "networkStatus", string>;
    legalLinks: Record<LegalSlug, string>;
    /** The plans compared, among the quick links. */
    plansLink: string;
    /** The rates pages, among the quick links. */
    ratesLinks: Record<RatesPagePath, string>;
    /** The complaints procedure and the accessibility statement, after the legal pages. */
    statementLinks: Record<StatementPagePath, string>;
    socialHeading: string;
    socialLabels: Record<SocialNetworkId, string>;
    contactHeading: string;
    phoneLabel: string;
    phoneAvailability: string;
    emailLabel: string;
    emailResponse: string;
    storeLabel: string;
    storeAddress: string;
    storeHours: string;
    /** Receives the build's year; the server renders it into the text pages receive. */
    copyright: (year: string) => string;
  };
  notFound: PageMeta & { heading: string; body: Phrase; homeLink: string };
  /** An address that cannot be read (a broken percent-encoding): 400. */
  badRequest: PageMeta & { heading: string; body: Phrase; homeLink: string };
  methodNotAllowed: PageMeta & { heading: string; body: Phrase; homeLink: string };
  /**
   * A form post refused before it is read: not the form's own kind of body (415), no length
   * (411), or sent from another site (403).
   */
  formRefused: PageMeta & { heading: string; body: Phrase; homeLink: string };
  /** A form post over the size any message of the form can have (413). */
  formTooLong: PageMeta & { heading: string; body: Phrase; homeLink: string };
  unexpectedError: PageMeta & { heading: string; body: Phrase; homeLink: string };
}

/**
 * The layout's words as a page receives them in its data: plain strings only, the copyright
 * line already holding its year.
 */
export type LayoutText = Omit<LayoutContent, "footer"> & {
  footer: Omit<LayoutContent["footer"], "copyright"> & { copyright: string };
};

/** A link inside a legal text; `href` is a path of this site (already localised) or a URL. */
export interface LegalLink {
  text: Phrase;
  href: string;
}

/** Text of a legal page: plain, or runs of text with links among them. */
export type LegalText = Phrase | readonly (PhrasePart | LegalLink)[];

/**
 * One block of legal text: a paragraph, a bulleted list, or pairs a screen reader reads as
 * term and detail (a definition list: "Acknowledgement" – "within one working day").
 */
export type LegalBlock =
  LegalText | { list: LegalText[] } | { pairs: { term: string; detail: LegalText }[] };

export interface LegalSection {
  /** Stable anchor for the section, e.g. `acceptance`. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  meta: PageMeta;
  heading: string;
  /** ISO date (YYYY-MM-DD) the text last changed; shown as "Last updated". */
  lastUpdated: string;
  lastUpdatedLabel: string;
  /** Whether the sections are numbered clauses (the Terms of Service are). */
  numbered: boolean;
  intro: LegalBlock[];
  sections: LegalSection[];
}

export interface HomeSection {
  heading: string;
  intro: string;
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

export interface HomeContent {
  meta: PageMeta;
  hero: {
    heading: string;
    pitch: string;
    primaryAction: string;
    secondaryAction: string;
    highlights: string[];
  };
  plans: HomeSection & {
    items: Record<PlanId, { name: string; features: Phrase[] }>;
    popularLabel: string;
    perMonth: string;
    allowanceLabels: { data: string; calls: string; sms: string };
    unlimited: string;
    featuresLabel: string;
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

export interface QuestionAndAnswer {
  question: string;
  answer: Phrase;
}

/** What one plan's page says beyond the home page's card: who it suits, its facts, its FAQ. */
export interface PlanPageContent {
  meta: PageMeta;
  summary: Phrase;
  suits: Phrase;
  facts: Record<KeyFactId, Phrase>;
  faq: QuestionAndAnswer[];
}

/** What the finder's answer is about: the plan's name, its price tag, the visitor's use. */
export interface FinderAnswerFacts {
  plan: string;
  price: string;
  dataGb: number;
  minutes: number;
}

/** The same, for a plan with a data package: the package's name and each price tag. */
export interface FinderPackageFacts extends FinderAnswerFacts {
  package: string;
  planPrice: string;
  packagePrice: string;
}

/** What the plan finder on /plans says: its fields, its problems, its answers. */
export interface PlanFinderContent {
  heading: string;
  intro: string;
  fields: Record<FinderField, { label: string; hint: string }>;
  submit: string;
  errorSummary: string;
  problems: Record<FinderField, Record<FieldProblem, string>>;
  answerHeading: string;
  /*
   * The answers are built from the visitor's figures here, so each count takes the form its
   * place in the sentence asks for ("تغطي دقيقتين", not "تغطي دقيقتان"); the server passes the
   * names and price tags ready-made.
   */
  /** The plan alone covers the use: why. */
  planCovers: (answer: FinderAnswerFacts) => string;
  /** A plan with a data package costs less than any plan alone: what, and why. */
  packageCheaper: (answer: FinderPackageFacts) => string;
  /** The cheapest plan alone, to compare ({plan}, {price}). */
  planAlone: string;
  /** When no plan alone has the data. */
  noPlanAlone: string;
  /** How long a package lasts, for a visitor who must add one each month. */
  packageValidity: (validity: { value: number; unit: "hour" | "day" }) => string;
  /** The link to the plan's page ({plan}). */
  seePlan: string;
  choosePlan: string;
}

/** The finder's words the page itself shows: the answers are built on the server. */
export type PlanFinderWords = Omit<
  PlanFinderContent,
  "planCovers" | "packageCheaper" | "packageValidity"
>;

/** The plans' pages: /plans with its table and finder, and one page per plan. */
export interface PlansContent {
  overview: {
    meta: PageMeta;
    heading: string;
    intro: string;
    table: {
      caption: string;
      planHeader: string;
      rows: { price: string; data: string; minutes: string; sms: string; network: string };
      details: string;
    };
    vatNote: string;
    finder: PlanFinderContent;
  };
  plan: {
    /** The plan's heading: before and after its name ("Basic plan", "الباقة الأساسية"). */
    heading: AroundValue;
    breadcrumbLabel: string;
    homeCrumb: string;
    plansCrumb: string;
    perMonth: string;
    includedHeading: string;
    suitsHeading: string;
    keyFactsHeading: string;
    keyFactsIntro: string;
    keyFactLabels: Record<KeyFactId, string>;
    ratesLinks: { calls: string; roaming: string };
    faqHeading: string;
    choosePlan: string;
    comparePlans: string;
    /** The link to the coverage page, beside the plan's actions. */
    checkCoverage: string;
    vatNote: string;
  };
  plans: Record<PlanId, PlanPageContent>;
}

/** A message for a count, by the plural category of `Intl.PluralRules`; `{count}` is the figure. */
export type PluralMessages = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

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
  roamingLink: string;
}

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
  /** Each call's direction, labelled in its cell. */
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
  };
  /** The map of the stores: its name and what it shows, for a screen reader, and its key. */
  map: {
    title: string;
    description: string;
    legendLabel: string;
    /** What a mark stands for. */
    store: string;
  };
  listHeading: string;
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
  status: StatusWords;
}

/** The words a store's state is said in, one set per language; `{time}` and `{day}` are filled in. */
export interface StatusWords {
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
