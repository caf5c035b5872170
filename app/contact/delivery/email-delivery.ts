/**
 * Delivers messages over SMTP. The `email` channel sends one mail a message to a team: a
 * contact message to the care team's mailbox, a sign-up request to the sales team's, Reply-To
 * the visitor, with a Message-ID derived from the message's uuid so a repeat after a crash is
 * recognisably the same mail. The `confirmation` channel sends a sign-up's visitor the
 * confirmation of their request. The envelope comes from the settings, and for a confirmation
 * from the one plain address the visitor gave; typed text in a header is one line, encoded
 * here (mail-parts.ts).
 */
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { EmailSettings } from "../../settings/delivery-settings";
import { type SendResult, type Sender, withTimeout } from "./sender";
import type { StoredContactMessage } from "../messages/message-types";
import { careBodyOf, careSubjectOf } from "./care-email";
import { composeConfirmation } from "./confirmation-email";
import { encodedWords, messageIdOf, replyToVisitor } from "./mail-parts";
import { salesBodyOf, salesSubjectOf } from "./sales-email";
import type { CollectionStore } from "./signup-facts";

const SEND_TIMEOUT_MS = 30_000;

/** A team's mail of one message, as nodemailer takes it: the care team's, or the sales team's. */
export function composeEmail(
  message: StoredContactMessage,
  settings: EmailSettings,
  stores: readonly CollectionStore[] = [],
) {
  const signup = message.kind === "signup" ? message.signup : null;
  const inbox = signup ? settings.salesInbox : settings.inbox;
  return {
    from: settings.from,
    to: inbox,
    // Recipients come from the settings alone, whatever a header might say.
    envelope: { from: settings.from.address, to: [inbox.address] },
    ...replyToVisitor(message),
    subject: encodedWords(signup ? salesSubjectOf(message, signup) : careSubjectOf(message)),
    messageId: messageIdOf(message, settings.from.address),
    date: new Date(),
    text: signup ? salesBodyOf(message, signup, stores) : careBodyOf(message),
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

export interface EmailSenders {
  /** The `email` channel: the team's mail of any message. */
  send: Sender;
  /** The `confirmation` channel: a sign-up's confirmation to its visitor. */
  confirm: Sender;
  close: () => void;
}

/**
 * SMTP sends over one small pool of connections, each step with a timeout. `stores` are the
 * stores a sign-up may be collected from, which its mails name.
 */
export function emailSender(
  settings: EmailSettings,
  stores: readonly CollectionStore[] = [],
): EmailSenders {
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
  async function sendMail(mail: Mail.Options): Promise<SendResult> {
    try {
      await withTimeout(transport.sendMail(mail), SEND_TIMEOUT_MS);
      return { ok: true };
    } catch (caught) {
      const { code, originalCode, responseCode } = caught as SmtpError;
      if (typeof responseCode === "number" && responseCode >= 400) {
        return { ok: false, permanent: responseCode >= 500, error: `SMTP ${responseCode}` };
      }
      return { ok: false, permanent: false, error: originalCode ?? code ?? "SMTP error" };
    }
  }
  return {
    send: (message) => sendMail(composeEmail(message, settings, stores)),
    async confirm(message) {
      // Only a sign-up is queued on this channel; anything else has nothing to confirm.
      if (message.kind !== "signup" || !message.signup) {
        return { ok: false, permanent: true, error: "not a sign-up request" };
      }
      const mail = composeConfirmation(message, message.signup, settings, stores);
      if (!mail) return { ok: false, permanent: true, error: "no plain address to send to" };
      return sendMail(mail);
    },
    close: () => transport.close(),
  };
}
