import { UNLIMITED } from "../domain/catalog.ts";
import { type QuantityRange, cell, quantityOrWord } from "../team-files/cells.ts";

/*
 * The cells only the tariff files hold; every other kind is the teams' shared one
 * (app/team-files/cells.ts).
 */

/** A quantity within its range, or the word `unlimited`. */
export function quantityOrUnlimited(range: QuantityRange) {
  return quantityOrWord(range, UNLIMITED);
}

/** Dialling digits after `+`, as a code is written (`870`, `882`): 1 to 4 digits. */
export const callingCode = cell((text) =>
  /^\d{1,4}$/.test(text) ? text : { problem: `"${text}" is not a calling code (digits, like 870)` },
);
