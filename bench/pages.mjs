// @ts-check
// `npm run bench`: builds the site, serves the production build, runs Lighthouse (default
// config: mobile, simulated throttling) on every page and on its no-JS limit (the same HTML
// with every script removed, the floor the page is measured against), measures how much
// JavaScript the pages with islands load once a visitor has used them whole (Playwright),
// loads the server with autocannon, and writes the figures to docs/benchmarks.md, each target
// marked against budgets.mjs; one file per measurement in bench/pages/. The report goes to
// stdout, progress to stderr. Missed targets are reported, not asserted: a non-zero exit means
// a crash.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { chromiumExecutable } from "../harness/chromium.mjs";
import { builtPagePaths } from "../harness/production-server.mjs";
import { hasIslands, javascriptAfterUse } from "./pages/javascript-after-use.mjs";
import { keptServer } from "./pages/kept-server.mjs";
import { measure } from "./pages/lighthouse.mjs";
import { LIMIT_DIR, limitOf, removeLimitPages, writeLimitPages } from "./pages/limit-pages.mjs";
import { report } from "./pages/report.mjs";
import {
  nginxAvailable,
  originAgainstNginx,
  originSection,
} from "./pages/origin-against-nginx.mjs";
import { CONNECTIONS, firstScriptAsset, throughput } from "./pages/throughput.mjs";
import { openBenchNotices, STATUS_PAGE, statusSection } from "./pages/network-status-load.mjs";
import { searchSection, searchThroughput } from "./pages/search-load.mjs";

const HELP = `Usage: npm run bench -- [options]

  --no-build       use the existing build/ instead of running npm run build
  --runs N         Lighthouse runs per page; the median of each figure is kept (default 3)
  --pages LIST     comma-separated pages, e.g. /,/ar (default: every page of the build)
  --port N         port of the production server (default 4320)
  --duration S     seconds of load per autocannon target (default 10)
  --rounds N       rounds of the origin against nginx, interleaved (default 2); 0 leaves it out
  --origin-only    only the origin against nginx: prints its section, writes no report
  --status-only    only the network status page against the home page: prints its section
  --search-only    only the site search's answers against the home page: prints its section
  -h, --help       show this help

Needs Chromium: CHROME_PATH if set, else /usr/bin/chromium.`;

const ROOT = path.resolve(import.meta.dirname, "..");
const REPORT_FILE = path.join(ROOT, "docs/benchmarks.md");

/** @typedef {import("./pages/report.mjs").Pair} Pair
 * @typedef {import("./pages/javascript-after-use.mjs").JsUse} JsUse */

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
    "status-only": { type: "boolean" },
    "search-only": { type: "boolean" },
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
    statusOnly: Boolean(values["status-only"]),
    searchOnly: Boolean(values["search-only"]),
  };
}

/** The pages asked for, each checked against the build's pages; all of them by default. */
async function pagesToMeasure(/** @type {string[] | undefined} */ asked) {
  // A page rendered per request has no prerendered file for its no-JS limit: it is measured
  // under load instead (pages/network-status-load.mjs).
  const known = (await builtPagePaths()).filter((page) =>
    existsSync(path.join(ROOT, "build/client", page, "index.html")),
  );
  const unknown = asked?.filter((page) => !known.includes(page)) ?? [];
  if (unknown.length > 0) usageError(`Unknown page(s): ${unknown.join(", ")}.`);
  return asked ?? known;
}

/** The version `chromium --version` prints; the user agent's is reduced to 156.0.0.0. */
function chromiumVersion(/** @type {string} */ chromePath) {
  // Its stderr is captured and dropped: Debian's wrapper script prints shell noise there.
  const output = spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout;
  return /\d+(\.\d+){3}/.exec(output)?.[0] ?? output.trim();
}

/**
 * The origin's req/s beside nginx's on `/`, `/ar` and an asset (pages/origin-against-nginx.mjs),
 * as the report's lines; none when `--rounds 0`, one saying so when nginx is not installed.
 * @param {string} origin @param {{ port: number, duration: number, rounds: number }} options
 * @param {import("./pages/kept-server.mjs").KeptServer} server
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
    originPid: () => server.pid(),
  });
  return originSection(compared, { workers, duration, connections: CONNECTIONS, loadAverage });
}

/**
 * The network status page's req/s against the home page's, on the same server, with a few
 * notices open, as the report's lines.
 * @param {string} origin @param {number} duration @param {string} dataDir
 * @param {import("./pages/kept-server.mjs").KeptServer} server
 */
async function statusFigures(origin, duration, server, dataDir) {
  await server.up();
  openBenchNotices(dataDir);
  const home = await throughput(origin, "/", duration);
  await server.up();
  const status = await throughput(origin, STATUS_PAGE, duration);
  return statusSection(home, status);
}

/**
 * The site search's req/s and p99 for a mix of the examples against the home page's,
 * on the same server, as the report's lines.
 * @param {string} origin @param {number} duration
 * @param {import("./pages/kept-server.mjs").KeptServer} server
 */
async function searchFigures(origin, duration, server) {
  await server.up();
  const home = await throughput(origin, "/", duration);
  await server.up();
  const search = await searchThroughput(origin, duration);
  return searchSection(home, search);
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
    if (options.statusOnly) {
      console.log((await statusFigures(origin, options.duration, server, dataDir)).join("\n\n"));
      return;
    }
    if (options.searchOnly) {
      console.log((await searchFigures(origin, options.duration, server)).join("\n\n"));
      return;
    }
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
    const status = await statusFigures(origin, options.duration, server, dataDir);
    const search = await searchFigures(origin, options.duration, server);
    const chromium = chromiumVersion(chromePath);
    const originLines = await originFigures(origin, options, server);
    const text = await report(REPORT_FILE, {
      ...options,
      pairs,
      loads,
      uses,
      chromium,
      processes,
      origin: [...status, ...search, ...originLines],
    });
    await writeFile(REPORT_FILE, text);
    console.log(text);
    console.error(`Wrote ${path.relative(ROOT, REPORT_FILE)}.`);
  } finally {
    await server.stop();
    await removeLimitPages();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
