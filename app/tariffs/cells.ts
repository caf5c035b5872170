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

/** A whole number of hundredths as an analyst writes it: 1000000 → "10,000", 75 → "0.75". */
function written(value: bigint): string {
  const whole = (value / 100n).toLocaleString("en-US");
  const fraction = value % 100n;
  return fraction === 0n ? whole : `${whole}.${String(fraction).padStart(2, "0")}`;
}

/** The least and most a figure may be, in its own unit, and what the figure is, for the reason. */
export interface Range {
  min: number;
  max: number;
  what: string;
}

function inRange(
  text: string,
  value: bigint,
  { min, max, what }: Range,
  unit: (figure: string) => string,
) {
  const low = BigInt(Math.round(min * 100));
  const high = BigInt(Math.round(max * 100));
  if (value >= low && value <= high) return undefined;
  return {
    problem: `"${text}" is outside ${unit(written(low))} to ${unit(written(high))}, the range of ${what}`,
  };
}

/**
 * An amount in AED, VAT included (`99`, `0.75`), read exactly as a whole number of fils and
 * held so to the page: never binary floating point. `min` and `max` are in AED.
 */
export function aed(range: Range) {
  return cell<Fils>((text) => {
    const value = hundredths(text, 2);
    if (typeof value !== "bigint") return value;
    return inRange(text, value, range, (figure) => `AED ${figure}`) ?? Number(value);
  });
}

type QuantityRange = Range & { decimals?: 0 | 1 | 2; unit?: string };

function readQuantity({ decimals = 0, unit = "", ...range }: QuantityRange): Read<number> {
  return (text) => {
    const value = hundredths(text, decimals);
    if (typeof value !== "bigint") return value;
    // A quantity is a count, not money: a number with up to two decimals is exact enough.
    return inRange(text, value, range, (figure) => `${figure}${unit}`) ?? Number(text);
  };
}

/** A quantity (`30`, `2.5`) with at most `decimals` decimals, within its range. */
export function quantity(range: QuantityRange) {
  return cell(readQuantity(range));
}

/** A quantity within its range, or the word `unlimited`. */
export function quantityOrUnlimited(range: QuantityRange) {
  const read = readQuantity(range);
  return cell<number | typeof UNLIMITED>((text) =>
    text.toLowerCase() === UNLIMITED ? UNLIMITED : read(text),
  );
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
