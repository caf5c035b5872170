/**
 * Real peers for the delivery tests: an SMTP server (smtp-server, parsed with mailparser) and
 * an HTTP receiver that verifies Standard Webhooks signatures. Test code only.
 */
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";

/** The value, or a failed test when there is none. */
export function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("Expected a value.");
  return value;
}

export interface ReceivedMail {
  mail: ParsedMail;
  /** The SMTP envelope, which decides who gets the mail. */
  from: string;
  to: string[];
  /** When the server accepted it (ms, performance.timeOrigin-based Date.now()). */
  at: number;
}

export interface SmtpPeer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The reply code for the next mails (250 accepts, 4xx/5xx refuse), and a delay before it. */
  answer: { code: number; delayMs: number };
  /** Mails sent in full whose answer is being held back (`answer.delayMs`). */
  waiting(): number;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 without TLS or authentication. A mail counts as received when
 * its sender is told so: one whose connection is gone before the answer (a client killed while
 * it waited) is not.
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const answer = { code: 250, delayMs: 0 };
  const closed = new Set<string>();
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
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
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
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    answer,
    waiting: () => waiting,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedWebhook {
  id: string;
  body: Record<string, unknown>;
  verified: boolean;
  at: number;
}

export interface WebhookPeer {
  url: string;
  secret: string;
  /** Every request, verified or not, in order of arrival. */
  requests: ReceivedWebhook[];
  /** Statuses to answer with, in turn, before answering 204. */
  failWith: number[];
  close(): Promise<void>;
}

/** A Standard Webhooks secret for tests. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("sahab-test-secret-0123456789abcd").toString("base64")}`;

export async function startWebhookPeer(
  secret = TEST_WEBHOOK_SECRET,
  port = 0,
): Promise<WebhookPeer> {
  const requests: ReceivedWebhook[] = [];
  const failWith: number[] = [];
  const verifier = new Webhook(secret);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
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
      const body = JSON.parse(payload) as Record<string, unknown>;
      requests.push({ id: headers["webhook-id"] ?? "", body, verified, at: Date.now() });
      response.statusCode = verified ? (failWith.shift() ?? 204) : 401;
      response.end();
    });
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hooks/contact`,
    secret,
    requests,
    failWith,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
