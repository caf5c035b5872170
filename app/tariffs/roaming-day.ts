import type { DayPass, Fils, RoamingTerms, RoamingZone } from "./tariff-data";

/** What a line did abroad in one roaming day, as the network counts it. */
export interface RoamingDayUse {
  /** Seconds of calls made to UAE numbers or to numbers of the country you are in. */
  callSecondsToUaeOrLocal?: number;
  /** Seconds of calls made to numbers of any other country. */
  callSecondsToOtherCountry?: number;
  /** Seconds of calls answered abroad (an unanswered call sent to voicemail is not one). */
  callSecondsReceived?: number;
  /** Texts sent (texts received are free). */
  smsSent?: number;
  /** Data used, in KB (1 MB is 1,000 KB). */
  dataKb?: number;
}

/** What a roaming day costs, both ways, and which one is charged. */
export interface RoamingDayCharge {
  payAsYouGoFils: Fils;
  /** The day on passes (with what no pass covers at pay-as-you-go); `null` with no pass. */
  withPassesFils: Fils | null;
  /** How many passes the day's data needs (another is added once one's data is used up). */
  passes: number;
  /** The lower of the two: what the bill shows for the day. */
  chargedFils: Fils;
  byPass: boolean;
}

/**
 * Money is summed in 1/60,000 of a fils, so that a second of a minute's price and a KB of an
 * MB's price add up exactly; the day's total alone is rounded, to the nearest fils.
 */
const PER_FILS = 60_000;
const toFils = (parts: number): Fils => Math.round(parts / PER_FILS);

/** Seconds or KB billed: used, rounded up to the step. */
const billed = (used: number, step: number) => Math.ceil(used / step) * step;

/**
 * The charge for one roaming day in `zone`: the lower of pay-as-you-go for the day's use and
 * the zone's day pass. A pass covers calls to the UAE and within the country and calls
 * received up to its minutes (calls made first, the dearer kind, then calls received), and
 * data up to its MB; past its data a further pass is needed, past its minutes calls are at
 * pay-as-you-go; texts and calls to other countries are always pay-as-you-go. Pure: the
 * figures are the tariff files', the arithmetic exact to the fils.
 */
export function roamingDayCharge(
  zone: RoamingZone,
  terms: RoamingTerms,
  use: RoamingDayUse,
): RoamingDayCharge {
  const {
    callSecondsToUaeOrLocal = 0,
    callSecondsToOtherCountry = 0,
    callSecondsReceived = 0,
    smsSent = 0,
    dataKb = 0,
  } = use;
  const seconds = (used: number) => billed(used, terms.callStepSeconds);
  const kb = (used: number) => billed(used, terms.dataStepKb);
  // A minute's price per second is rate / 60; an MB's per KB, rate / 1,000.
  const callParts = (used: number, rateFils: Fils) => seconds(used) * rateFils * 1_000;
  const textParts = smsSent * zone.smsFils * PER_FILS;
  const otherCountryParts = callParts(callSecondsToOtherCountry, zone.callToOtherCountryMinuteFils);
  const payAsYouGoFils = toFils(
    callParts(callSecondsToUaeOrLocal, zone.callToUaeOrLocalMinuteFils) +
      otherCountryParts +
      callParts(callSecondsReceived, zone.callReceivedMinuteFils) +
      textParts +
      kb(dataKb) * zone.dataMbFils * 60,
  );
  const pass = zone.dayPass;
  if (pass === null) {
    return {
      payAsYouGoFils,
      withPassesFils: null,
      passes: 0,
      chargedFils: payAsYouGoFils,
      byPass: false,
    };
  }
  const passes = passesFor(pass, kb(dataKb));
  let coveredSeconds = passes * pass.minutes * 60;
  const beyond = (used: number) => {
    const past = Math.max(0, seconds(used) - coveredSeconds);
    coveredSeconds = Math.max(0, coveredSeconds - seconds(used));
    return past;
  };
  const withPassesFils =
    passes * pass.priceFils +
    toFils(
      callParts(beyond(callSecondsToUaeOrLocal), zone.callToUaeOrLocalMinuteFils) +
        callParts(beyond(callSecondsReceived), zone.callReceivedMinuteFils) +
        otherCountryParts +
        textParts,
    );
  const byPass = withPassesFils < payAsYouGoFils;
  return {
    payAsYouGoFils,
    withPassesFils,
    passes,
    chargedFils: byPass ? withPassesFils : payAsYouGoFils,
    byPass,
  };
}

/** The passes a day's data needs: one, and another each time one's data is used up. */
function passesFor(pass: DayPass, dataKb: number): number {
  return Math.max(1, Math.ceil(dataKb / (pass.dataMb * 1_000)));
}
