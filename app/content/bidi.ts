/**
 * Wraps a left-to-right run (a phone number, a short code, an email, a price) in Unicode
 * isolates, the plain-text form of `<bdi dir="ltr">`, for use inside strings: in Arabic text
 * `800 72422` would otherwise be laid out as `72422 800`.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
