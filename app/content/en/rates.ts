// English words of the rates pages: international calls and roaming.
import { NBSP } from "../../i18n/count-parts";
import { formatAed } from "../../i18n/format";
import { roamingSafeguards } from "../../tariffs/tariffs";
import { siteConfig } from "../../domain/site-config";
import type { DestinationFinderContent, RatesContent } from "../rates";
import { roamingExampleSentences, roamingRules } from "./roaming-rules";

const intlLocale = "en-AE";
const brand = siteConfig.brandName;
const { spendingCapFils } = roamingSafeguards;

/** Said under the calls page's billing and by its finder for a UAE number: one sentence. */
const uaeCallsAreLocal = "Calls to UAE numbers come from your plan's minutes.";

const finder: DestinationFinderContent = {
  label: "Find a destination",
  hint: "A country's name in English or Arabic, its dialling code like +63, or a whole phone number",
  submit: "Search",
  found: {
    one: `{count}${NBSP}destination matches`,
    other: `{count}${NBSP}destinations match`,
  },
  all: { other: `All {count}${NBSP}destinations are listed` },
  noMatch: { before: "No destination matches", after: "." },
  home: uaeCallsAreLocal,
  showAll: "Show all destinations",
  indexLabel: "Destinations from A to Z",
  more: "Only the first {shown} are shown: type more of the name to find yours.",
};

export const rates: RatesContent = {
  internationalCalls: {
    meta: {
      title: "International calls",
      description: `The price of a minute and of an SMS from ${brand} in the UAE to every country, in AED with VAT included. Find yours by name or dialling code.`,
    },
    heading: "International calls",
    intro:
      "What a call or a text from your line to another country costs, for every destination we connect. Look yours up by name, in English or Arabic, or by its dialling code.",
    billingHeading: "How calls abroad are billed",
    billing: ["Prices are in AED per minute and per SMS, VAT included.", uaeCallsAreLocal],
    finder,
    table: {
      caption: "Calls and SMS from the UAE, by destination, in AED with VAT included",
      destination: "Destination",
      code: "Dialling code",
      minute: "Per minute",
      sms: "Per SMS",
    },
    answer: { packsHeading: "Call Home packs for this destination" },
    roamingLink: "Travelling? See what your line costs abroad",
  },
  roaming: {
    meta: {
      title: "Roaming",
      description: `Day passes and pay-as-you-go rates for your ${brand} line in every country, and the safeguards that keep your bill in check: roaming data off until you turn it on, a monthly cap of ${formatAed(spendingCapFils, intlLocale)}, alerts before you reach it.`,
    },
    heading: "Roaming",
    intro:
      "Take your number with you. Find the country you are going to for its day pass and its pay-as-you-go rates.",
    rules: roamingRules,
    dayHeading: "Your roaming day",
    examplesHeading: "What a day abroad costs",
    examples: roamingExampleSentences(),
    passHeading: "What the day pass covers",
    safeguardsHeading: "No surprises on your bill",
    abroadHeading: "While you are abroad",
    zonesHeading: "Roaming zones",
    zonesIntro:
      "Every destination is in one of the zones below, each with its day pass and pay-as-you-go rates; ships, aircraft and satellite networks have rates of their own. Prices in AED, VAT included.",
    zoneName: { before: "Zone", after: "" },
    zoneLetters: {},
    zoneWords: { "ships-aircraft-satellite": "Ships, aircraft and satellite" },
    columns: {
      zone: "Zone",
      destination: "Destination",
      dayPass: "Day pass",
      calls: "Calls per minute",
      sms: "Per SMS",
      data: "Data per MB",
    },
    answer: { paygHeading: "Pay-as-you-go, per minute, SMS and MB" },
    callLabels: {
      toUaeOrLocal: "UAE or local",
      toOtherCountry: "Other country",
      received: "Received",
    },
    noDayPass: "No day pass",
    finder: {
      ...finder,
      hint: "A country or a city, in English or Arabic, or a dialling code like +63",
      home: "Using your line in the UAE is not roaming: it comes out of your plan, with no roaming charges.",
    },
    tableCaption: "Roaming rates by destination, in AED with VAT included",
    noPartner: "No partner network in this destination yet: your line will not connect there.",
    callsLink: "Calling abroad from the UAE? See international call rates",
  },
};
