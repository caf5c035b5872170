// @ts-check
// Contact-form submissions as a load: each one a browser's post with a text unique to the run,
// its answer, and afterwards what the database holds against what was acknowledged.
import { storedMessages } from "../../harness/stored-messages.mjs";

const RUN_ID = Date.now().toString(36);
/** Where a stored message leads: the thanks, naming the message's reference. */
const SENT = /^\/\?sent=1&ref=[A-Z0-9]{4}-[A-Z0-9]{4}#contact-status$/;
/** No load run goes on longer than this, and no request waits longer than REQUEST_MS. */
const DEADLINE_MS = 180_000;
const REQUEST_MS = 60_000;
/** The default rate limit is 5 per client, so each simulated client sends exactly 5. */
const PER_CLIENT = 5;
let sequence = 0;

/** @typedef {{ text: string, status: number, acked: boolean, body: string, ms: number }} Outcome */

/** Why a request got no answer: undici puts the socket's error in `cause`. */
function reason(/** @type {unknown} */ error) {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return "code" in cause ? String(cause.code) : cause.message;
  return error instanceof Error ? error.name : String(error);
}

/**
 * One contact-form POST with a message text unique to this run. Every fifth one comes from a
 * new simulated client (X-Forwarded-For; the server trusts one proxy), so none is over the
 * default rate limit. `status` is 0 when no answer came; `acked` is the 303 to "sent".
 * @returns {Promise<Outcome>}
 */
async function submit(/** @type {string} */ url, /** @type {string} */ tag) {
  const client = Math.floor(sequence / PER_CLIENT);
  const text = `reliability ${RUN_ID} ${tag} ${sequence++}`;
  const started = performance.now();
  try {
    const response = await fetch(`${url}/?index`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        // As a browser sends it from the site's own page: a form post from elsewhere is refused.
        Origin: url,
        "X-Forwarded-For": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: new URLSearchParams({ name: "Reliability", email: "bench@example.com", message: text }),
      signal: AbortSignal.timeout(REQUEST_MS),
    });
    const body = await response.text();
    const acked = response.status === 303 && SENT.test(response.headers.get("location") ?? "");
    return { text, status: response.status, acked, body, ms: performance.now() - started };
  } catch (error) {
    const body = `no answer (${reason(error)})`;
    return { text, status: 0, acked: false, body, ms: performance.now() - started };
  }
}

/**
 * `total` submissions over `concurrency` connections, until `stop()` or the deadline;
 * `onOutcome` sees each answer as it comes. Given several URLs, the submissions alternate
 * between them.
 * @param {string | string[]} url @param {string} tag
 * @param {{ total: number, concurrency: number, stop?: () => boolean,
 *   onOutcome?: (outcome: Outcome) => void }} options
 */
export async function runLoad(url, tag, options) {
  const { total, concurrency, stop = () => false, onOutcome = () => undefined } = options;
  /** @type {Outcome[]} */
  const outcomes = [];
  const deadline = Date.now() + DEADLINE_MS;
  const started = performance.now();
  let begun = 0;
  const worker = async () => {
    while (begun < total && !stop() && Date.now() < deadline) {
      const urls = [url].flat();
      const outcome = await submit(urls[begun++ % urls.length] ?? "", tag);
      outcomes.push(outcome);
      onOutcome(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** `count` submissions, one after the other. */
export const submitEach = async (/** @type {string} */ url, /** @type {string} */ tag, count = 5) =>
  (await runLoad(url, tag, { total: count, concurrency: 1 })).outcomes;

/** How many times each key occurs. */
const tally = (/** @type {string[]} */ keys) =>
  keys.reduce(
    (map, key) => map.set(key, (map.get(key) ?? 0) + 1),
    /** @type {Map<string, number>} */ (new Map()),
  );

/** "303 × 4990, no answer (ECONNRESET) × 10"; a 303 elsewhere than to "sent" is told apart. */
export function statusCounts(/** @type {Outcome[]} */ outcomes) {
  const keys = outcomes.map(({ status, acked, body }) =>
    acked ? "303" : status ? `${status}${status === 303 ? " elsewhere" : ""}` : body,
  );
  return [...tally(keys)].map(([key, count]) => `${key} × ${count}`).join(", ") || "none";
}

/**
 * How many times each message text is stored, read through the operator's export command: from
 * the SQLite file in `dataDir`, or from the PostgreSQL database at `databaseUrl`.
 */
export function storedCounts(/** @type {string} */ dataDir, databaseUrl = "") {
  const where = databaseUrl ? { databaseUrl } : { dataDir };
  return tally(storedMessages(where).map((stored) => stored.message));
}

/** What the server acknowledged against what is stored. */
export function reconcile(
  /** @type {Outcome[]} */ outcomes,
  /** @type {Map<string, number>} */ stored,
) {
  const acked = outcomes.filter((o) => o.acked).map((o) => o.text);
  const unanswered = new Set(outcomes.filter((o) => o.status === 0).map((o) => o.text));
  const ackedSet = new Set(acked);
  const others = [...stored.keys()].filter((text) => !ackedSet.has(text));
  return {
    acked: acked.length,
    unanswered: unanswered.size,
    exactlyOnce: acked.filter((text) => stored.get(text) === 1).length,
    lost: acked.filter((text) => !stored.has(text)).length,
    duplicated: [...stored.values()].filter((count) => count > 1).length,
    storedUnanswered: others.filter((text) => unanswered.has(text)).length,
    neverSent: others.filter((text) => !unanswered.has(text)).length,
  };
}

/** A page's status, or why it did not come. */
export async function pageStatus(/** @type {string} */ url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_MS) });
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return `no answer (${reason(error)})`;
  }
}
