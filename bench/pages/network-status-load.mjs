// @ts-check
// The network status page under load beside the home page on the same server: the one page
// rendered per request (from each process's short cache of the notices) against the one
// answered from memory. Its notices are opened first with the operations centre's command, so
// the page renders what a visitor in the middle of an outage reads.
import { execFileSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const STATUS_PAGE = "/network-status";
/** The ratio the page is held to: at least half the home page's requests per second. */
export const STATUS_TARGET_RATIO = 0.5;

const notice = (/** @type {number} */ index) => [
  "open",
  `bench-${index}`,
  ...["--kind", index === 0 ? "outage" : "degradation", "--services", "4g,calls"],
  ...["--areas", ["dubai", "sharjah", "abu-dhabi"][index % 3] ?? "dubai"],
  ...["--title-en", `Bench notice ${index + 1}`, "--title-ar", `إشعار تجريبي ${index + 1}`],
  ...["--description-en", "Data is slower than usual in parts of the city."],
  ...["--description-ar", "البيانات أبطأ من المعتاد في أجزاء من المدينة."],
  ...["--starts", new Date(Date.now() - 3_600_000).toISOString()],
];

/** Opens a few notices in the server's SQLite database (the server has made it). */
export function openBenchNotices(/** @type {string} */ dataDir) {
  for (let index = 0; index < 3; index += 1) {
    execFileSync(
      process.execPath,
      [path.join(ROOT, "scripts/network-status.mjs"), ...notice(index)],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  }
}

/**
 * The report's section: the page's req/s against the home page's, and the ratio.
 * @param {import("./throughput.mjs").Load} home @param {import("./throughput.mjs").Load} status
 */
export function statusSection(home, status) {
  const ratio = status.rps / home.rps;
  const mark = ratio >= STATUS_TARGET_RATIO ? "met" : "missed";
  return [
    "## The network status page against the home page",
    "The same server and load as above; the network status page is rendered per request from " +
      "each process's cache of the notices (three open), the home page answered from memory.",
    `| Target | req/s | p99 ms |\n| --- | --- | --- |\n| \`GET ${home.target}\` | ${Math.round(home.rps)} | ${home.p99} |\n| \`GET ${status.target}\` | ${Math.round(status.rps)} | ${status.p99} |`,
    `Ratio: ${ratio.toFixed(2)} of the home page's requests per second (target ≥ ${STATUS_TARGET_RATIO}: ${mark}).`,
  ];
}
