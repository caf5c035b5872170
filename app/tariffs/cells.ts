import { z } from "zod";
import { UNLIMITED } from "../content/catalog.ts";

/*
 * The kinds of cell a tariff file holds, each read from the text a spreadsheet saves and
 * refused with a reason an analyst can act on.
 */

/** A cell read with `read`, which returns the value or the reason it cannot be one. */
function cell<T>(read: (text: string) => T | { problem: string }) {
  return z.string().transform((text, context) => {
    const value = read(text);
    if (typeof value === "object" && value !== null && "problem" in value) {
      context.issues.push({ code: "custom", message: value.problem, input: text });
      return z.NEVER;
    }
    return value as T;
  });
}

function amount(text: string, { decimals }: { decimals: number }): number | { problem: string } {
  if (text === "") return { problem: "is empty" };
  if (/^-/.test(text)) return { problem: `"${text}" is negative` };
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return { problem: `"${text}" is not a number (write it like 1.25: digits and a point only)` };
  }
  if ((text.split(".")[1] ?? "").length > decimals) {
    return { problem: `"${text}" has more than ${decimals} decimals` };
  }
  return Number(text);
}

/** A price in AED, VAT included: `99`, `0.75`; never negative, at most fils. */
export const aed = cell((text) => amount(text, { decimals: 2 }));

/** A whole number: `30`, `1000`. */
export const count = cell((text) => amount(text, { decimals: 0 }));

/** A whole number above zero. */
export const positiveCount = cell((text) => {
  const value = amount(text, { decimals: 0 });
  return value === 0 ? { problem: "must be more than 0" } : value;
});

/** A quantity or the word `unlimited`. */
export const countOrUnlimited = cell((text) =>
  text.toLowerCase() === UNLIMITED ? UNLIMITED : amount(text, { decimals: 2 }),
);

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
