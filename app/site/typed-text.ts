import { BIDI_CONTROLS } from "../i18n/bidi";

/**
 * Text a visitor typed, as the site reads it everywhere it keeps or shows it again (the
 * finders' queries, the contact form's fields, the care team's mail): without bidi
 * formatting characters. An override or embedding left open (U+202E) reverses the rest of the
 * line it is shown in, the page's or the mail's, after the visitor's text; no keyboard types
 * one, and what the text says is the same without it. Everything else stays as typed.
 */
export function typedText(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * One line of typed text, as a search box sends it: also without control characters (a NUL, a
 * line break, an escape), which no search needs and which would otherwise be written back into
 * the page, and trimmed.
 */
export function typedLine(text: string): string {
  return typedText(text)
    .replace(/\p{Cc}+/gu, " ")
    .trim();
}
