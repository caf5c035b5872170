import { z } from "zod";

/*
 * The kinds of cell a team's file holds, each read from the text a spreadsheet saves and
 * refused with a reason the file's editor can act on. Every figure has a range its team
 * would call sane, so a slipped digit stops the build instead of reaching the site.
 */

/** Reads a cell's text as its value, or says why it cannot be one. */
export type Read<T> = (text: string) => T | { problem: string };

/** A cell read with `read`, which returns the value or the reason it cannot be one. */
export function cell<T>(read: Read<T>) {
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

/** The range a cell holds its figure to, as tariffs/README.md's table writes it; none for words. */
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
 * held so to the page: never binary floating point (docs/decisions/067-money-in-whole-fils.md).
 * `min` and `max` are in AED.
 */
export function aed(range: Range) {
  const unit: Unit = { write: (figure) => `AED ${figure}`, money: true };
  const schema = cell<number>((text) => {
    const value = hundredths(text, 2);
    if (typeof value !== "bigint") return value;
    return inRange(text, value, range, unit) ?? Number(value);
  });
  return withRange(schema, spanOf(range, unit));
}

export type QuantityRange = Range & { decimals?: 0 | 1 | 2; unit?: string };

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

/** A quantity within its range, or one word that stands for no limit (`unlimited`). */
export function quantityOrWord<const Word extends string>(range: QuantityRange, word: Word) {
  const read = readQuantity(range);
  const schema = cell<number | Word>((text) => (text.toLowerCase() === word ? word : read(text)));
  return withRange(schema, `${spanOf(range, quantityUnit(range))}, or ${word}`);
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

/** A time of day on a 24-hour clock, `HH:MM` (`09:00`, `21:30`); `24:00` is the day's end. */
export const timeOfDay = cell((text) =>
  /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(text)
    ? text
    : {
        problem: `"${text}" is not a time written as HH:MM on a 24-hour clock (like 09:00 or 21:30)`,
      },
);

/**
 * Words from a fixed list separated by semicolons (`sim;repair`), each once; an empty cell is
 * none. A semicolon, not a comma, so a spreadsheet need not quote the cell.
 */
export function wordList<const T extends readonly string[]>(values: T, what: string) {
  return cell<T[number][]>((text) => {
    if (text.trim() === "") return [];
    const words = text.split(";").map((word) => word.trim());
    const unknown = words.find((word) => !(values as readonly string[]).includes(word));
    if (unknown !== undefined) {
      const word = unknown === "" ? "an empty word" : `"${unknown}"`;
      return {
        problem: `${word} is not a known ${what} (words from ${values.join(", ")}, separated by ;)`,
      };
    }
    const again = words.find((word, index) => words.indexOf(word) !== index);
    if (again !== undefined) return { problem: `"${again}" is listed twice` };
    return words as T[number][];
  });
}

/**
 * A phone number written in full with its country code, as people read it (`+971 4 123 4567`;
 * spaces or dashes between groups): kept as written for the page, and as `+` and its digits
 * (E.164, at most 15) for a `tel:` link.
 */
export const phoneNumber = cell((text) => {
  const digits = text.replace(/[\s-]/g, "");
  return /^\+[1-9][\d\s-]*\d$/.test(text) && /^\+\d{7,15}$/.test(digits)
    ? { written: text, dial: digits }
    : {
        problem: `"${text}" is not a phone number written with its country code (like +971 4 123 4567)`,
      };
});

/** The area a place must lie in, in WGS84 degrees, and what the area is, for the reason. */
export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
  what: string;
}

/**
 * A place as a map gives it, latitude then longitude in WGS84 decimal degrees separated by a
 * comma (`25.2048, 55.2708`), within `box`: a slipped sign or digit lands outside it.
 */
export function coordinates(box: BoundingBox) {
  const inside = (latitude: number, longitude: number) =>
    latitude >= box.south &&
    latitude <= box.north &&
    longitude >= box.west &&
    longitude <= box.east;
  const schema = cell((text) => {
    const match = /^(-?\d{1,3}(?:\.\d{1,7})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,7})?)$/.exec(text);
    if (!match) {
      return {
        problem: `"${text}" is not a latitude and longitude in decimal degrees (like 25.2048, 55.2708)`,
      };
    }
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (inside(latitude, longitude)) return { latitude, longitude };
    const swapped = inside(longitude, latitude) ? ": latitude comes first" : "";
    return { problem: `"${text}" is outside ${box.what}${swapped}` };
  });
  return withRange(
    schema,
    `latitude ${box.south} to ${box.north}, longitude ${box.west} to ${box.east}`,
  );
}
