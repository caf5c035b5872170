// @ts-check
// The site search under load beside the home page on the same server: a mix of the issue's
// examples (a slip, a second script, an alias, a city, a plan, a topic), answered from the
// index each process holds in memory, against the home page answered from memory.
// @ts-expect-error -- autocannon ships no types and @types/autocannon is not installed.
import untypedAutocannon from "autocannon";
import { CONNECTIONS } from "./throughput.mjs";

/** The queries of the mix, each asked in turn by every connection. */
export const SEARCH_EXAMPLES = [
  "india",
  "indai",
  "London",
  "JLT",
  "barsha",
  "الهند",
  "Dubai",
  "Standard",
  "complaint",
];
/** The targets the search is held to: half the home page's requests per second, p99 ≤ 10 ms. */
export const SEARCH_TARGET_RATIO = 0.5;
export const SEARCH_TARGET_P99_MS = 10;

/** The part of autocannon's programmatic API used here. */
const autocannon = /** @type {(options: object) => Promise<{ errors: number, non2xx: number,
  requests: { average: number, total: number }, latency: { p99: number } }>} */ (untypedAutocannon);

/**
 * The search page's answers to the mix, in English and Arabic, under the home page's load.
 * @param {string} origin @param {number} duration
 * @returns {Promise<import("./throughput.mjs").Load>}
 */
export async function searchThroughput(origin, duration) {
  const paths = ["/search", "/ar/search"].flatMap((page) =>
    SEARCH_EXAMPLES.map((query) => `${page}?q=${encodeURIComponent(query)}`),
  );
  // Each answer asked a few times first, so every process has rendered it once, as the home
  // page was built before its run: the run measures answers as a steady stream of visitors gets them.
  for (let round = 0; round < 4; round += 1) {
    for (const path of paths) await (await fetch(origin + path)).arrayBuffer();
  }
  console.error(`autocannon the search's mix (${paths.length} answers): ${duration} s`);
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "br, gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  if (result.errors > 0 || result.non2xx > 0) {
    console.error(`search: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    target: "/search?q=… (the mix)",
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/**
 * The report's section: the search's req/s and p99 against the home page's, and the targets.
 * @param {import("./throughput.mjs").Load} home @param {import("./throughput.mjs").Load} search
 */
export function searchSection(home, search) {
  const ratio = search.rps / home.rps;
  const mark = (/** @type {boolean} */ met) => (met ? "met" : "missed");
  return [
    "## The site search against the home page",
    `The same server and load as above; each connection asks in turn ${SEARCH_EXAMPLES.map((query) => `“${query}”`).join(", ")}, ` +
      "in English and in Arabic, answered from the index each process holds in memory (an answer " +
      "kept for its minute and the notices it was made from), the home page answered from memory.",
    `| Target | req/s | p99 ms |\n| --- | --- | --- |\n| \`GET ${home.target}\` | ${Math.round(home.rps)} | ${home.p99} |\n| \`GET ${search.target}\` | ${Math.round(search.rps)} | ${search.p99} |`,
    `Ratio: ${ratio.toFixed(2)} of the home page's requests per second (target ≥ ${SEARCH_TARGET_RATIO}: ${mark(ratio >= SEARCH_TARGET_RATIO)}); ` +
      `p99 ${search.p99} ms (target ≤ ${SEARCH_TARGET_P99_MS} ms: ${mark(search.p99 <= SEARCH_TARGET_P99_MS)}).`,
  ];
}
