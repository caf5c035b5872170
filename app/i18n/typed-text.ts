/**
 * Bidirectional formatting characters: the embeddings and overrides (U+202A–U+202E), the
 * isolates (U+2066–U+2069) and the invisible marks (LRM, RLM, ALM). A visitor's text can use
 * them to make a terminal, a spreadsheet or a mail client show a line in another order than
 * it is stored. Dropped from typed text here, and from what the pages and the exports write.
 */
export const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

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

/**
 * A search box's query parameter as a page reads it and shows it again: one typed line, cut to
 * `maxLength` characters (a length no answer to the box reaches, so only what no one would type
 * is lost); null when the query has no such parameter. Every form that echoes what it was sent
 * reads it here, so none writes back a NUL, a bidi override or a page's worth of text. Cut by
 * characters, not UTF-16 units, so the cut never splits one in two.
 */
export function typedParam(
  searchParams: URLSearchParams,
  name: string,
  maxLength: number,
): string | null {
  const value = searchParams.get(name);
  return value === null ? null : Array.from(typedLine(value)).slice(0, maxLength).join("");
}
