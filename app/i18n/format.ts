/**
 * Formatting through `Intl`, so numbers, money, units and dates follow the page's language.
 * The Latin numbering system is asked for explicitly: UAE operators print Western digits in
 * both English and Arabic.
 */
const latn = { numberingSystem: "latn" } as const;

export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, latn).format(value);
}

/** A whole-dirham price: `AED 99` in English. */
export function formatAed(amount: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, {
    ...latn,
    style: "currency",
    currency: "AED",
    currencyDisplay: intlLocale.startsWith("en") ? "code" : "symbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

type UnitName = "gigabyte" | "megabyte" | "minute" | "hour" | "day";

/** A quantity with its unit, `5GB`, `200 minutes`, `7 days`, plural forms included. */
export function formatUnit(value: number, unit: UnitName, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, {
    ...latn,
    style: "unit",
    unit,
    unitDisplay: unit === "gigabyte" || unit === "megabyte" ? "narrow" : "long",
  }).format(value);
}

/** A rate in dirhams and fils, its unit named by the table around it: `0.75`, `2.50`. */
export function formatRate(amount: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, {
    ...latn,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A calendar date written as `YYYY-MM-DD`, in words (`22 November 2026`). */
export function formatCalendarDate(isoDate: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    ...latn,
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
