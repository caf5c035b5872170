/**
 * The monthly estimate: a month's minutes to one destination in, the cheapest way out. The
 * same rules on the server (the GET form's answer) and in the browser (as one types): kept
 * free of imports other than types and the month's limit, so the browser's script bundles this
 * file and a constant alone.
 */
import type { CallEstimateContent } from "../content/call-rules";
import { MAX_MONTHLY_MINUTES } from "../domain/form-limits";

/** A Call Home pack as the estimate weighs it: its minutes and price, in fils. */
export interface PackOffer {
  id: string;
  minutes: number;
  priceFils: number;
}

/** The cheapest way to call `minutes` a month: packs bought, minutes left pay-as-you-go. */
export interface CheapestWay {
  packs: PackOffer[];
  paygMinutes: number;
  totalFils: number;
  /** What pay-as-you-go alone would cost, to compare. */
  paygOnlyFils: number;
}

/**
 * Every set of the zone's packs (each bought at most once in the month: a pack lasts its 30
 * days), the minutes they do not cover paid as you go at the zone's price per minute (billed
 * per second, so a whole minute costs exactly its price). The cheapest wins; on a tie, fewer
 * packs, so nobody is told to buy what saves nothing.
 */
export function cheapestWay(minutes: number, minuteFils: number, packs: PackOffer[]): CheapestWay {
  const paygOnlyFils = minutes * minuteFils;
  let best: CheapestWay = {
    packs: [],
    paygMinutes: minutes,
    totalFils: paygOnlyFils,
    paygOnlyFils,
  };
  for (let set = 1; set < 1 << packs.length; set += 1) {
    const chosen = packs.filter((_, index) => (set >> index) & 1);
    const covered = chosen.reduce((sum, pack) => sum + pack.minutes, 0);
    const paygMinutes = Math.max(0, minutes - covered);
    const totalFils =
      chosen.reduce((sum, pack) => sum + pack.priceFils, 0) + paygMinutes * minuteFils;
    if (
      totalFils < best.totalFils ||
      (totalFils === best.totalFils && chosen.length < best.packs.length)
    ) {
      best = { packs: chosen, paygMinutes, totalFils, paygOnlyFils };
    }
  }
  return best;
}

export type MinutesProblem = "missing" | "not-a-number" | "too-large";

/**
 * Minutes as typed, in Western or Arabic-Indic digits (as a phone's Arabic keyboard types
 * them), with group separators: a whole number from 1 to a month's minutes, or the problem.
 */
export function readMinutes(text: string): { minutes: number } | { problem: MinutesProblem } {
  const digits = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u066c,\s]/g, "");
  if (digits === "") return { problem: "missing" };
  if (!/^\d+$/.test(digits) || Number(digits) === 0) return { problem: "not-a-number" };
  const minutes = Number(digits);
  return minutes > MAX_MONTHLY_MINUTES ? { problem: "too-large" } : { minutes };
}

/** The words of an answer, with its figures written by the page's own formatters. */
export type EstimateWords = Pick<
  CallEstimateContent,
  | "headline"
  | "minutes"
  | "minutesGenitive"
  | "packList"
  | "payg"
  | "packsOnly"
  | "packsAndPayg"
  | "and"
  | "against"
  | "noPack"
>;

export interface EstimateFormat {
  money: (fils: number) => string;
  count: (value: number) => string;
  plural: (value: number) => Intl.LDMLPluralRule;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);

/**
 * The answer's sentences: the month's total, how to pay it, and what pay-as-you-go alone
 * would cost when a pack is cheaper (or that no pack covers the place).
 */
export function estimateSentences(
  way: CheapestWay,
  asked: {
    minutes: number;
    place: string;
    minuteFils: number;
    packNames: string[];
    zoneHasPacks: boolean;
  },
  words: EstimateWords,
  format: EstimateFormat,
): string[] {
  const counted = (messages: EstimateWords["minutes"], value: number) =>
    (messages[format.plural(value)] ?? messages.other).replace("{count}", format.count(value));
  const minutes = (value: number) => counted(words.minutes, value);
  const minutesGenitive = (value: number) => counted(words.minutesGenitive ?? words.minutes, value);
  const rate = format.money(asked.minuteFils);
  const packs = (
    words.packList[format.plural(asked.packNames.length)] ?? words.packList.other
  ).replace("{names}", asked.packNames.join(words.and));
  const how =
    way.packs.length === 0
      ? fill(words.payg, { minutes: minutes(way.paygMinutes), rate })
      : way.paygMinutes === 0
        ? fill(words.packsOnly, { packs })
        : fill(words.packsAndPayg, { packs, minutes: minutesGenitive(way.paygMinutes), rate });
  const sentences = [
    fill(words.headline, {
      minutes: minutes(asked.minutes),
      place: asked.place,
      total: format.money(way.totalFils),
    }),
    how,
  ];
  if (way.packs.length > 0) {
    sentences.push(fill(words.against, { payg: format.money(way.paygOnlyFils) }));
  } else if (!asked.zoneHasPacks) {
    sentences.push(fill(words.noPack, { place: asked.place }));
  }
  return sentences;
}

/** A price tag from fils, as the page writes one (`AED 60`, `0.75 درهم`): exact, Western digits. */
export function priceTag(template: string, lang: string): (fils: number) => string {
  return (fils) => {
    const whole = Math.trunc(fils / 100);
    const rest = fils % 100;
    const decimals = rest === 0 ? 0 : 2;
    const figure = new Intl.NumberFormat(lang, {
      numberingSystem: "latn",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(
      rest === 0 ? `${whole}` : (`${whole}.${String(rest).padStart(2, "0")}` as `${number}`),
    );
    return template.replace("{n}", figure);
  };
}
