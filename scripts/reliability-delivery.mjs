// @ts-check
// The delivery section of `npm run bench:reliability`: contact messages reaching the care
// team's mail server (a real SMTP server in this process) and a signed webhook receiver,
// timed from the visitor's acknowledgement to the mail server's acceptance, and across a
// SIGKILL of the server mid-batch. Runs alone with `node scripts/reliability-delivery.mjs`.
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startProductionServer } from "./production-server.mjs";
import { storedMessages } from "./stored-messages.mjs";

const MESSAGES = 500;
const CONCURRENCY = 20;
const KILL_MESSAGES = 200;
const P99_TARGET_MS = 5000;
const SECRET = `whsec_${Buffer.from("reliability-delivery-secret-0123").toString("base64")}`;

export const DELIVERY_INTRO = `${MESSAGES} valid submissions over ${CONCURRENCY} connections to a server
configured with SMTP_URL and WEBHOOK_URL, pointing at an SMTP server (\`smtp-server\`) and an HTTP
receiver in the benchmark's process. Latency runs from the visitor's acknowledgement (the 303) to
the SMTP server accepting the mail. Then ${KILL_MESSAGES} more on a fresh database, with the mail
server answering in 20 ms, SIGKILL to every server process once some have arrived, and a restart.`;

/** @typedef {{ messageId: string, at: number }} Accepted */

async function smtpPeer(delayMs = 0) {
  /** @type {Accepted[]} */
  const accepted = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (/** @type {Buffer} */ chunk) => (raw += String(chunk)));
      stream.on("end", () =>
        setTimeout(() => {
          const messageId = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1] ?? "";
          accepted.push({ messageId, at: Date.now() });
          callback();
        }, delayMs),
      );
    },
  });
  // A client killed mid-transaction resets its connection: expected here, not a failure.
  server.on("error", () => undefined);
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, accepted, close: () => server.close() };
}

async function webhookPeer() {
  /** @type {string[]} */
  const ids = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      ids.push(String(request.headers["webhook-id"]));
      response.statusCode = 204;
      response.end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    ids,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Submits `count` messages; resolves with the acknowledgement time of each acknowledged text. */
async function submitAll(/** @type {string} */ url, /** @type {string} */ tag, count = MESSAGES) {
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
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

function percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * @param {{ row: (label: string, value: unknown, expected?: string) => string[],
 *   table: (rows: string[][]) => string, tempDir: () => string }} helpers
 */
export async function deliveryScenario({ row, table, tempDir }) {
  const smtp = await smtpPeer();
  const hook = await webhookPeer();
  const env = {
    SMTP_URL: smtp.url,
    CONTACT_INBOX: "care@sahabmobile.ae",
    MAIL_FROM: "website@sahabmobile.ae",
    WEBHOOK_URL: hook.url,
    WEBHOOK_SECRET: SECRET,
    CONTACT_RATE_LIMIT: "100000",
    DELIVERY_RETRY_MS: "500",
    // SQLite in each data directory, even when the shell names a PostgreSQL.
    DATABASE_URL: "",
  };
  /** The production server on a free port; resolves once it serves. */
  const startServer = (/** @type {string} */ dataDir, smtpUrl = smtp.url) =>
    startProductionServer({ env: { ...env, SMTP_URL: smtpUrl }, dataDir, timeoutMs: 15_000 });
  const rows = [];
  const tag = Date.now().toString(36);
  try {
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    const acked = await submitAll(server.url, tag);
    const idOf = uuids(dataDir);
    const wanted = new Set([...acked.keys()].map((text) => idOf.get(text)));
    await waitFor(() => new Set(smtp.accepted.map((mail) => mail.messageId)).size >= wanted.size);
    await waitFor(() => new Set(hook.ids).size >= wanted.size, 10_000);
    await server.stop("SIGTERM");
    const acceptedAt = new Map(smtp.accepted.map((mail) => [mail.messageId, mail.at]));
    const latencies = [...acked].flatMap(([text, at]) => {
      const accepted = acceptedAt.get(idOf.get(text) ?? "");
      return accepted === undefined ? [] : [accepted - at];
    });
    const p99 = percentile(latencies, 99);
    rows.push(
      row("Acknowledged", acked.size, String(MESSAGES)),
      row("Accepted by the mail server", latencies.length, String(MESSAGES)),
      row(
        "Received by the webhook",
        [...wanted].filter((id) => hook.ids.includes(id ?? "")).length,
        String(MESSAGES),
      ),
      row(
        "Acknowledgement → mail accepted p50 / p99 / max (ms)",
        `${percentile(latencies, 50)} / ${p99} / ${percentile(latencies, 100)}`,
      ),
      row("p99 under 5 s", p99 < P99_TARGET_MS ? "yes" : "no", "yes"),
    );

    // The kill test: a slower mail server, so a batch is in flight when the server dies.
    const slow = await smtpPeer(20);
    const killDir = tempDir();
    const first = await startServer(killDir, slow.url);
    const killAcked = await submitAll(first.url, `${tag}k`, KILL_MESSAGES);
    await waitFor(() => slow.accepted.length >= 20);
    const beforeKill = slow.accepted.length;
    await first.stop("SIGKILL");
    const second = await startServer(killDir, slow.url);
    const killIds = uuids(killDir);
    const killWanted = new Set([...killAcked.keys()].map((text) => killIds.get(text)));
    const arrived = () => new Set(slow.accepted.map((mail) => mail.messageId));
    await waitFor(() => [...killWanted].every((id) => arrived().has(id ?? "")));
    await second.stop("SIGTERM");
    slow.close();
    const lost = [...killWanted].filter((id) => !arrived().has(id ?? "")).length;
    const repeats = slow.accepted.length - arrived().size;
    rows.push(
      row(`Kill test: acknowledged`, killAcked.size, String(KILL_MESSAGES)),
      row("Kill test: accepted before the SIGKILL", beforeKill),
      row("Kill test: acknowledged but never delivered (lost)", lost, "0"),
      row("Kill test: repeats (same Message-ID, at least once)", repeats),
    );
  } finally {
    smtp.close();
    hook.close();
  }
  return table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const HEAD = ["Measure", "Value", "Expected", "Met"];
  /** @type {string[]} */
  const dirs = [];
  const helpers = {
    row: (/** @type {string} */ label, /** @type {unknown} */ value, expected = "") => {
      const met = expected === "" ? "" : String(value) === expected ? "yes" : "NO";
      return [label, String(value), expected, met];
    },
    table: (/** @type {string[][]} */ rows) =>
      [HEAD, HEAD.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n"),
    tempDir: () => {
      dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), "sahab-delivery-")));
      return dirs[dirs.length - 1] ?? "";
    },
  };
  try {
    console.log(await deliveryScenario(helpers));
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
