// @ts-check
// `npm run bench`: builds the site, serves the production build, runs Lighthouse (default
// config: mobile, simulated throttling) on every page and on its no-JS limit (the same HTML
// with every script removed, the floor the page is measured against), measures how much
// JavaScript the home pages load once a visitor has used them whole (Playwright), loads the
// server with autocannon, and writes the figures to docs/benchmarks.md. The report goes to stdout, progress
// to stderr. Missed targets are reported, not asserted: a non-zero exit means a crash.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import zlib from "node:zlib";
// @ts-expect-error -- autocannon ships no types and @types/autocannon is not installed.
import untypedAutocannon from "autocannon";
import { chromium as playwrightChromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { chromiumArgs, chromiumExecutable } from "../tests/chromium.mjs";
import { nginxAvailable, originAgainstNginx, originSection } from "./bench-nginx.mjs";
import { builtPagePaths, startProductionServer } from "./production-server.mjs";

const HELP = `Usage: node scripts/bench.mjs [options]

  --no-build       use the existing build/ instead of running npm run build
  --runs N         Lighthouse runs per page; the median of each figure is kept (default 3)
  --pages LIST     comma-separated pages, e.g. /,/ar (default: every page of the build)
  --port N         port of the production server (default 4320)
  --duration S     seconds of load per autocannon target (default 10)
  --rounds N       rounds of the origin against nginx, interleaved (default 2); 0 leaves it out
  --origin-only    only the origin against nginx: prints its section, writes no report
  -h, --help       show this help

Needs Chromium: CHROME_PATH if set, else /usr/bin/chromium.`;

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "build/client");
const LIMIT_DIR = path.join(CLIENT_DIR, "__limit");
const REPORT_FILE = path.join(ROOT, "docs/benchmarks.md");
const CONNECTIONS = 50;

/** The part of autocannon's programmatic API used here. */
const autocannon = /** @type {(options: object) => Promise<{ errors: number, non2xx: number,
  requests: { average: number }, latency: { p99: number } }>} */ (untypedAutocannon);

/**
 * @typedef {ReturnType<typeof keptServer>} Server
 * @typedef {import("lighthouse").Result} Result
 * @typedef {import("./production-server.mjs").ProductionServer} ProductionServer
 * @typedef {{ perf: number, a11y: number, bp: number, seo: number, fcp: number, lcp: number,
 *   tbt: number, cls: number, bootup: number, total: number, html: number, js: number,
 *   css: number, font: number }} Figures
 * @typedef {{ path: string, figures: Figures, results: Result[] }} Measured
 * @typedef {{ page: string, real: Measured, limit: Measured }} Pair
 * @typedef {{ target: string, rps: number, p99: number }} Load
 * @typedef {{ page: string, atLoad: number, afterUse: number, scripts: number,
 *   islands: number, hydrated: number }} JsUse
 */

/** A mistyped option ends the script with a message, not a stack trace.
 * @param {string} message @returns {never} */
function usageError(message) {
  console.error(`${message}\n\n${HELP}`);
  process.exit(2);
}

