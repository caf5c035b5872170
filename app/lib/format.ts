/**
 * Formatting through `Intl`, so numbers and dates follow the page's language. The Latin
 * numbering system is asked for explicitly: UAE operators print Western digits in both
 * English and Arabic.
 */
export function formatNumber(value: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { numberingSystem: "latn" }).format(value);
}

/** A calendar date written as `YYYY-MM-DD`, in words (`22 November 2026`). */
export function formatCalendarDate(isoDate: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    dateStyle: "long",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
