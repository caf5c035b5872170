/**
 * What every mail the deliverer sends is made with: text a visitor typed made safe for a
 * header, the Message-ID, the one kind of address a mail goes to or replies to, and the lines
 * a team's mail ends with. Nothing the visitor typed becomes a header of its own or a
 * recipient.
 */
import { encodeWord } from "nodemailer/lib/mime-funcs";
import type { StoredContactMessage } from "../messages/message-types";
import { typedText } from "../../i18n/typed-text";

/** One address and nothing else, as the forms accept it. */
export const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/**
 * A line with nothing that could start a new header or a new line, or reorder what follows
 * (bidi controls are dropped): for subjects and names.
 */
export function oneLine(text: string, max = 120): string {
  const flat = typedText(text)
    .replace(/[\p{Cc}\u2028\u2029\u0085]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Text a visitor typed, as RFC 2047 encoded words made here. Left to nodemailer, text that is
 * all ASCII goes out as it is (in quotes, in an address), so a name that is itself an encoded
 * word (`=?UTF-8?B?…?=`) is decoded by the mail client into whatever it hides (a line break, a
 * header, an escape sequence); encoded here, it decodes to exactly what was typed.
 */
export function encodedWords(text: string): string {
  return encodeWord(text, "B", 52);
}

/**
 * The Message-ID: the uuid at the sender's domain, the same on every attempt; a second mail
 * about the same message (the visitor's confirmation) adds what it is to the uuid.
 */
export function messageIdOf(
  message: StoredContactMessage,
  fromAddress: string,
  which?: string,
): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf("@") + 1);
  return `<${message.uuid}${which ? `.${which}` : ""}@${domain}>`;
}

/** Reply-To the visitor, when what they gave is one plain address; the body has it anyway. */
export function replyToVisitor(message: StoredContactMessage) {
  const email = message.email.trim();
  return PLAIN_ADDRESS.test(email)
    ? { replyTo: { name: encodedWords(oneLine(message.name, 80)), address: email } }
    : {};
}

const receivedFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Dubai",
  dateStyle: "full",
  timeStyle: "long",
});
const languageNames = new Intl.DisplayNames("en", { type: "language" });

function languageOf(locale: string): string {
  try {
    return `${languageNames.of(locale) ?? locale} (${locale})`;
  } catch {
    return oneLine(locale, 20);
  }
}

/** The lines every team's mail ends its fields with: the page's language, when, and the uuid. */
export function receivedLines(message: StoredContactMessage): string[] {
  const received = new Date(message.receivedAt);
  return [
    `Page language: ${languageOf(message.locale)}`,
    `Received: ${Number.isNaN(received.getTime()) ? message.receivedAt : receivedFormat.format(received)} (Dubai)`,
    `Message id: ${message.uuid}`,
  ];
}
