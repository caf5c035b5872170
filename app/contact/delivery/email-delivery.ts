/**
 * Delivers a contact message to the care team's mailbox over SMTP: one email a message,
 * Reply-To the visitor, a Message-ID derived from the message's uuid so a repeat after a crash
 * is recognisably the same mail. Nothing the visitor typed becomes a header of its own or a
 * recipient: the envelope comes from the settings only, and typed text in a header is one line
 * without control or bidi characters, encoded here, so a mail client shows it as typed.
 */
import nodemailer from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import type { EmailSettings } from "../../settings/delivery-settings";
import { type Sender, withTimeout } from "./sender";
import type { StoredContactMessage } from "../messages/message-types";
import { typedText } from "../../i18n/typed-text";
import { complaintPromises } from "../../domain/catalog";

const SEND_TIMEOUT_MS = 30_000;
const { acknowledgeWithinWorkingDays, finalAnswerWithinDays } = complaintPromises;
/** One address and nothing else, as the contact form accepts it. */
const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/**
 * A line with nothing that could start a new header or a new line, or reorder what follows
 * (bidi controls are dropped): for subjects and names.
 */
function oneLine(text: string, max = 120): string {
  const flat = typedText(text)
    .replace(/[\p{Cc}\u2028\u2029\u0085]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
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

/** The Message-ID: the uuid at the sender's domain, the same on every attempt. */
export function messageIdOf(message: StoredContactMessage, fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf("@") + 1);
  return `<${message.uuid}@${domain}>`;
}

/**
 * Text a visitor typed, as RFC 2047 encoded words made here. Left to nodemailer, text that is
 * all ASCII goes out as it is (in quotes, in an address), so a name that is itself an encoded
 * word (`=?UTF-8?B?…?=`) is decoded by the mail client into whatever it hides (a line break, a
 * header, an escape sequence); encoded here, it decodes to exactly what was typed.
 */
function encodedWords(text: string): string {
  return encodeWord(text, "B", 52);
}

/**
 * The subject: the reference first, as helpdesks file a thread by it, then what kind of message
 * it is (a complaint says so), who sent it, and the plan they chose.
 */
export function subjectOf(message: StoredContactMessage): string {
  const kind = message.topic === "complaint" ? "Complaint" : "Website message";
  const plan = message.plan ? ` about the ${oneLine(message.plan, 40)} plan` : "";
  return `[${message.reference}] ${kind} from ${oneLine(message.name, 80)}${plan}`;
}

/**
 * The mail's text: what the visitor typed as typed text is read everywhere (no bidi controls,
 * whenever the message was stored), so no value reorders the lines after it.
 */
export function bodyOf(stored: StoredContactMessage): string {
  const message = {
    ...stored,
    name: typedText(stored.name),
    email: typedText(stored.email),
    message: typedText(stored.message),
  };
  const received = new Date(message.receivedAt);
  const lines = [
    message.topic === "complaint"
      ? `A visitor sent this COMPLAINT through the contact form of the website. We promise to acknowledge it within ${acknowledgeWithinWorkingDays} working day(s) and give a final answer within ${finalAnswerWithinDays} days.`
      : "A visitor sent this message through the contact form of the website.",
    "",
    `Reference: ${message.reference}`,
    `Kind: ${message.topic === "complaint" ? "complaint" : "general message"}`,
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? "(not given)"}`,
    `Plan: ${message.plan ?? "(none chosen)"}`,
    `Page language: ${languageOf(message.locale)}`,
    `Received: ${Number.isNaN(received.getTime()) ? message.receivedAt : receivedFormat.format(received)} (Dubai)`,
    `Message id: ${message.uuid}`,
    "",
    "Message:",
    message.message,
    "",
  ];
  return lines.join("\n");
}

/** The mail for one message, as nodemailer takes it. */
export function composeEmail(message: StoredContactMessage, settings: EmailSettings) {
  const email = message.email.trim();
  return {
    from: settings.from,
    to: settings.inbox,
    // Recipients come from the settings alone, whatever a header might say.
    envelope: { from: settings.from.address, to: [settings.inbox.address] },
    // Only an address that is one plain address becomes Reply-To; the body has it anyway.
    ...(PLAIN_ADDRESS.test(email)
      ? { replyTo: { name: encodedWords(oneLine(message.name, 80)), address: email } }
      : {}),
    subject: encodedWords(subjectOf(message)),
    messageId: messageIdOf(message, settings.from.address),
    date: new Date(),
    text: bodyOf(message),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

interface SmtpError {
  code?: string;
  /** The socket's own code (ECONNREFUSED) under nodemailer's (ESOCKET). */
  originalCode?: string;
  responseCode?: number;
}

/** An SMTP send over a small pool of connections, each step with a timeout. */
export function emailSender(settings: EmailSettings): { send: Sender; close: () => void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // Its log would carry addresses; errors are reported by the deliverer instead.
    logger: false,
  });
  return {
    async send(message) {
      try {
        await withTimeout(transport.sendMail(composeEmail(message, settings)), SEND_TIMEOUT_MS);
        return { ok: true };
      } catch (caught) {
        const { code, originalCode, responseCode } = caught as SmtpError;
        if (typeof responseCode === "number" && responseCode >= 400) {
          return { ok: false, permanent: responseCode >= 500, error: `SMTP ${responseCode}` };
        }
        return { ok: false, permanent: false, error: originalCode ?? code ?? "SMTP error" };
      }
    },
    close: () => transport.close(),
  };
}
