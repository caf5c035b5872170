import { UNLIMITED } from "../domain/catalog";
import type { Amount } from "../tariffs/tariff-data";
import { FINDER_LIMITS, type FieldProblem, type FinderField } from "../domain/form-limits";
import { typedParam } from "../i18n/typed-text";
import { PLAN_FINDER_PARAMS } from "../site/query-params";
import type { MonthlyUse } from "./plan-finder";

/** Longer input is cut before it is read: no number the finder takes is this long. */
const MAX_INPUT_LENGTH = 20;

/**
 * What a request asks the finder: nothing yet (the page as first opened), a month's use, or
 * input with a problem per field (and the text typed, to show it again).
 */
export type FinderInput =
  | { state: "empty" }
  | { state: "ready"; use: MonthlyUse; typed: Record<FinderField, string> }
  | {
      state: "invalid";
      problems: Partial<Record<FinderField, FieldProblem>>;
      typed: Record<FinderField, string>;
    };

/**
 * What a visitor typed, made comparable: Arabic-Indic and Persian digits (as a phone's Arabic
 * keyboard types them) to Western ones, the Arabic decimal point to ".", lower case, and every
 * space, group separator and Arabic vowel mark or tatweel dropped ("8 GB", "٨ جيجا", "1,000").
 */
function normalised(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[\u064b-\u0652\u0640]/g, "")
    .replace(/[\u066c,\s]/g, "");
}

/** "Unlimited" as either language types it, spaces already dropped. */
const UNLIMITED_WORDS = /^(unlimited|nolimit|∞|غيرمحدود[ةه]?|لامحدود[ةه]?|بلاحدود|مفتوح[ةه]?)$/;

/**
 * The units a field's figure may carry, spaces already dropped: gigabytes for data ("GB", "gig",
 * "جيجابايت", "جيجا", "غيغا", "قيقا"), minutes for calls ("min", "mins", "دقيقة", "دقائق").
 */
const UNITS: Record<FinderField, RegExp> = {
  data: /^(gb|g|gig|gigs|gigabytes?|(جي|غي|قي)[جغق]ا(بايت)?|جيجابايتات)?$/,
  minutes: /^(m|mins?|minutes?|د|دقيق[ةه]|دقائق)?$/,
};

/** A figure: whole for minutes; with up to two decimals for data ("2.5", ".5"). */
const FIGURES: Record<FinderField, RegExp> = {
  data: /^(\d+(?:\.\d{1,2})?|\.\d{1,2})/,
  minutes: /^\d+/,
};

/**
 * A field's value: a figure with or without its unit, or "unlimited", in either language;
 * otherwise the problem to name, never an exception.
 */
export function readField(
  text: string,
  field: FinderField,
): { value: Amount } | { problem: FieldProblem } {
  const typed = normalised(text);
  if (typed === "") return { problem: "missing" };
  if (UNLIMITED_WORDS.test(typed)) return { value: UNLIMITED };
  const figure = FIGURES[field].exec(typed)?.[0];
  if (figure === undefined || !UNITS[field].test(typed.slice(figure.length))) {
    return { problem: "not-a-number" };
  }
  const value = Number(figure);
  return value > FINDER_LIMITS[field] ? { problem: "too-large" } : { value };
}

/** The finder's input from a request's query: `?data=20&minutes=300`. */
export function finderInputOf(url: URL): FinderInput {
  const { searchParams } = url;
  const asked = Object.values(PLAN_FINDER_PARAMS).some((name) => searchParams.has(name));
  if (!asked) return { state: "empty" };
  // Read as typed lines: what is shown again in the fields has no control or bidi characters.
  const typedField = (field: FinderField) =>
    typedParam(searchParams, PLAN_FINDER_PARAMS[field], MAX_INPUT_LENGTH) ?? "";
  const typed = { data: typedField("data"), minutes: typedField("minutes") };
  const data = readField(typed.data, "data");
  const minutes = readField(typed.minutes, "minutes");
  if ("value" in data && "value" in minutes) {
    return { state: "ready", use: { dataGb: data.value, minutes: minutes.value }, typed };
  }
  const problems: Partial<Record<FinderField, FieldProblem>> = {};
  if ("problem" in data) problems.data = data.problem;
  if ("problem" in minutes) problems.minutes = minutes.problem;
  return { state: "invalid", problems, typed };
}
