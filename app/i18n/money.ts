/**
 * An amount of money in fils, the hundredth of a dirham, as a whole number: AED 0.75 is 75.
 * The tariff files are read into fils exactly and pages format them from fils exactly, so
 * no binary fraction ever stands between a cell and the page
 * (docs/decisions/067-money-in-whole-fils.md).
 */
export type Fils = number;

/**
 * Fils as an exact decimal of dirhams, in the digits `Intl.NumberFormat` and schema.org take:
 * 9900 → "99.00" with two decimals, "99" with none; 75 → "0.75". Whole-number arithmetic
 * only. Asking for no decimals on an amount with fils is a mistake, so it keeps them.
 */
export function dirhamDigits(fils: Fils, decimals: 0 | 2): `${number}` {
  if (!Number.isSafeInteger(fils) || fils < 0) {
    throw new RangeError(`${fils} is not a whole, non-negative number of fils`);
  }
  const whole = Math.trunc(fils / 100);
  const rest = fils % 100;
  if (decimals === 0 && rest === 0) return `${whole}`;
  return `${whole}.${String(rest).padStart(2, "0")}` as `${number}`;
}

/** Whether an amount is whole dirhams, with no fils. */
export const isWholeDirhams = (fils: Fils) => fils % 100 === 0;
