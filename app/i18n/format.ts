import { arabicCountParts, type GrammaticalCase } from "./arabic-count";
import { arabicNouns } from "./arabic-nouns";
import { type CountParts, joinCount, NBSP } from "./count-parts";
import { englishCountParts, englishNouns } from "./english-count";
import { dirhamDigits, type Fils, isWholeDirhams } from "./money";

/**
 * Numbers, money, units and dates as the site prints them, in English (`en-AE`) and Arabic
 * (`ar-AE`). Western digits in both, as UAE operators print them. A figure is joined to its
 * word by a no-break space. Where `Intl`'s Arabic differs from how Gulf operators write
 * (the sign "د.إ." for a price tag, "غ.ب" for gigabytes, "يومًا" for "يوماً"), the words come
 * from here instead; docs/glossary.md has the rules.
 */
const latn = { numberingSystem: "latn" } as const;

const isArabic = (intlLocale: string) => intlLocale.split("-")[0] === "ar";

/** A plain figure: `12`, `2,000`, `0.75`; up to two decimals. */
export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { ...latn, maximumFractionDigits: 2 }).format(value);
}

/**
 * `as-needed`: whole dirhams without decimals and anything else with two (99, 0.75, 1.50),
 * for prices. `always`: two decimals even for a whole amount (1.00), for a column of rates.
 */
export type AedDecimals = "as-needed" | "always";

/**
 * A price tag in dirhams, VAT included, from fils: "AED 99" and "AED 0.75" in English, "99
 * درهم" and "0.75 درهم" in Arabic (the word, not the sign "د.إ.", and the same word for every
 * amount, as price tags write it; a sentence counts dirhams with `dirhamsInWords` instead).
 * The figure is formatted from its exact decimal digits, never from a binary fraction.
 */
export function formatAed(
  fils: Fils,
  intlLocale: string,
  { decimals = "as-needed" }: { decimals?: AedDecimals } = {},
): string {
  const figure = formatRate(fils, intlLocale, decimals === "always" ? 2 : 0);
  return isArabic(intlLocale) ? `${figure}${NBSP}درهم` : `AED${NBSP}${figure}`;
}

/**
 * A rate's figure alone, from fils, always with two decimals (`0.75`, `2.50`, `1.00`), for a
 * table whose headers name the currency and what it is charged by.
 */
export function formatRate(fils: Fils, intlLocale: string, decimals: 0 | 2 = 2): string {
  const digits = dirhamDigits(fils, decimals);
  const fractionDigits = digits.includes(".") ? 2 : 0;
  return new Intl.NumberFormat(intlLocale, {
    ...latn,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(digits);
}

/**
 * Dirhams counted in an Arabic sentence ("من 5 دراهم", "200 درهم"), from fils: whole dirhams
 * follow the counting rules; an amount with fils takes the singular, as a figure with a
 * fraction does.
 */
export function dirhamsInWords(fils: Fils, grammaticalCase: GrammaticalCase = "nominative") {
  if (isWholeDirhams(fils)) {
    return joinCount(arabicCountParts(fils / 100, arabicNouns.dirham, grammaticalCase));
  }
  return `${formatRate(fils, "ar-AE")}${NBSP}${arabicNouns.dirham.singular}`;
}

/** What a rate is charged by. */
export type RateUnit = "minute" | "sms" | "megabyte";

const perRateUnit: Record<"en" | "ar", Record<RateUnit, string>> = {
  en: { minute: "per minute", sms: "per SMS", megabyte: "per MB" },
  ar: { minute: "للدقيقة", sms: "للرسالة النصية", megabyte: "لكل ميجابايت" },
};

/**
 * A rate with what it is charged by, always with two decimals: "AED 0.75 per minute",
 * "0.75 درهم للدقيقة", "1.00 درهم لكل ميجابايت". A table whose header already says "per
 * minute" prints `formatAed(rate, locale, { decimals: "always" })` in its cells instead.
 */
export function formatAedPer(fils: Fils, unit: RateUnit, intlLocale: string): string {
  const price = formatAed(fils, intlLocale, { decimals: "always" });
  // The English figure ends the price, so a no-break space keeps it with "per".
  return isArabic(intlLocale)
    ? `${price} ${perRateUnit.ar[unit]}`
    : `${price}${NBSP}${perRateUnit.en[unit]}`;
}

type DataUnit = "gigabyte" | "megabyte" | "megabit-per-second";
type TimeUnit = "second" | "minute" | "hour" | "day" | "week" | "month";
export type UnitName = DataUnit | TimeUnit;

/**
 * Data and speed units never change with the number. English closes up data sizes as the
 * plans have always printed them ("5GB"); Arabic writes the word in full, with ج as Gulf
 * operators do ("5 جيجابايت", not Intl's "5 غ.ب").
 */
const dataUnitNames: Record<"en" | "ar", Record<DataUnit, string>> = {
  en: { gigabyte: "GB", megabyte: "MB", "megabit-per-second": "Mbps" },
  ar: { gigabyte: "جيجابايت", megabyte: "ميجابايت", "megabit-per-second": "ميجابت/ثانية" },
};
const closedUpInEnglish: ReadonlySet<UnitName> = new Set(["gigabyte", "megabyte"]);

const isDataUnit = (unit: UnitName): unit is DataUnit => unit in dataUnitNames.en;

/**
 * A quantity with its unit, figure and unit apart, for a page that styles the figure on its
 * own. Arabic time units follow the counting rules (see arabic-count.ts), so the figure is
 * empty for one and two ("ساعتين"); `grammaticalCase` is where the phrase stands ("خلال
 * ساعتين" is genitive). English closes up GB and MB, so their figure carries the unit.
 */
export function formatUnitParts(
  value: number,
  unit: UnitName,
  intlLocale: string,
  grammaticalCase: GrammaticalCase = "nominative",
): CountParts {
  if (isArabic(intlLocale)) {
    return isDataUnit(unit)
      ? { figure: formatNumber(value, intlLocale), noun: dataUnitNames.ar[unit] }
      : arabicCountParts(value, arabicNouns[unit], grammaticalCase);
  }
  if (!isDataUnit(unit)) return englishCountParts(value, englishNouns[unit]);
  const figure = formatNumber(value, intlLocale);
  const name = dataUnitNames.en[unit];
  return closedUpInEnglish.has(unit)
    ? { figure: `${figure}${name}`, noun: "" }
    : { figure, noun: name };
}

/**
 * A quantity with its unit as running text writes it: "5GB", "100 Mbps", "30 days",
 * "5 جيجابايت", "100 ميجابت/ثانية", "30 يوماً", "7 أيام", "ساعتين" (genitive).
 */
export function formatUnit(
  value: number,
  unit: UnitName,
  intlLocale: string,
  grammaticalCase: GrammaticalCase = "nominative",
): string {
  return joinCount(formatUnitParts(value, unit, intlLocale, grammaticalCase));
}

/**
 * A calendar date written as `YYYY-MM-DD`, in words (`22 November 2026`, `22 نوفمبر 2026`),
 * held on one line.
 */
export function formatCalendarDate(isoDate: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    ...latn,
    dateStyle: "long",
    timeZone: "UTC",
  })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(/ /g, NBSP);
}