function readOptions() {
  const options = /** @type {const} */ ({
    help: { type: "boolean", short: "h" },
    "no-build": { type: "boolean" },
    runs: { type: "string", default: "3" },
    pages: { type: "string" },
    port: { type: "string", default: "4320" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    "origin-only": { type: "boolean" },
  });
  let values;
  try {
    values = parseArgs({ options }).values;
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  /** @param {string} name */
  const positive = (name, text = "") =>
    /^[1-9]\d*$/.test(text) ? Number(text) : usageError(`${name} needs a positive integer.`);
  return {
    build: !values["no-build"],
    runs: positive("--runs", values.runs),
    pages: values.pages?.split(",").map((page) => page.trim()),
    port: positive("--port", values.port),
    duration: positive("--duration", values.duration),
    rounds: /^\d+$/.test(values.rounds ?? "")
      ? Number(values.rounds)
      : usageError("--rounds needs a whole number."),
    originOnly: Boolean(values["origin-only"]),
  };
}

/** The pages asked for, each checked against the build's pages; all of them by default. */
async function pagesToMeasure(/** @type {string[] | undefined} */ asked) {
  const known = await builtPagePaths();
  const unknown = asked?.filter((page) => !known.includes(page)) ?? [];
  if (unknown.length > 0) usageError(`Unknown page(s): ${unknown.join(", ")}.`);
  return asked ?? known;
}

/** `/ar/terms` → `/__limit/ar/terms`; `/` → `/__limit`. */
const limitOf = (/** @type {string} */ page) => (page === "/" ? "/__limit" : `/__limit${page}`);
const htmlFileOf = (/** @type {string} */ page) => path.join(CLIENT_DIR, page, "index.html");

/** Drops every script element (inline and module) and module preload, as a browser with
 * JavaScript off ignores them; JSON-LD stays, being data no browser runs. A lazy match is
 * right: HTML ends a script at the first `</script`. */
function withoutScripts(/** @type {string} */ html) {
  const isData = (/** @type {string} */ tag) => /type=["']?application\/ld\+json/i.test(tag);
  const stripped = html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, (all, tag) => (isData(tag) ? all : ""))
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
  const left = stripped.match(/<script\b[^>]*>/gi)?.filter((tag) => !isData(tag)) ?? [];
  if (left.length > 0) throw new Error(`A script survived the stripping: ${left[0]}`);
  return stripped;
}

/** Writes the limit pages with the brotli and gzip copies scripts/precompress.mjs makes, so
 * both twins travel alike. Before the server starts: it looks for pages only then. */
async function writeLimitPages(/** @type {string[]} */ pages) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  for (const page of pages) {
    const html = Buffer.from(withoutScripts(await readFile(htmlFileOf(page), "utf8")));
    const file = htmlFileOf(limitOf(page));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    };
    await writeFile(`${file}.br`, await brotli(html, { params }));
    await writeFile(`${file}.gz`, await gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

/** The production server, on a throwaway database and with a contact rate limit that nothing
 * here can reach, started again whenever it is found stopped before a run: on a shared machine
 * other jobs stop stray servers, and the benchmark should resume rather than fail. */
function keptServer(/** @type {number} */ port, /** @type {string} */ dataDir) {
  /** @type {ProductionServer | undefined} */ let server;
  return {
    /** Resolves once the server is being served, starting it if it is not running, with the
     * number of its processes. */
    async up() {
      if (!server?.running()) {
        if (server) console.error("Starting the server again.");
        server = await startProductionServer({
          port,
          dataDir,
          env: { CONTACT_RATE_LIMIT: "1000000" },
          echoErrors: true,
        }).catch((/** @type {Error} */ error) => {
          throw new Error(`${error.message}\nIf the port is taken, pick another with --port.`);
        });
        const { process: child } = server;
        // Said on every stop: one in the middle of the runs explains the failures that follow.
        child.once("exit", (code, signal) => console.error(`Server stopped (${signal ?? code}).`));
      }
      return server.processes ?? 0;
    },
    stop: async () => server?.stop(),
  };
}

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
  /** @type {Server} */ server,
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
function failingAudits(/** @type {Result[]} */ results) {
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

function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** Lighthouse `runs` times on one page; each figure's median is taken on its own.
 * @param {string} origin @param {string} page @param {number} runs @param {string} chromePath
 * @param {Server} server
 * @returns {Promise<Measured>} */
async function measure(origin, page, runs, chromePath, server) {
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

/** Average requests per second and p99 latency. It asks for brotli as browsers do, so the
 * server answers with the precompressed files visitors get.
 * @param {string} origin @param {string} target @param {number} duration @returns {Promise<Load>} */
async function throughput(origin, target, duration) {
  console.error(`autocannon ${target}: ${duration} s, ${CONNECTIONS} connections`);
  const headers = { "accept-encoding": "br, gzip" };
  const options = { url: origin + target, connections: CONNECTIONS, duration, headers };
  const result = await autocannon(options);
  if (result.errors > 0 || result.non2xx > 0) {
    console.error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return { target, rps: result.requests.average, p99: result.latency.p99 };
}

/** The first hashed script the home page loads: the asset the server is loaded with. */
async function firstScriptAsset(/** @type {string} */ origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const asset = /\/assets\/[^"'\s>]+\.js/.exec(html)?.[0];
  if (!asset) throw new Error("No /assets/….js found in the HTML of /.");
  return asset;
}

/** The home pages (`/`, `/ar`): the pages with React islands. */
const isHomePage = (/** @type {string} */ page) => /^\/([a-z]{2})?$/.test(page);
/** The rates pages, whose one island is the destination finder. */
const isRatesPage = (/** @type {string} */ page) => /\/(international-calls|roaming)$/.test(page);
/** The pages with islands, whose JavaScript grows with use. */
const hasIslands = (/** @type {string} */ page) => isHomePage(page) || isRatesPage(page);

/** Counts a page's requests in flight and notes when one last started or ended. */
function networkWatch(/** @type {import("@playwright/test").Page} */ page) {
  const network = { pending: 0, last: Date.now() };
  const change = (/** @type {number} */ by) => {
    network.pending += by;
    network.last = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return network;
}

/** Resolves once no request has been in flight, started or ended for `quietMs`: Playwright's
 * "networkidle" holds only for a navigation, and here requests come from scrolling and typing.
 * @param {import("@playwright/test").Page} page @param {{ pending: number, last: number }} network */
async function networkQuiet(page, network, quietMs = 1000, timeoutMs = 30_000) {
  network.last = Math.max(network.last, Date.now());
  const deadline = Date.now() + timeoutMs;
  while (network.pending > 0 || Date.now() - network.last < quietMs) {
    if (Date.now() > deadline) throw new Error(`The network did not go quiet in ${timeoutMs} ms.`);
    await page.waitForTimeout(100);
  }
}

/**
 * The JavaScript one visitor's browser fetches on a home page: at load, and after scrolling
 * through to the end in steps (so every island comes near the viewport), choosing the Monthly
 * packages and typing into the contact form's name field. Each `.js` response counts with its
 * encoded body and response headers as Chromium's network stack received them (Playwright's
 * `request.sizes()`), the wire bytes Lighthouse's transfer sizes count too. A fresh browser,
 * so nothing comes from a cache.
 * @param {string} origin @param {string} pagePath @param {string} chromePath
 * @returns {Promise<JsUse>}
 */
async function javascriptAfterUse(origin, pagePath, chromePath) {
  const browser = await playwrightChromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    /** @type {Promise<number>[]} */ const sizes = [];
    const network = networkWatch(page);
    page.on("requestfinished", (request) => {
      if (!new URL(request.url()).pathname.endsWith(".js")) return;
      sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    const total = async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    await page.goto(origin + pagePath, { waitUntil: "networkidle" });
    await networkQuiet(page, network);
    const atLoad = await total();
    // Half a screen at a time, with a pause, so each island is seen approaching.
    for (;;) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight / 2);
        const { scrollY, innerHeight } = window;
        return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(200);
      if (atEnd) break;
    }
    if (isRatesPage(pagePath)) {
      // Find a destination by typing, then clear the search with Escape.
      await page.getByRole("searchbox").pressSequentially("phil", { delay: 50 });
      await page.getByRole("searchbox").press("Escape");
    } else {
      await page.click('label[for="package-period-monthly"]');
      await page.locator("#contact-name").pressSequentially("Mariam", { delay: 50 });
    }
    await networkQuiet(page, network);
    const islands = await page.locator("[data-island]").count();
    const hydrated = await page.locator("[data-island][data-hydrated]").count();
    return {
      page: pagePath,
      atLoad,
      afterUse: await total(),
      scripts: sizes.length,
      islands,
      hydrated,
    };
  } finally {
    await browser.close();
  }
}

/** The version `chromium --version` prints; the user agent's is reduced to 156.0.0.0. */
function chromiumVersion(/** @type {string} */ chromePath) {
  // Its stderr is captured and dropped: Debian's wrapper script prints shell noise there.
  const output = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout;
  return /\d+(\.\d+){3}/.exec(output)?.[0] ?? output.trim();
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number} */ value) => String(Math.round(value));
const code = (/** @type {string} */ text) => `\`${text}\``;
const mark = (/** @type {boolean} */ ok) => (ok ? "✅" : "❌");
const lcpRatio = (/** @type {Pair} */ { real, limit }) => real.figures.lcp / limit.figures.lcp;

/** A Markdown table; Prettier aligns its columns afterwards.
 * @param {string} head header cells separated by `|` @param {(string | number)[][]} rows */
function table(head, rows) {
  const cells = head.split("|");
  return [cells, cells.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

function pageRow(/** @type {Measured} */ { path: page, figures: f }) {
  const scores = [f.perf, f.a11y, f.bp, f.seo];
  const metrics = [ms(f.fcp), ms(f.lcp), ms(f.tbt), f.cls.toFixed(3)];
  return [code(page), ...scores, ...metrics, kb(f.total), kb(f.js), kb(f.css), kb(f.font)];
}

/** Each target, marked from the pages as shipped (the limits are only the yardstick); ➖ when
 * the page a target needs was not measured. */
function targetLines(/** @type {Pair[]} */ pairs, /** @type {JsUse[]} */ uses) {
  const all = pairs.map(({ real }) => real);
  const worst = (/** @type {(f: Figures) => number} */ pick) =>
    Math.max(...all.map(({ figures }) => pick(figures)));
  const home = pairs.find(({ page }) => page === "/")?.real.figures;
  const fonts = (/** @type {boolean} */ arabic) => {
    const sizes = pairs.filter(({ page }) => page.startsWith("/ar") === arabic);
    return sizes.length ? Math.max(...sizes.map(({ real }) => real.figures.font)) : undefined;
  };
  /** @param {string} label @param {number | undefined} bytes @param {number} max */
  const budget = (label, bytes, max) =>
    bytes === undefined
      ? `➖ ${label}: not measured`
      : `${mark(bytes / 1024 <= max)} ${label}: ${kb(bytes)} KB`;
  const below = all.filter(({ figures: f }) => Math.min(f.perf, f.a11y, f.bp, f.seo) < 100);
  const where = below.length ? `not on ${below.map((m) => code(m.path)).join(", ")}` : "yes";
  const ratio = Math.max(...pairs.map(lcpRatio));
  const [cls, tbt] = [worst((f) => f.cls), worst((f) => f.tbt)];
  return [
    `${mark(below.length === 0)} Lighthouse 100 everywhere: ${where}`,
    `${mark(ratio <= 1.2)} LCP ratio ≤ 1.2: worst ${ratio.toFixed(2)}`,
    `${mark(cls === 0)} CLS 0: worst ${cls.toFixed(3)}`,
    `${mark(tbt < 50)} TBT < 50 ms: worst ${ms(tbt)} ms`,
    budget("HTML on `/` ≤ 35 KB", home?.html, 35),
    budget("CSS on `/` ≤ 15 KB", home?.css, 15),
    budget("JS on `/` ≤ 125 KB", home?.js, 125),
    budget("Fonts ≤ 60 KB, English pages", fonts(false), 60),
    budget("Fonts ≤ 60 KB, Arabic pages", fonts(true), 60),
    arabicAgainstEnglish(pairs),
    ...ratesTargets(pairs, uses),
  ].map((line) => `- ${line}`);
}

/** `/ar`'s LCP within 1.05× of `/`'s, from the same run. @param {Pair[]} pairs */
function arabicAgainstEnglish(pairs) {
  const lcpOf = (/** @type {string} */ page) => pairs.find((pair) => pair.page === page)?.real;
  const [english, arabic] = [lcpOf("/"), lcpOf("/ar")];
  if (!english || !arabic) return "➖ `/ar` LCP ≤ 1.05× `/`: not measured";
  const ratio = arabic.figures.lcp / english.figures.lcp;
  return `${mark(ratio <= 1.05)} \`/ar\` LCP ≤ 1.05× \`/\`: ${ms(arabic.figures.lcp)} ms against ${ms(english.figures.lcp)} ms, ${ratio.toFixed(2)}`;
}

/** The rates pages' own targets: LCP within 1.05× of the page without its script, the whole
 * list in 30 KB of HTML, 5 KB of JavaScript at load and 15 KB once the finder is used.
 * @param {Pair[]} pairs @param {JsUse[]} uses */
function ratesTargets(pairs, uses) {
  const rates = pairs.filter(({ page }) => isRatesPage(page));
  if (rates.length === 0) return [];
  const ratio = Math.max(...rates.map(lcpRatio));
  const html = Math.max(...rates.map(({ real }) => real.figures.html));
  const used = uses.filter((use) => isRatesPage(use.page));
  const afterUse = used.length ? Math.max(...used.map((use) => use.afterUse)) : undefined;
  const atLoad = Math.max(...rates.map(({ real }) => real.figures.js));
  return [
    `${mark(ratio <= 1.05)} Rates pages' LCP ratio ≤ 1.05: worst ${ratio.toFixed(2)}`,
    `${mark(html / 1024 <= 30)} Rates pages' HTML ≤ 30 KB: worst ${kb(html)} KB`,
    `${mark(atLoad / 1024 <= 5)} Rates pages' JS at load ≤ 5 KB: worst ${kb(atLoad)} KB`,
    afterUse === undefined
      ? "➖ Rates pages' JS after use ≤ 15 KB: not measured"
      : `${mark(afterUse / 1024 <= 15)} Rates pages' JS after use ≤ 15 KB: worst ${kb(afterUse)} KB`,
  ];
}

/** The home pages' JavaScript: Lighthouse's figures (at load, no interaction) beside what a
 * visitor who uses the whole page fetches.
 * @param {Pair[]} pairs @param {JsUse[]} uses */
function javascriptSection(pairs, uses) {
  if (uses.length === 0) return [];
  const rows = uses.map((use) => {
    const f = pairs.find(({ page }) => page === use.page)?.real.figures;
    if (!f) throw new Error(`No Lighthouse figures for ${use.page}.`);
    const islands = `${use.hydrated} of ${use.islands}`;
    const js = [kb(f.js), kb(use.atLoad), kb(use.afterUse), use.scripts, islands];
    return [code(use.page), ...js, ms(f.bootup), ms(f.tbt), f.perf];
  });
  return [
    "## JavaScript on the pages with islands",
    "JS at load is Lighthouse's script transfer size (the JS KB column above): it loads the " +
      "page and does not scroll or interact. The same at load in Playwright is a check on it. " +
      "JS after use: Playwright drives the same Chromium at 375×740, loads the page, scrolls " +
      "to the end half a screen at a time with 200 ms pauses (so every island comes near the " +
      "viewport), clicks the Monthly packages option, types into the contact form's name " +
      "field (on a rates page: types `phil` into the finder, then Escape) and waits until the network has been quiet for 1 s; it sums every `.js` " +
      "response's encoded body and response headers as Chromium received them " +
      "(`request.sizes()`), from an empty cache. Bootup-time is Lighthouse's `bootup-time` " +
      "audit (script evaluation, parsing and compiling on the main thread, throttled); it " +
      "and TBT are the median over the runs.",
    table(
      "Page|JS at load KB|JS at load KB (Playwright)|JS after use KB|JS files after use|" +
        "Islands hydrated|Bootup-time ms|TBT ms|Perf",
      rows,
    ),
  ];
}

/** The whole report in Markdown, through Prettier so `npm run format:check` accepts it.
 * @param {{ pairs: Pair[], loads: Load[], uses: JsUse[], runs: number, duration: number,
 *   chromium: string, processes: number, origin: string[] }} measured */
async function report({ pairs, loads, uses, runs, duration, chromium, processes, origin }) {
  const measured = pairs.flatMap(({ real, limit }) => [real, limit]);
  const results = measured.flatMap((m) => m.results);
  const cpu = results.map((lhr) => lhr.environment.benchmarkIndex);
  // Simulated throttling scales the CPU time it observes, so a busy machine inflates TBT, FCP
  // and LCP. Lighthouse's CLI warns below 1,000; its Node API does not, so the report does.
  const busy = Math.min(...cpu) < 1000 ? " (below 1,000: a busy machine, timings inflated)." : ".";
  const failing = measured.flatMap(({ path: page, results: runs }) => {
    const audits = failingAudits(runs);
    return audits.length ? [`- ${code(page)}: ${audits.join(", ")}`] : [];
  });
  const markdown = [
    "# Benchmarks",
    `Measured by \`npm run bench\` on ${new Date().toISOString()}: Node ${process.version}, ` +
      `Chromium ${chromium}, Lighthouse ${results[0]?.lighthouseVersion} (default config: ` +
      `mobile, simulated throttling). Each figure is the median of ${runs} run(s). Sizes are ` +
      "transfer sizes; KB = 1,024 bytes.",
    `Lighthouse's CPU benchmark index: median ${median(cpu)}, lowest ${Math.min(...cpu)}${busy}`,
    "Each page is measured beside its no-JS limit (`/__limit/…`): the same HTML with every " +
      "script and module preload removed, what the page would cost without JavaScript.",
    "## Lighthouse",
    table(
      "Page|Perf|A11y|BP|SEO|FCP ms|LCP ms|TBT ms|CLS|Total KB|JS KB|CSS KB|Font KB",
      pairs.flatMap(({ real, limit }) => [pageRow(real), pageRow(limit)]),
    ),
    "## LCP against the no-JS limit",
    table(
      "Page|LCP ms|Limit LCP ms|Ratio",
      pairs.map((pair) => {
        const { page, real, limit } = pair;
        return [code(page), ms(real.figures.lcp), ms(limit.figures.lcp), lcpRatio(pair).toFixed(2)];
      }),
    ),
    ...javascriptSection(pairs, uses),
    "## Server throughput",
    `autocannon, ${duration} s, ${CONNECTIONS} connections over loopback, ` +
      `\`Accept-Encoding: br, gzip\`, against ${processes} server processes ` +
      "(`WEB_CONCURRENCY`, else one per core).",
    table(
      "Target|req/s|p99 ms",
      loads.map(({ target, rps, p99 }) => [code(`GET ${target}`), Math.round(rps), p99]),
    ),
    ...origin,
    "## Targets",
    targetLines(pairs, uses).join("\n"),
    "## Audits that cost points (worst score over the runs)",
    failing.join("\n") || "None.",
  ].join("\n\n");
  const config = await prettier.resolveConfig(REPORT_FILE);
  // Its plugins (Tailwind) leave Markdown alone, and would be resolved from the cwd.
  return prettier.format(markdown, { ...config, plugins: [], filepath: REPORT_FILE });
}

/**
 * The origin's req/s beside nginx's on `/`, `/ar` and an asset (scripts/bench-nginx.mjs), as
 * the report's lines; none when nginx is not installed or `--rounds 0`.
 * @param {string} origin @param {{ port: number, duration: number, rounds: number }} options
 * @param {ReturnType<typeof keptServer>} server
 */
async function originFigures(origin, { port, duration, rounds }, server) {
  if (rounds === 0) return [];
  if (!nginxAvailable()) return ["## The origin against nginx", "Not measured: nginx not found."];
  const workers = await server.up();
  const loadAverage = os.loadavg();
  const compared = await originAgainstNginx({
    origin,
    targets: ["/", "/ar", await firstScriptAsset(origin)],
    workers,
    port: port + 1,
    rounds,
    throughput: (base, target) => throughput(base, target, duration),
    up: () => server.up(),
  });
  return originSection(compared, { workers, duration, connections: CONNECTIONS, loadAverage });
}

async function main() {
  const options = readOptions();
  const chromePath = chromiumExecutable();
  if (!chromePath || !existsSync(chromePath)) {
    console.error("Chromium not found: set CHROME_PATH, or install it (apt-get install chromium).");
    process.exit(1);
  }
  if (options.build) {
    // The build's output goes to stderr, keeping stdout for the report.
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", 2, 2] });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status}).`);
  }
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("No production build in build/: run without --no-build.");
  }
  const pages = await pagesToMeasure(options.pages);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sahab-bench-"));
  const server = keptServer(options.port, dataDir);
  // Ctrl-C skips `finally`: leave the build, the temp dir and the processes as they were.
  process.once("SIGINT", () => {
    void server.stop();
    chromeLauncher.killAll();
    rmSync(LIMIT_DIR, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
  try {
    const origin = `http://127.0.0.1:${options.port}`;
    if (options.originOnly) {
      console.log((await originFigures(origin, options, server)).join("\n\n"));
      return;
    }
    await writeLimitPages(pages);
    await server.up();
    /** @type {Pair[]} */ const pairs = [];
    for (const page of pages) {
      const real = await measure(origin, page, options.runs, chromePath, server);
      const limit = await measure(origin, limitOf(page), options.runs, chromePath, server);
      pairs.push({ page, real, limit });
    }
    /** @type {JsUse[]} */ const uses = [];
    for (const page of pages.filter(hasIslands)) {
      await server.up();
      console.error(`Playwright ${page}: JavaScript after use`);
      uses.push(await javascriptAfterUse(origin, page, chromePath));
    }
    const loads = [];
    const processes = await server.up();
    for (const target of ["/", await firstScriptAsset(origin)]) {
      await server.up();
      loads.push(await throughput(origin, target, options.duration));
    }
    const chromium = chromiumVersion(chromePath);
    const originLines = await originFigures(origin, options, server);
    const text = await report({
      ...options,
      pairs,
      loads,
      uses,
      chromium,
      processes,
      origin: originLines,
    });
    await writeFile(REPORT_FILE, text);
    console.log(text);
    console.error(`Wrote ${path.relative(ROOT, REPORT_FILE)}.`);
  } finally {
    await server.stop();
    await rm(LIMIT_DIR, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
