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

/** Arabic-Indic and Persian digits, as a phone's Arabic keyboard types them, to Western ones. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[\u066c,\s]/g, "");
}

function readField(
  text: string,
  field: FinderField,
): { value: number } | { problem: FieldProblem } {
  const normalised = westernDigits(text);
  if (normalised === "") return { problem: "missing" };
  const pattern = field === "data" ? /^\d+(\.\d{1,2})?$/ : /^\d+$/;
  if (!pattern.test(normalised)) return { problem: "not-a-number" };
  const value = Number(normalised);
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
