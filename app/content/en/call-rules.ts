// English words of the international calls rules, each said once and reused wherever it appears.
import { MAX_MONTHLY_MINUTES } from "../../domain/form-limits";
import { NBSP } from "../../i18n/count-parts";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { siteConfig } from "../../domain/site-config";
import type { CallRulesContent } from "../call-rules";

export const callRules: CallRulesContent = {
  pricesFrom: "Prices from {date}.",
  perSecond:
    "Calls abroad are billed per second from the first second, at the destination's price per minute: no minimum and no connection fee.",
  billingStep:
    "Calls abroad are billed in steps of {step}, at the destination's price per minute: no minimum and no connection fee.",
  samePriceEveryPlan:
    "Same price on every plan: calls and SMS abroad cost what this page says whichever plan you have, and never come from your plan's minutes.",
  onePricePerCode:
    "One price per dialling code: where places share a code (+1, +7, +44), each is charged the price of the code's main country.",
  sharesCode: "Shares {code} with {country}, at its price",
  networks: `Satellite phones and international networks ({codes}) cost {minute}${NBSP}a minute and {sms}${NBSP}an SMS.`,
  networkNames: {
    "870": { name: "Inmarsat satellite phones", aliases: [] },
    "881": { name: "Iridium and Globalstar satellite phones", aliases: [] },
    "882": {
      name: "Thuraya and other international networks",
      aliases: ["Thuraya satellite phones"],
    },
    "883": { name: "International mobile networks", aliases: [] },
  },
  packs: {
    heading: "Call Home packs",
    terms: `Minutes to every destination of the pack's zone, for {days}, on every plan. A pack never renews unless you chose renewal when you bought it, in the app, in a store or on ${siteConfig.phone.display}.`,
    caption: "Call Home packs, in AED with VAT included",
    columns: {
      pack: "Pack",
      zone: "Calls to",
      minutes: "Minutes",
      price: "Price",
      perMinute: "Per minute",
    },
    against: `{perMinute}, against {payg}${NBSP}pay-as-you-go`,
    names: {
      "call-home-60": "Call Home {minutes}",
      "call-home-150": "Call Home {minutes}",
      "gulf-60": "Gulf {minutes}",
      "arab-world-60": "Arab World {minutes}",
    },
    zoneNames: {
      "1": "The GCC",
      "2": "India, Pakistan, Bangladesh, Sri Lanka, Nepal and the Philippines",
      "3": "The other Arab countries",
    },
  },
  csvLink: "Download every rate as a spreadsheet (CSV)",
  estimate: {
    heading: "Your monthly estimate",
    intro:
      "Say how long you call one country in a month: we work out the cheapest way, pay-as-you-go or a Call Home pack.",
    minutesLabel: "Minutes a month",
    minutesHint: "A whole number, like 120",
    toLabel: "To",
    choose: "Choose a destination",
    submit: "Estimate",
    errorSummary: "Please check the estimate:",
    problems: {
      minutes: {
        missing: "Enter the minutes you call in a month.",
        "not-a-number": "Enter the minutes as a whole number, like 120.",
        "too-large": `A month has at most ${englishCount(MAX_MONTHLY_MINUTES, englishNouns.minute)}: enter fewer.`,
      },
      to: {
        missing: "Choose the destination you call.",
        unknown: "Choose a destination from the list.",
      },
    },
    answerHeading: "The cheapest way",
    headline: `{minutes} a month to {place}: {total}${NBSP}a month.`,
    minutes: { one: `{count}${NBSP}minute`, other: `{count}${NBSP}minutes` },
    packList: { other: "{names}" },
    payg: `Pay-as-you-go: {minutes} at {rate}${NBSP}a minute.`,
    packsOnly: "{packs}.",
    packsAndPayg: `{packs}, then {minutes} pay-as-you-go at {rate}${NBSP}a minute.`,
    // After a pack's figure: held to it, as every figure is to its word.
    and: `${NBSP}and `,
    against: "Pay-as-you-go alone would cost {payg}.",
    noPack: "No Call Home pack covers {place}: pay-as-you-go is the way.",
    aed: `AED${NBSP}{n}`,
  },
};
