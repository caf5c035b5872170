// @ts-check
// The report of `npm run bench` in Markdown: the figures, and each target marked against the
// budgets in budgets.mjs.
import * as prettier from "prettier";
import { budgets } from "../../budgets.mjs";
import { table } from "../markdown.mjs";
import { median } from "../statistics.mjs";
import { isCoveragePage, isHomePage, isRatesPage } from "./javascript-after-use.mjs";
import { failingAudits } from "./lighthouse.mjs";
import { CONNECTIONS } from "./throughput.mjs";

/**
 * @typedef {import("./lighthouse.mjs").Figures} Figures
 * @typedef {import("./lighthouse.mjs").Measured} Measured
 * @typedef {{ page: string, real: Measured, limit: Measured }} Pair
 * @typedef {import("./throughput.mjs").Load} Load
 * @typedef {import("./javascript-after-use.mjs").JsUse} JsUse
 */

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number} */ value) => String(Math.round(value));
const code = (/** @type {string} */ text) => `\`${text}\``;
const mark = (/** @type {boolean} */ ok) => (ok ? "✅" : "❌");
/** The plans compared and each plan's page. */
const isPlansPage = (/** @type {string} */ page) => /\/plans(\/[a-z]+)?$/.test(page);
/** The stores page, in each language. */
const isStoresPage = (/** @type {string} */ page) => /^(\/ar)?\/stores$/.test(page);
export const lcpRatio = (/** @type {Pair} */ { real, limit }) =>
  real.figures.lcp / limit.figures.lcp;

function pageRow(/** @type {Measured} */ { path: page, figures: f }) {
  const scores = [f.perf, f.a11y, f.bp, f.seo];
  const metrics = [ms(f.fcp), ms(f.lcp), ms(f.tbt), f.cls.toFixed(3)];
  return [code(page), ...scores, ...metrics, kb(f.total), kb(f.js), kb(f.css), kb(f.font)];
}

/** A byte budget's line: the worst of the pages measured against its KB (budgets.mjs); ➖
 * when none of its pages was measured.
 * @param {string} label @param {number[]} sizes @param {number} maxKb */
function budgetLine(label, sizes, maxKb) {
  if (sizes.length === 0) return `➖ ${label} ≤ ${maxKb} KB: not measured`;
  const worst = Math.max(...sizes);
  return `${mark(worst / 1024 <= maxKb)} ${label} ≤ ${maxKb} KB: worst ${kb(worst)} KB`;
}

/** Each target, marked from the pages as shipped (the limits are only the yardstick). */
function targetLines(/** @type {Pair[]} */ pairs, /** @type {JsUse[]} */ uses) {
  const all = pairs.map(({ real }) => real);
  const worst = (/** @type {(f: Figures) => number} */ pick) =>
    Math.max(...all.map(({ figures }) => pick(figures)));
  const below = all.filter(({ figures: f }) => Math.min(f.perf, f.a11y, f.bp, f.seo) < 100);
  const where = below.length ? `not on ${below.map((m) => code(m.path)).join(", ")}` : "yes";
  const ratio = Math.max(...pairs.map(lcpRatio));
  const [cls, tbt] = [worst((f) => f.cls), worst((f) => f.tbt)];
  return [
    `${mark(below.length === 0)} Lighthouse 100 everywhere: ${where}`,
    `${mark(ratio <= 1.2)} LCP ratio ≤ 1.2: worst ${ratio.toFixed(2)}`,
    `${mark(cls === 0)} CLS 0: worst ${cls.toFixed(3)}`,
    `${mark(tbt < 50)} TBT < 50 ms: worst ${ms(tbt)} ms`,
    ...budgetLines(pairs, uses),
    arabicAgainstEnglish(pairs),
    ...ratesLcpTarget(pairs),
    ...plansLcpTarget(pairs),
    ...storesLcpTarget(pairs),
    ...coverageLcpTarget(pairs),
  ].map((line) => `- ${line}`);
}

