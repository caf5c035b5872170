// English words of the site search.
import { NBSP } from "../../i18n/count-parts";
import type { SearchContent } from "../search";
import { aroundTheClock } from "./phrases";

export const search: SearchContent = {
  meta: {
    title: "Search",
    description:
      "Ask the site: what a call abroad costs, roaming in a country, coverage in your community, the nearest store and whether it is open, the network status, a plan’s facts.",
  },
  heading: "Search the site",
  intro:
    "Type a country, a community, a store, a plan or a question in English or Arabic. Spelling slips are fine.",
  answerTitle: "“{query}”: search",
  answerHeading: "Answers for “{query}”",
  form: {
    label: "Search",
    hint: "A country, a community, a store, a plan or a topic: India, JLT, Al Barsha, Standard",
    submit: "Search",
  },
  examplesHeading: "Things you can ask",
  examples: [
    { query: "India", tells: "what a call costs, and roaming there" },
    { query: "London", tells: "what a day of roaming costs" },
    { query: "JLT", tells: "5G and 4G coverage, and the network status" },
    { query: "Al Barsha", tells: "the nearest store, and whether it is open now" },
    { query: "Dubai", tells: "the network status across the emirate" },
    { query: "Standard", tells: "the plan’s price, allowances and Key Facts" },
    { query: "complaint", tells: "how to complain, and how far it can go" },
  ],
  kinds: {
    plans: "Plans",
    phones: "Phones",
    calls: "Calls abroad",
    roaming: "Roaming",
    coverage: "Coverage",
    stores: "Stores",
    status: "Network status",
    pages: "Pages",
  },
  found: { one: `{count}${NBSP}answer`, other: `{count}${NBSP}answers` },
  closest: "Nothing matched exactly what you typed. The closest:",
  more: { one: `and {count}${NBSP}more like it`, other: `and {count}${NBSP}more like these` },
  none: {
    heading: "Nothing found",
    tryAgain:
      "We found nothing for that. Check the spelling, try fewer words, or the name of a country, community or plan.",
    askHeading: "Ask us instead",
    call: `Call {phone}, free, ${aroundTheClock}`,
    callFromAbroad: "From abroad, {phone}, free",
    email: "Email {email}",
    form: "Send us a message",
    complaint: "Make a complaint",
  },
  lines: {
    plan: `{price}${NBSP}a month: {allowances}, on {network}`,
    allowances: "{data}, {minutes} and {sms}",
    data: "{amount} of data",
    minutes: `{amount}${NBSP}local minutes`,
    sms: `{amount}${NBSP}SMS`,
    unlimitedData: "unlimited data",
    unlimitedMinutes: "unlimited local minutes",
    unlimitedSms: "unlimited SMS",
    calls: `{minute}${NBSP}a minute, an SMS {sms}`,
    roaming: `Zone {zone}: a day pass {price}${NBSP}for {data} and {minutes}, or pay as you go`,
    roamingNoPass: `Zone {zone}: pay as you go, calls home {minute}${NBSP}a minute`,
    noRoaming: "No network there has a roaming agreement with us yet",
    coverage5g: "5G and 4G, in {emirate}",
    coverage4g: "4G, no 5G yet, in {emirate}",
    coverageNone: "No coverage on our network, in {emirate}",
    store: "{status}, in {emirate}",
    nearestStore: "Nearest store: {store}, {status}",
    storeName: "{store}",
    statusClear: "No known problems now",
    statusProblems: {
      one: `{count}${NBSP}problem now`,
      other: `{count}${NBSP}problems now`,
    },
    onPage: "On the page {page}",
  },
  suggestions: {
    label: "Suggestions",
    count: {
      one: `{count}${NBSP}suggestion. Use the arrow keys to choose.`,
      other: `{count}${NBSP}suggestions. Use the arrow keys to choose.`,
    },
    none: "No suggestions",
  },
};
