// English words of the roaming rules: each rule one sentence, reused wherever it is stated.
import { englishCount, englishNouns } from "../../i18n/english-count";
import { NBSP } from "../../i18n/count-parts";
import { formatAed, formatNumber, formatUnit } from "../../i18n/format";
import { ltr, phrase } from "../../i18n/bidi";
import { exampleUses, type RoamingExample, roamingExamples } from "../../tariffs/roaming-examples";
import { roamingSafeguards, roamingTerms } from "../../tariffs/tariffs";
import { siteConfig } from "../../domain/site-config";
import type { RoamingRules } from "../roaming-rules";
import { aroundTheClock } from "./phrases";

const intlLocale = "en-AE";
const brand = siteConfig.brandName;
const phone = ltr(siteConfig.phone.display);
const phoneFromAbroad = ltr(siteConfig.phoneFromAbroad.display);
const { spendingCapFils, firstAlertPercent, secondAlertPercent } = roamingSafeguards;
const { dayHours, callStepSeconds, dataStepKb } = roamingTerms;
const percent = (value: number) => `${formatNumber(value, intlLocale)}%`;
const callStep =
  callStepSeconds === 1
    ? "by the second"
    : `in steps of ${englishCount(callStepSeconds, englishNouns.second)}`;

export const roamingRules: RoamingRules = {
  dataOff: phrase`Calls and texts work abroad as soon as you arrive; data roaming stays off until you turn it on, in the ${brand} app or by calling ${phone} (from abroad, ${phoneFromAbroad}, free).`,
  roamingDay: `A roaming day is the ${englishCount(dayHours, englishNouns.hour)} from your first chargeable use abroad: making or receiving a call, sending a text or using data.`,
  freeUse:
    "Receiving a text is free, and so is a call you do not answer that goes to voicemail: neither starts a roaming day.",
  lowerOf:
    "For each roaming day we charge the lower of pay-as-you-go for what you used and your zone’s day pass: there is nothing to buy, and a day of a few texts costs a few texts.",
  passCovers:
    "The day pass covers calls to the UAE and within the country you are in and calls you receive, up to its minutes, and data up to its allowance; texts and calls to other countries are pay-as-you-go.",
  pastPassMinutes: "Minutes beyond the pass’s are charged at pay-as-you-go rates.",
  passDataUsedUp:
    "When the pass’s data is used up, data stops for the rest of the roaming day, unless you add another pass by replying to our SMS or in the app.",
  billingSteps: `Calls abroad, made or received, are billed ${callStep}, and data in steps of ${formatNumber(dataStepKb, intlLocale)}KB.`,
  shipsNoPass:
    "No day pass covers ships, aircraft or satellite networks: what you use on them is charged at their own pay-as-you-go rates.",
  cap: `All your roaming charges in a bill month, including use a network abroad reports late, are capped at ${formatAed(spendingCapFils, intlLocale)}, a cap you can change: we never bill you more than the cap for a bill month.`,
  alerts: phrase`We send you an SMS when your roaming charges reach ${percent(firstAlertPercent)} of your cap, and another at ${percent(secondAlertPercent)}.`,
  welcome: "When you arrive, an SMS welcomes you with the prices of the zone you are in.",
  careFromAbroad: phrase`From abroad, call our care team free on ${phoneFromAbroad}, ${aroundTheClock}.`,
};

/** A text message, as the examples say it. */
const text = { one: "text", other: "texts" };
const price = (fils: number) => formatAed(fils, intlLocale, { decimals: "always" });
const passPrice = ({ zone }: RoamingExample) => formatAed(zone.dayPass?.priceFils ?? 0, intlLocale);
const place = ({ zone }: RoamingExample) => `London (Zone${NBSP}${zone.id})`;
const minutes = (seconds: number) => formatUnit(seconds / 60, "minute", intlLocale);

/** What a day costs, worked out from the tariff files: a few texts, and a busy day. */
export function roamingExampleSentences(): string[] {
  const { twoTexts, mapsAndCalls } = roamingExamples();
  const busy = mapsAndCalls.charge;
  const use = exampleUses.mapsAndCalls;
  const busyUse = `${formatUnit(use.dataKb / 1_000, "megabyte", intlLocale)} of maps, ${minutes(use.callSecondsToUaeOrLocal)} of calls home and ${minutes(use.callSecondsReceived)} of calls answered`;
  // The use is exampleUses': two texts, then the busy day.
  return [
    `${englishCount(exampleUses.twoTexts.smsSent, text)} home from ${place(twoTexts)}: pay-as-you-go is ${price(twoTexts.charge.chargedFils)}, and that is what you pay, not the day pass at ${passPrice(twoTexts)}.`,
    busy.byPass
      ? `A day in ${place(mapsAndCalls)} with ${busyUse}: pay-as-you-go would be ${price(busy.payAsYouGoFils)}, so you pay the day pass at ${passPrice(mapsAndCalls)}.`
      : `A day in ${place(mapsAndCalls)} with ${busyUse}: pay-as-you-go comes to ${price(busy.payAsYouGoFils)}, less than the day pass at ${passPrice(mapsAndCalls)}, so you pay that.`,
  ];
}
