/**
 * What a notice's text may hold. A notice is shown on the page, in the JSON and in an Atom feed
 * for days, and a resolved one takes no change: a character XML cannot carry would leave the
 * feed unreadable for every subscriber that whole time, and one a reader cannot see would make
 * a notice that says nothing, or says it backwards. So each is refused when it is sent, with
 * the field and the character named.
 */

/** Control characters (C0 but tab and line breaks, DEL, C1): no text of ours needs one. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/**
 * The first noncharacter in `text` (U+FDD0–U+FDEF and the last two of every plane): XML 1.0
 * refuses U+FFFE and U+FFFF outright, and no reader shows any of them.
 */
function firstNonCharacter(text: string): string | undefined {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe) return char;
  }
  return undefined;
}

/**
 * The explicit direction controls (embeddings, overrides, isolates): the page sets each text's
 * direction itself, and an override (U+202E) shown in a notice turns its words around.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/** Half of a UTF-16 pair without its other half: no character at all. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What text that was not valid UTF-8 turns into on its way: the sender's text is lost. */
const REPLACEMENT = "\uFFFD";

/** Marks with no width and spaces: a text of nothing else shows nothing. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu;

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Why `text` cannot be a notice's text, as the end of a sentence naming its field; or none. */
export function noticeTextProblem(text: string): string | undefined {
  if (LONE_SURROGATE.test(text)) return "holds a broken character (a lone UTF-16 surrogate)";
  if (text.includes(REPLACEMENT)) {
    return `holds ${codePoint(REPLACEMENT)}, left where text was not valid UTF-8: send it again as UTF-8`;
  }
  const control = CONTROL.exec(text)?.[0];
  if (control !== undefined) return `holds a control character (${codePoint(control)})`;
  const nonCharacter = firstNonCharacter(text);
  if (nonCharacter !== undefined) {
    return `holds ${codePoint(nonCharacter)}, which is not a character`;
  }
  const direction = DIRECTION_CONTROL.exec(text)?.[0];
  if (direction !== undefined) {
    return `holds a direction control (${codePoint(direction)}): the page sets each text's direction itself`;
  }
  if (text.replace(INVISIBLE, "") === "") return "holds no visible character";
  return undefined;
}

/**
 * Characters XML 1.0 cannot carry (outside its Char production, which unpaired surrogates are
 * too): the feed leaves them out of whatever it prints, so even a text stored before the checks
 * above cannot make it ill-formed.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlCharactersOnly(text: string): string {
  return text.replace(NOT_XML, "");
}