/** Each budget of budgets.mjs, over the pages it holds that were measured. JavaScript at load
 * is Lighthouse's transfer size, after use Playwright's (headers included in both).
 * @param {Pair[]} pairs @param {JsUse[]} uses */
function budgetLines(pairs, uses) {
  const { home, rates, plans, coverage, stores } = budgets;
  const figures = (/** @type {(page: string) => boolean} */ holds) =>
    pairs.filter(({ page }) => holds(page)).map(({ real }) => real.figures);
  const afterUse = (/** @type {(page: string) => boolean} */ holds) =>
    uses.filter((use) => holds(use.page)).map((use) => use.afterUse);
  const homes = figures(isHomePage);
  const ratesPages = figures(isRatesPage);
  const fonts = (/** @type {boolean} */ arabic) =>
    figures((page) => page.startsWith("/ar") === arabic).map((f) => f.font);
  return [
    budgetLine(
      "HTML on the home pages",
      homes.map((f) => f.html),
      home.html,
    ),
    budgetLine(
      "CSS on the home pages",
      homes.map((f) => f.css),
      home.css,
    ),
    budgetLine(
      "JS at load on the home pages",
      homes.map((f) => f.js),
      home.jsAtLoad,
    ),
    budgetLine("JS after use on the home pages", afterUse(isHomePage), home.jsAfterUse),
    budgetLine("Fonts on English pages", fonts(false), home.font),
    budgetLine("Fonts on Arabic pages", fonts(true), home.font),
    budgetLine(
      "HTML on the rates pages",
      ratesPages.map((f) => f.html),
      rates.html,
    ),
    budgetLine(
      "JS at load on the rates pages",
      ratesPages.map((f) => f.js),
      rates.jsAtLoad,
    ),
    budgetLine("JS after use on the rates pages", afterUse(isRatesPage), rates.jsAfterUse),
    budgetLine(
      "HTML on the coverage pages",
      figures(isCoveragePage).map((f) => f.html),
      coverage.html,
    ),
    budgetLine(
      "JS at load on the coverage pages",
      figures(isCoveragePage).map((f) => f.js),
      coverage.jsAtLoad,
    ),
    budgetLine("JS after use on the coverage pages", afterUse(isCoveragePage), coverage.jsAfterUse),
    budgetLine(
      "JS at load on the plans pages",
      figures(isPlansPage).map((f) => f.js),
      plans.jsAtLoad,
    ),
    budgetLine(
      "JS at load on the stores pages",
      figures(isStoresPage).map((f) => f.js),
      stores.jsAtLoad,
    ),
  ];
}

/** `/ar`'s LCP within 1.05× of `/`'s, from the same run. @param {Pair[]} pairs */
function arabicAgainstEnglish(pairs) {
  const lcpOf = (/** @type {string} */ page) => pairs.find((pair) => pair.page === page)?.real;
  const [english, arabic] = [lcpOf("/"), lcpOf("/ar")];
  if (!english || !arabic) return "➖ `/ar` LCP ≤ 1.05× `/`: not measured";
  const ratio = arabic.figures.lcp / english.figures.lcp;
  return `${mark(ratio <= 1.05)} \`/ar\` LCP ≤ 1.05× \`/\`: ${ms(arabic.figures.lcp)} ms against ${ms(english.figures.lcp)} ms, ${ratio.toFixed(2)}`;
}

/** The rates pages draw their tables from the HTML alone: LCP within 1.05× of the page
 * without its script. */
function ratesLcpTarget(/** @type {Pair[]} */ pairs) {
  const rates = pairs.filter(({ page }) => isRatesPage(page));
  if (rates.length === 0) return [];
  const ratio = Math.max(...rates.map(lcpRatio));
  return [`${mark(ratio <= 1.05)} Rates pages' LCP ratio ≤ 1.05: worst ${ratio.toFixed(2)}`];
}

