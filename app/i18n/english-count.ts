import { type CountParts, joinCount } from "./count-parts";

/** An English noun's two counted forms: "1 day", "30 days". */
export interface EnglishNoun {
  one: string;
  other: string;
}

const figures = new Intl.NumberFormat("en-AE", { maximumFractionDigits: 2 });

/** The figure ("2,000") and the noun form it asks for ("characters"), apart. */
export function englishCountParts(value: number, noun: EnglishNoun): CountParts {
  return { figure: figures.format(value), noun: value === 1 ? noun.one : noun.other };
}

/** `value` of `noun`, joined by a no-break space: "30 days", "1 working day". */
export function englishCount(value: number, noun: EnglishNoun): string {
  return joinCount(englishCountParts(value, noun));
}

/** The nouns the English pages count, the twins of `arabicNouns`. */
export const englishNouns = {
  second: { one: "second", other: "seconds" },
  minute: { one: "minute", other: "minutes" },
  hour: { one: "hour", other: "hours" },
  day: { one: "day", other: "days" },
  week: { one: "week", other: "weeks" },
  month: { one: "month", other: "months" },
  year: { one: "year", other: "years" },
  workingDay: { one: "working day", other: "working days" },
  dirham: { one: "dirham", other: "dirhams" },
  country: { one: "country", other: "countries" },
  destination: { one: "destination", other: "destinations" },
  sms: { one: "SMS", other: "SMS" },
  message: { one: "message", other: "messages" },
  character: { one: "character", other: "characters" },
  digit: { one: "digit", other: "digits" },
  step: { one: "step", other: "steps" },
} as const satisfies Record<string, EnglishNoun>;
