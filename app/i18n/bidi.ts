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

/**
 * Bidirectional formatting characters: the embeddings and overrides (U+202A–U+202E), the
 * isolates (U+2066–U+2069) and the invisible marks (LRM, RLM, ALM). A visitor's text can use
 * them to make a terminal, a spreadsheet or a mail client show a line in another order than
 * it is stored.
 */
export const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