/**
 * A moment as a visitor in the UAE reads it, in UAE time whatever the device's zone: `28
 * November 2026 at 5:20 am`, `28 نوفمبر 2026 في 5:20 ص`.
 */
export function formatSavedAt(moment: Date, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    ...latn,
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Dubai",
  }).format(moment);
}

/**
 * A calendar date written as `YYYY-MM-DD` with its day of the week, as a day is named when
 * something will happen on it: `Tuesday 8 December 2026`, `الثلاثاء 8 ديسمبر 2026`.
 */
export function formatWeekdayDate(isoDate: string, intlLocale: string): string {
  const weekday = new Intl.DateTimeFormat(intlLocale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
  return `${weekday} ${formatCalendarDate(isoDate, intlLocale)}`;
}

/**
 * Names in a sentence, the last after "and" (و in Arabic, joined to it):
 * `Abu Dhabi, Dubai, Sharjah and Ajman`, `أبوظبي ودبي والشارقة وعجمان`. English leaves out the
 * comma before "and", as the pages write it.
 */
export function formatNameList(names: readonly string[], intlLocale: string): string {
  const listLocale = isArabic(intlLocale) ? "ar" : "en-GB";
  return new Intl.ListFormat(listLocale, { type: "conjunction" }).format(names);
}

/** The words of a time of day: English closes up `9:41pm`; Arabic says صباحاً or مساءً after it. */
const dayHalves: Record<"en" | "ar", { am: string; pm: string; noon: string; joiner: string }> = {
  en: { am: "am", pm: "pm", noon: "pm", joiner: "" },
  ar: { am: "صباحاً", pm: "مساءً", noon: "ظهراً", joiner: NBSP },
};

/**
 * A whole hour of the day (0–23) as the house writes it on the 12-hour clock, for a time
 * something happens at: `9am`, `12pm`, `8pm`; `9 صباحاً`, `12 ظهراً`, `8 مساءً`.
 */
export function formatHourOfDay(hour: number, intlLocale: string): string {
  const words = dayHalves[isArabic(intlLocale) ? "ar" : "en"];
  const half = hour < 12 ? words.am : hour === 12 ? words.noon : words.pm;
  return `${hour % 12 || 12}${words.joiner}${half}`;
}

/**
 * A moment's time of day and day of the month in UAE time, whatever the server's zone, as the
 * house writes them: `9:41pm` and `7 December`, `9:41 مساءً` and `7 ديسمبر` (a no-break space
 * between a figure and its word). For a line that says when something was last true.
 */
export function formatUaeClock(moment: Date, intlLocale: string): { time: string; date: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Dubai",
  }).formatToParts(moment);
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  const minute = parts.find((part) => part.type === "minute")?.value ?? "00";
  const words = dayHalves[isArabic(intlLocale) ? "ar" : "en"];
  const time = `${hour % 12 || 12}:${minute}${words.joiner}${hour < 12 ? words.am : words.pm}`;
  const date = new Intl.DateTimeFormat(intlLocale, {
    ...latn,
    day: "numeric",
    month: "long",
    timeZone: "Asia/Dubai",
  })
    .format(moment)
    .replace(/ /g, NBSP);
  return { time, date };
}
