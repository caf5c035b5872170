// @ts-check
// Contact messages reaching the care team's mail server (the tests' SMTP peer, in this process)
// and a signed webhook receiver, timed from the visitor's acknowledgement to the mail server's
// acceptance, and across a SIGKILL of the server mid-batch.
import {
  messageUuidOf,
  startSmtpPeer,
  startWebhookPeer,
  TEST_WEBHOOK_SECRET,
} from "../../harness/delivery-peers.mjs";
import { storedMessages } from "../../harness/stored-messages.mjs";
import { percentile } from "../statistics.mjs";
import { row, rowsTable } from "./expectations.mjs";
import { scaled } from "./scale.mjs";
import { startServer, tempDir } from "./servers.mjs";

/** @typedef {import("./scale.mjs").RunSize} RunSize */

const MESSAGES = 500;
const CONCURRENCY = 20;
const KILL_MESSAGES = 200;
/** Mails accepted before the kill, so a batch is in flight when the server dies. */
const ACCEPTED_BEFORE_KILL = 20;
const P99_TARGET_MS = 5000;

export const title = "5. Delivery to the care team";

export const intro = (/** @type {RunSize} */ size) =>
  `${scaled(MESSAGES, size)} valid submissions over ${scaled(CONCURRENCY, size)} connections to a server
configured with SMTP_URL and WEBHOOK_URL, pointing at an SMTP server (\`smtp-server\`) and an HTTP
receiver in the benchmark's process. Latency runs from the visitor's acknowledgement (the 303) to
the SMTP server accepting the mail. Then ${scaled(KILL_MESSAGES, size)} more on a fresh database, with the mail
server answering in 20 ms, SIGKILL to every server process once some have arrived, and a restart.`;

/**
 * Submits `count` messages over `concurrency` connections; resolves with the acknowledgement
 * time of each acknowledged text.
 */
async function submitAll(
  /** @type {string} */ url,
  /** @type {string} */ tag,
  /** @type {number} */ count,
  /** @type {number} */ concurrency,
) {
  /** @type {Map<string, number>} */
  const acked = new Map();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const text = `delivery ${tag} ${next++}`;
      const response = await fetch(`${url}/?index`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Reliability",
          email: "bench@example.com",
          message: text,
        }),
      }).catch(() => undefined);
      if (response?.status === 303) acked.set(text, Date.now());
      await response?.text();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return acked;
}

/** The uuid of each stored message text, read through the operator's export command. */
function uuids(/** @type {string} */ dataDir) {
  return new Map(storedMessages({ dataDir }).map((stored) => [stored.message, stored.uuid]));
}

async function waitFor(/** @type {() => boolean} */ done, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

export async function run(/** @type {RunSize} */ size) {
  const messages = scaled(MESSAGES, size);
  const concurrency = scaled(CONCURRENCY, size);
  const killMessages = scaled(KILL_MESSAGES, size);
  const smtp = await startSmtpPeer();
  const hook = await startWebhookPeer();
  const accepted = (/** @type {typeof smtp} */ peer) =>
    peer.received.map((mail) => ({ id: messageUuidOf(mail), at: mail.at }));
  const hookIds = () => hook.requests.map((request) => request.id);
  const env = {
    SMTP_URL: smtp.url,
    CONTACT_INBOX: "care@sahabmobile.ae",
    MAIL_FROM: "website@sahabmobile.ae",
    WEBHOOK_URL: hook.url,
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    CONTACT_RATE_LIMIT: "100000",
    DELIVERY_RETRY_MS: "500",
  };
  /** The production server, delivering to `smtpUrl`; resolves once it serves. */
  const serve = (/** @type {string} */ dataDir, smtpUrl = smtp.url) =>
    startServer(dataDir, { ...env, SMTP_URL: smtpUrl });
  const rows = [];
  const tag = Date.now().toString(36);
  try {
    const dataDir = tempDir();
    const server = await serve(dataDir);
    const acked = await submitAll(server.url, tag, messages, concurrency);
    const idOf = uuids(dataDir);
    const wanted = new Set([...acked.keys()].map((text) => idOf.get(text)));
    await waitFor(() => new Set(accepted(smtp).map((mail) => mail.id)).size >= wanted.size);
    await waitFor(() => new Set(hookIds()).size >= wanted.size, 10_000);
    await server.stop("SIGTERM");
    const acceptedAt = new Map(accepted(smtp).map((mail) => [mail.id, mail.at]));
    const latencies = [...acked].flatMap(([text, at]) => {
      const mailAt = acceptedAt.get(idOf.get(text) ?? "");
      return mailAt === undefined ? [] : [mailAt - at];
    });
    const p99 = percentile(latencies, 99);
    const spread = [50, 99, 100].map((p) => percentile(latencies, p)).join(" / ");
    rows.push(
      row("Acknowledged", acked.size, String(messages)),
      row("Accepted by the mail server", latencies.length, String(messages)),
      row(
        "Received by the webhook",
        [...wanted].filter((id) => hookIds().includes(id ?? "")).length,
        String(messages),
      ),
      row("Acknowledgement → mail accepted p50 / p99 / max (ms)", spread),
      row("p99 under 5 s", p99 < P99_TARGET_MS ? "yes" : "no", "yes"),
    );

    // The kill test: a slower mail server, so a batch is in flight when the server dies.
    const slow = await startSmtpPeer();
    slow.answer.delayMs = 20;
    const killDir = tempDir();
    const first = await serve(killDir, slow.url);
    const killAcked = await submitAll(first.url, `${tag}k`, killMessages, concurrency);
    await waitFor(() => slow.received.length >= scaled(ACCEPTED_BEFORE_KILL, size));
    const beforeKill = slow.received.length;
    await first.stop("SIGKILL");
    const second = await serve(killDir, slow.url);
    const killIds = uuids(killDir);
    const killWanted = new Set([...killAcked.keys()].map((text) => killIds.get(text)));
    const arrived = () => new Set(accepted(slow).map((mail) => mail.id));
    await waitFor(() => [...killWanted].every((id) => arrived().has(id ?? "")));
    await second.stop("SIGTERM");
    await slow.close();
    const lost = [...killWanted].filter((id) => !arrived().has(id ?? "")).length;
    const repeats = slow.received.length - arrived().size;
    rows.push(
      row(`Kill test: acknowledged`, killAcked.size, String(killMessages)),
      row("Kill test: accepted before the SIGKILL", beforeKill),
      row("Kill test: acknowledged but never delivered (lost)", lost, "0"),
      row("Kill test: repeats (same Message-ID, at least once)", repeats),
    );
  } finally {
    await smtp.close();
    await hook.close();
  }
  return rowsTable(rows);
}
