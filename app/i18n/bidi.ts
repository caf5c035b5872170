/**
 * Wraps a left-to-right run (a phone number, a short code, an email, a price) in Unicode
 * isolates, the plain-text form of `<bdi dir="ltr">`, for use inside strings: in Arabic text
 * `800 72422` would otherwise be laid out as `72422 800`. A component that renders the string
 * through `TextWithLtrRuns` (app/i18n/ltr-text.tsx) turns each run into an element that
 * never breaks across lines, so English strings mark phone numbers this way too.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
