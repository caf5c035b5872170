import { z } from "zod";
import { UNLIMITED } from "../content/catalog.ts";
import type { Fils } from "./tariff-data.ts";

/*
 * The kinds of cell a tariff file holds, each read from the text a spreadsheet saves and
 * refused with a reason an analyst can act on. Every figure has a range a pricing analyst
 * would call sane, so a slipped digit stops the build instead of reaching the site.
 */

type Read<T> = (text: string) => T | { problem: string };

/** A cell read with `read`, which returns the value or the reason it cannot be one. */
function cell<T>(read: Read<T>) {
  return z.string().transform((text, context) => {
    const value = read(text);
    if (typeof value === "object" && value !== null && "problem" in value) {
      context.issues.push({ code: "custom", message: value.problem, input: text });
      return z.NEVER;
    }
    return value as T;
  });
}

/** The cell's digits as an exact whole number of hundredths (`1.5` is 150), or a problem. */
function hundredths(text: string, decimals: number): bigint | { problem: string } {
  if (text === "") return { problem: "is empty" };
  if (/^-/.test(text)) return { problem: `"${text}" is negative` };
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return { problem: `"${text}" is not a number (write it like 1.25: digits and a point only)` };
  }
  const [whole = "", fraction = ""] = text.split(".");
  if (fraction.length > decimals)
    return { problem: `"${text}" has more than ${decimals} decimals` };
  // BigInt, so that however many digits the cell has, it is compared with its range exactly.
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
}

/**
 * A whole number of hundredths as an analyst writes it: 1000000 → "10,000", 75 → "0.75"; a
 * quantity drops a fraction's trailing zero (10 → "0.1"), a price keeps its fils ("0.10").
 */
function written(value: bigint, money: boolean): string {
  const whole = (value / 100n).toLocaleString("en-US");
  const fraction = value % 100n;
  if (fraction === 0n) return whole;
  const digits = String(fraction).padStart(2, "0");
  return `${whole}.${money ? digits : digits.replace(/0$/, "")}`;
}

/** The least and most a figure may be, in its own unit, and what the figure is, for the reason. */
export interface Range {
  min: number;
  max: number;
  what: string;
}

/** How a figure's range reads to an analyst: "AED 10 to AED 2,000", "0 to 10,000, or unlimited". */
const rangeTexts = new WeakMap<z.ZodType, string>();

/** The range a cell holds its figure to, as README.md's table writes it; none for words. */
export function rangeText(schema: z.ZodType): string | undefined {
  return rangeTexts.get(schema);
}

function withRange<Schema extends z.ZodType>(schema: Schema, text: string): Schema {
  rangeTexts.set(schema, text);
  return schema;
}

/** A figure's unit, and whether it is money, which always shows its fils. */
interface Unit {
  write: (figure: string) => string;
  money: boolean;
}

const spanOf = ({ min, max }: Range, { write, money }: Unit) =>
  [min, max].map((end) => write(written(BigInt(Math.round(end * 100)), money))).join(" to ");

function inRange(text: string, value: bigint, { min, max, what }: Range, unit: Unit) {
  const low = BigInt(Math.round(min * 100));
  const high = BigInt(Math.round(max * 100));
  if (value >= low && value <= high) return undefined;
  return {
    problem: `"${text}" is outside ${spanOf({ min, max, what }, unit)}, the range of ${what}`,
  };
}

/**
 * An amount in AED, VAT included (`99`, `0.75`), read exactly as a whole number of fils and
 * held so to the page: never binary floating point. `min` and `max` are in AED.
 */
export function aed(range: Range) {
  const unit: Unit = { write: (figure) => `AED ${figure}`, money: true };
  const schema = cell<Fils>((text) => {
    const value = hundredths(text, 2);
    if (typeof value !== "bigint") return value;
    return inRange(text, value, range, unit) ?? Number(value);
  });
  return withRange(schema, spanOf(range, unit));
}

type QuantityRange = Range & { decimals?: 0 | 1 | 2; unit?: string };

const quantityUnit = ({ unit = "" }: QuantityRange): Unit => ({
  write: (figure) => `${figure}${unit}`,
  money: false,
});

function readQuantity(range: QuantityRange): Read<number> {
  return (text) => {
    const value = hundredths(text, range.decimals ?? 0);
    if (typeof value !== "bigint") return value;
    // A quantity is a count, not money: a number with up to two decimals is exact enough.
    return inRange(text, value, range, quantityUnit(range)) ?? Number(text);
  };
}

/** A quantity (`30`, `2.5`) with at most `decimals` decimals, within its range. */
export function quantity(range: QuantityRange) {
  return withRange(cell(readQuantity(range)), spanOf(range, quantityUnit(range)));
}

/** A quantity within its range, or the word `unlimited`. */
export function quantityOrUnlimited(range: QuantityRange) {
  const read = readQuantity(range);
  const schema = cell<number | typeof UNLIMITED>((text) =>
    text.toLowerCase() === UNLIMITED ? UNLIMITED : read(text),
  );
  return withRange(schema, `${spanOf(range, quantityUnit(range))}, or ${UNLIMITED}`);
}

/** A cell that may be left empty (read as `null`: "none"), or else read by `schema`. */
export function orEmpty<Value>(schema: z.ZodType<Value, string>) {
  // Not a union: a union would hide the schema's own reason behind "invalid input".
  const either = z.string().transform((text, context): Value | null => {
    if (text === "") return null;
    const result = schema.safeParse(text);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.issues.push({ code: "custom", message: issue.message, input: text });
    }
    return z.NEVER;
  });
  const range = rangeText(schema);
  return range === undefined ? either : withRange(either, `${range}, or empty`);
}

/** `yes` or `no`. */
export const yesNo = cell((text) => {
  const answer = text.toLowerCase();
  if (answer === "yes") return true;
  if (answer === "no") return false;
  return { problem: `"${text}" must be yes or no` };
});

/** One of a fixed list of words, as the code knows them. */
export function oneOf<const T extends readonly string[]>(values: T, what: string) {
  return cell((text) =>
    (values as readonly string[]).includes(text)
      ? (text as T[number])
      : { problem: `"${text}" is not a known ${what} (one of ${values.join(", ")})` },
  );
}

/** A name made of letters, digits and dashes: a zone or a setting. */
export const label = cell((text) =>
  /^[\w-]+$/.test(text) ? text : { problem: `"${text}" must be letters, digits or dashes` },
);

/** Any text, or nothing. */
export const anyText = z.string();

/** A calendar date as `YYYY-MM-DD` that exists (`2026-12-01`), kept as written. */
export const isoDate = cell((text) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(`${text}T00:00:00Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
    ? text
    : { problem: `"${text}" is not a date written as YYYY-MM-DD (like 2026-12-01)` };
});

/** Dialling digits after `+`, as a code is written (`870`, `882`): 1 to 4 digits. */
export const callingCode = cell((text) =>
  /^\d{1,4}$/.test(text) ? text : { problem: `"${text}" is not a calling code (digits, like 870)` },
);
