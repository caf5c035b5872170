/**
 * The rules every form applies to what a visitor types, whatever the form: a phone number in
 * any of the digit sets a keyboard types, text that shows something, a name with a letter, and
 * no character that cannot be read. The contact form's and the join form's schemas both check
 * with them, so a name or a number is judged alike on every form.
 */
import { MAX_PHONE, MIN_PHONE } from "./contact-fields";

/** A digit of any of the three sets an Arabic or Latin keyboard types. */
const PHONE_DIGIT = "[0-9\\u0660-\\u0669\\u06F0-\\u06F9]";
/** What may sit between the digits: a space, `+`, `-` or a bracket. */
const PHONE_SEPARATOR = "[ +\\-\\(\\)]";
/**
 * The invisible direction marks a number copied from a contacts app carries (LRM, RLM, ALM,
 * embeddings and overrides, isolates). They do not count, and the schema removes them before
 * it checks and stores the number.
 */
const PHONE_DIRECTION_MARKS = "[\\u200E\\u200F\\u061C\\u202A-\\u202E\\u2066-\\u2069]";
const PHONE_GAP = `(?:${PHONE_SEPARATOR}|${PHONE_DIRECTION_MARKS})*`;
/**
 * 7 to 20 digits, with spaces, `+`, `-` and brackets between them: `+971 (50) 123-4567`, with
 * direction marks anywhere; the digits are counted, not the other characters. Digits may be
 * Western, Arabic-Indic (٠–٩, what an Arabic keyboard types) or Eastern Arabic-Indic (۰–۹).
 * Written once for both the `pattern` attribute (compiled with the `v` flag, where `-`, `(` and
 * `)` in a class must be escaped) and the schema, which compiles it with `u`: the escapes mean
 * the same there, and `v` is a syntax error in browsers the build still targets.
 */
export const PHONE_PATTERN_SOURCE = `${PHONE_GAP}(?:${PHONE_DIGIT}${PHONE_GAP}){${MIN_PHONE},${MAX_PHONE}}`;
export const PHONE_PATTERN = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`, "u");
/** Invisible format characters (direction marks, isolates) that contacts apps paste along. */
export const FORMAT_CHARACTERS = /\p{Cf}/gu;
/**
 * What a reader cannot see: format characters, characters meant to be ignored in display (the
 * Hangul fillers among them), white space, the blank Braille pattern, and marks with nothing
 * to sit on.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\s\u2800]/gu;
/** Whether the text shows anything at all; a name of zero-width spaces is no name. */
export const hasVisibleCharacter = (value: string) => value.replace(INVISIBLE, "") !== "";
/** A letter that shows: a name must have one (`Ali`, `李`, `محمد`), not only signs or digits. */
export const VISIBLE_LETTER = /(?!\p{Default_Ignorable_Code_Point})\p{L}/u;
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** The number with Western digits, as the care team dials and searches it. */
export function withWesternDigits(phone: string): string {
  return phone.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}
/**
 * Every control character, and the replacement character, which stands for text that could not
 * be read (a body in another character set): stored, it would lose what the visitor wrote
 * without a word. A message may still hold line breaks and tabs.
 */
export const UNACCEPTABLE = /[\p{Cc}\uFFFD]/u;
export const UNACCEPTABLE_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]|\uFFFD/u;
