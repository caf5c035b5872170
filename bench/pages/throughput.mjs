// @ts-check
// The server under load: autocannon against a page and a script asset.
// @ts-expect-error -- autocannon ships no types and @types/autocannon is not installed.
import untypedAutocannon from "autocannon";

export const CONNECTIONS = 50;

/** The part of autocannon's programmatic API used here. */
const autocannon = /** @type {(options: object) => Promise<{ errors: number, non2xx: number,
  requests: { average: number, total: number }, latency: { p99: number } }>} */ (untypedAutocannon);

/** @typedef {{ target: string, rps: number, p99: number, requests: number }} Load */

/** Average requests per second and p99 latency. It asks for brotli as browsers do, so the
 * server answers with the precompressed files visitors get.
 * @param {string} origin @param {string} target @param {number} duration @returns {Promise<Load>} */
export async function throughput(origin, target, duration) {
  console.error(`autocannon ${target}: ${duration} s, ${CONNECTIONS} connections`);
  const headers = { "accept-encoding": "br, gzip" };
  const options = { url: origin + target, connections: CONNECTIONS, duration, headers };
  const result = await autocannon(options);
  if (result.errors > 0 || result.non2xx > 0) {
    console.error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    target,
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The first hashed script the home page loads: the asset the server is loaded with. */
export async function firstScriptAsset(/** @type {string} */ origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const asset = /\/assets\/[^"'\s>]+\.js/.exec(html)?.[0];
  if (!asset) throw new Error("No /assets/….js found in the HTML of /.");
  return asset;
}
