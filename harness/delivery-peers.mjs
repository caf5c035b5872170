// @ts-check
/**
 * Real peers for delivery: an SMTP server (smtp-server, each mail parsed with mailparser) and
 * an HTTP receiver that verifies Standard Webhooks signatures. The unit tests, the browser
 * tests and the reliability benchmark all deliver to these. Test code only.
 */
import { once } from "node:events";
import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";

/**
 * @typedef {object} ReceivedMail
 * @property {import("mailparser").ParsedMail} mail
 * @property {string} from The SMTP envelope's sender, which decides nothing a visitor typed.
 * @property {string[]} to The envelope's recipients, which decide who gets the mail.
 * @property {number} at When the server accepted it (`Date.now()`).
 */

/**
 * @typedef {object} SmtpPeer
 * @property {string} url
 * @property {number} port
 * @property {ReceivedMail[]} received Each mail once parsed, in order of parsing.
 * @property {{ code: number, delayMs: number }} answer The reply code for the next mails (250
 *   accepts, 4xx/5xx refuse), and a delay before it.
 * @property {() => number} waiting Mails sent in full whose answer is being held back
 *   (`answer.delayMs`).
 * @property {() => Promise<void>} close
 */

/**
 * An SMTP server on 127.0.0.1 without TLS or authentication. A mail counts as received when
 * its sender is told so: one whose connection is gone before the answer (a client killed while
 * it waited) is not.
 * @param {number} [port] Default: any free port.
 * @returns {Promise<SmtpPeer>}
 */
export async function startSmtpPeer(port = 0) {
  /** @type {ReceivedMail[]} */
  const received = [];
  const answer = { code: 250, delayMs: 0 };
  /** @type {Set<string>} */
  const closed = new Set();
  let waiting = 0;
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on("end", () => {
        waiting += 1;
        setTimeout(reply, answer.delayMs);
      });
      function reply() {
        waiting -= 1;
        if (closed.has(session.id)) return;
        if (answer.code !== 250) {
          callback(
            Object.assign(new Error("Refused by the test peer"), { responseCode: answer.code }),
          );
          return;
        }
        const at = Date.now();
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        callback();
        void simpleParser(Buffer.concat(chunks)).then((mail) =>
          received.push({ mail, from, to, at }),
        );
      }
    },
  });
  // A client killed mid-transaction resets its connection: expected here, not a failure.
  server.on("error", () => undefined);
  server.listen(port, "127.0.0.1");
  await once(server.server, "listening");
  const actual = /** @type {import("node:net").AddressInfo} */ (server.server.address()).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    answer,
    waiting: () => waiting,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @typedef {object} ReceivedWebhook
 * @property {string} id Its `webhook-id`.
 * @property {Record<string, unknown>} body
 * @property {boolean} verified Whether its signature is the secret's.
 * @property {number} at
 */

/**
 * @typedef {object} WebhookPeer
 * @property {string} url
 * @property {string} secret
 * @property {ReceivedWebhook[]} requests Every request, verified or not, in order of arrival.
 * @property {number[]} failWith Statuses to answer with, in turn, before answering 204.
 * @property {() => Promise<void>} close
 */

/** A Standard Webhooks secret for tests. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("sahab-test-secret-0123456789abcd").toString("base64")}`;

/**
 * An HTTP receiver on 127.0.0.1 that checks each request's signature with `secret`.
 * @returns {Promise<WebhookPeer>}
 */
export async function startWebhookPeer(secret = TEST_WEBHOOK_SECRET, port = 0) {
  /** @type {ReceivedWebhook[]} */
  const requests = [];
  /** @type {number[]} */
  const failWith = [];
  const verifier = new Webhook(secret);
  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    request.on("end", () => {
      const payload = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
      );
      let verified = true;
      try {
        verifier.verify(payload, headers);
      } catch {
        verified = false;
      }
      const body = /** @type {Record<string, unknown>} */ (JSON.parse(payload));
      requests.push({ id: headers["webhook-id"] ?? "", body, verified, at: Date.now() });
      response.statusCode = verified ? (failWith.shift() ?? 204) : 401;
      response.end();
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const actual = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
  return {
    url: `http://127.0.0.1:${actual}/hooks/contact`,
    secret,
    requests,
    failWith,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * The uuid a mail's Message-ID carries (`<uuid@domain>`): the message it delivers.
 * @param {ReceivedMail} received
 */
export function messageUuidOf({ mail }) {
  return /^<([^@>]+)@/.exec(mail.messageId ?? "")?.[1] ?? "";
}