/** The coverage pages answer from their HTML; the filter is an enhancement: LCP within 1.05×
 * of the page without its script. */
function coverageLcpTarget(/** @type {Pair[]} */ pairs) {
  const pages = pairs.filter(({ page }) => isCoveragePage(page));
  if (pages.length === 0) return [];
  const ratio = Math.max(...pages.map(lcpRatio));
  return [`${mark(ratio <= 1.05)} Coverage pages' LCP ratio ≤ 1.05: worst ${ratio.toFixed(2)}`];
}

/** The plans' pages are HTML and CSS alone: LCP within 1.05× of the same page with no script. */
function plansLcpTarget(/** @type {Pair[]} */ pairs) {
  const plans = pairs.filter(({ page }) => isPlansPage(page));
  if (plans.length === 0) return [];
  const ratio = Math.max(...plans.map(lcpRatio));
  return [`${mark(ratio <= 1.05)} Plans pages' LCP ratio ≤ 1.05: worst ${ratio.toFixed(2)}`];
}

/** The stores page says every store's hours in HTML, its script only keeps "open now" true:
 * LCP within 1.05× of the same page with no script. */
function storesLcpTarget(/** @type {Pair[]} */ pairs) {
  const stores = pairs.filter(({ page }) => isStoresPage(page));
  if (stores.length === 0) return [];
  const ratio = Math.max(...stores.map(lcpRatio));
  return [`${mark(ratio <= 1.05)} Stores pages' LCP ratio ≤ 1.05: worst ${ratio.toFixed(2)}`];
}

/** The JavaScript of the pages with islands: Lighthouse's figures (at load, no interaction) beside what a
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
      "field (on a rates page: types `phil` into the finder, then Escape; on a coverage page, `bars` into its filter, then Escape) and waits until " +
      "the network has been quiet for 1 s; it sums every `.js` " +
      "response's encoded body and response headers as Chromium received them " +
      "(`request.sizes()`), from an empty cache. Bootup-time is Lighthouse's `bootup-time` " +
      "audit (script evaluation, parsing and compiling on the main thread, throttled); it " +
      "and TBT are the median over the runs.",
    table(
      [
        ...["Page", "JS at load KB", "JS at load KB (Playwright)", "JS after use KB"],
        ...["JS files after use", "Islands hydrated", "Bootup-time ms", "TBT ms", "Perf"],
      ],
      rows,
    ),
  ];
}

/** The whole report in Markdown, through Prettier (as configured for `file`, where it will be
 * written) so `npm run format:check` accepts it.
 * @param {string} file
 * @param {{ pairs: Pair[], loads: Load[], uses: JsUse[], runs: number, duration: number,
 *   chromium: string, processes: number, origin: string[] }} measured
 * (`origin`: the section of the origin against nginx, pages/origin-against-nginx.mjs) */
export async function report(
  file,
  { pairs, loads, uses, runs, duration, chromium, processes, origin },
) {
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
      "Page|Perf|A11y|BP|SEO|FCP ms|LCP ms|TBT ms|CLS|Total KB|JS KB|CSS KB|Font KB".split("|"),
      pairs.flatMap(({ real, limit }) => [pageRow(real), pageRow(limit)]),
    ),
    "## LCP against the no-JS limit",
    table(
      ["Page", "LCP ms", "Limit LCP ms", "Ratio"],
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
      ["Target", "req/s", "p99 ms"],
      loads.map(({ target, rps, p99 }) => [code(`GET ${target}`), Math.round(rps), p99]),
    ),
    ...origin,
    "## Targets",
    targetLines(pairs, uses).join("\n"),
    "## Audits that cost points (worst score over the runs)",
    failing.join("\n") || "None.",
  ].join("\n\n");
  const config = await prettier.resolveConfig(file);
  // Its plugins (Tailwind) leave Markdown alone, and would be resolved from the cwd.
  return prettier.format(markdown, { ...config, plugins: [], filepath: file });
}
