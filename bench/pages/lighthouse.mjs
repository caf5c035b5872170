// @ts-check
// Lighthouse (default config: mobile, simulated throttling) on one page, a few runs, each
// figure's median kept.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs } from "../../harness/chromium.mjs";
import { median } from "../statistics.mjs";

/**
 * @typedef {import("./kept-server.mjs").KeptServer} KeptServer
 * @typedef {import("lighthouse").Result} Result
 * @typedef {{ perf: number, a11y: number, bp: number, seo: number, fcp: number, lcp: number,
 *   tbt: number, cls: number, bootup: number, total: number, html: number, js: number,
 *   css: number, font: number }} Figures
 * @typedef {{ path: string, figures: Figures, results: Result[] }} Measured
 */

/** One Chromium per run, so no cache, storage or tab carries over from one run to the next. */
async function lighthouseOnce(/** @type {string} */ url, /** @type {string} */ chromePath) {
  const chromeFlags = ["--headless=new", ...chromiumArgs];
  // Ctrl-C is handled in main(), which also removes the limit pages.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART, "please
 * run Lighthouse again"): a failed run is retried twice before the benchmark gives up. */
async function lighthouseRun(
  /** @type {string} */ url,
  /** @type {string} */ chromePath,
  /** @type {KeptServer} */ server,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await server.up();
      return await lighthouseOnce(url, chromePath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}; retrying.`);
    }
  }
}

/** @param {Result} lhr @returns {Figures} */
function figuresOf(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits["resource-summary"]?.details;
  const items = details?.type === "table" ? details.items : [];
  const bytes = (/** @type {string} */ type) =>
    Number(items.find((item) => item.resourceType === type)?.transferSize ?? 0);
  return {
    ...{ perf: score("performance"), a11y: score("accessibility") },
    ...{ bp: score("best-practices"), seo: score("seo") },
    ...{ fcp: metric("first-contentful-paint"), lcp: metric("largest-contentful-paint") },
    ...{ tbt: metric("total-blocking-time"), cls: metric("cumulative-layout-shift") },
    bootup: metric("bootup-time"),
    ...{ total: bytes("total"), html: bytes("document"), js: bytes("script") },
    ...{ css: bytes("stylesheet"), font: bytes("font") },
  };
}

/** The audits that cost a category points (weighted, scored below 1), each with its worst
 * score over the runs: what to fix when a score is below 100. */
export function failingAudits(/** @type {Result[]} */ results) {
  /** @type {Map<string, number>} */ const failing = new Map();
  for (const lhr of results) {
    for (const category of Object.values(lhr.categories)) {
      for (const { id, weight } of category.auditRefs) {
        const score = lhr.audits[id]?.score;
        if (weight === 0 || typeof score !== "number" || score >= 1) continue;
        const key = `${category.id}: ${id}`;
        failing.set(key, Math.min(score, failing.get(key) ?? 1));
      }
    }
  }
  return [...failing].map(([key, score]) => `${key} (${score})`);
}

/** Lighthouse `runs` times on one page; each figure's median is taken on its own.
 * @param {string} origin @param {string} page @param {number} runs @param {string} chromePath
 * @param {KeptServer} server
 * @returns {Promise<Measured>} */
export async function measure(origin, page, runs, chromePath, server) {
  /** @type {Result[]} */ const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    results.push(await lighthouseRun(origin + page, chromePath, server));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(`Lighthouse ${page}, run ${run} of ${runs}: ${seconds} s`);
  }
  const all = results.map(figuresOf);
  const keys = /** @type {(keyof Figures)[]} */ (Object.keys(all[0] ?? {}));
  const figures = Object.fromEntries(keys.map((key) => [key, median(all.map((f) => f[key]))]));
  return { path: page, figures: /** @type {Figures} */ (figures), results };
}
