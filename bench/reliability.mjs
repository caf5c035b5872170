// @ts-check
// `npm run bench:reliability`: the contact form under load, across a crash and with an
// unwritable database, the home page under 1,000 connections, delivery to the care team, form
// bodies the server must not read and PostgreSQL beside SQLite, against the production build
// (`npm run build` first) on 127.0.0.1; one file per scenario in bench/reliability/. Prints a
// table per scenario, writes them all to docs/reliability.md, and exits 1 when an expectation is
// not met. Scenario 3 needs root; scenario 7 needs PostgreSQL's binaries (Debian's `postgresql`
// package). RELIABILITY_PORTS (`7300-7349`) keeps the servers to a range of ports,
// TEST_POSTGRES_PORTS PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import * as crash from "./reliability/crash.mjs";
import * as delivery from "./reliability/delivery.mjs";
import * as engines from "./reliability/engines.mjs";
import { failures, notes } from "./reliability/expectations.mjs";
import * as formBodies from "./reliability/form-bodies.mjs";
import * as load from "./reliability/load.mjs";
import * as pageLoad from "./reliability/page-load.mjs";
import { cleanUp } from "./reliability/servers.mjs";
import * as unwritable from "./reliability/unwritable.mjs";

/**
 * @typedef {{ title: string, intro: (size: import("./reliability/scale.mjs").RunSize) => string,
 *   run: (size: import("./reliability/scale.mjs").RunSize) => Promise<string> }} Scenario
 */

/** @type {Scenario[]} The scenarios, in order; each title starts with its number. */
const scenarios = [load, crash, unwritable, pageLoad, delivery, formBodies, engines];

const HELP = `Usage: npm run bench:reliability -- [options] [scenario numbers]

  1 2 …      run only these scenarios (each replaces its own section of the last report)
  --smoke    every scenario at a fiftieth of its size, to check that it still runs; the
             figures mean nothing, so the report is not written
  -h, --help show this help

Scenarios: ${scenarios.map((scenario) => scenario.title).join("; ")}.`;

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: { smoke: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HELP}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const numbers = scenarios.map(({ title }) => title.split(".")[0] ?? "");
  const unknown = parsed.positionals.filter((name) => !numbers.includes(name));
  if (unknown.length > 0) {
    console.error(`No scenario ${unknown.join(", ")}.\n\n${HELP}`);
    process.exit(2);
  }
  return { chosen: parsed.positionals, smoke: Boolean(parsed.values.smoke) };
}

const { chosen, smoke } = readOptions();
const size = { scale: smoke ? 1 / 50 : 1 };
const cpus = os.cpus();
const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
const machine = `${cpus.length} × ${cpus[0]?.model.trim()}, ${memory}, ${os.type()} ${os.release()}`;
const loadAverage = os.loadavg().map((value) => value.toFixed(2));
/** @type {string[]} */
const sections = [];

/** Runs one scenario; one that throws is reported, and the next one still runs. */
async function section(/** @type {Scenario} */ { title, intro, run }) {
  console.log(`\n## ${title}\n`);
  const body = await run(size).catch((/** @type {unknown} */ error) => {
    console.error(error);
    const first = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    failures.push(`${title} did not complete: ${first}`);
    return `Did not complete: ${first}`;
  });
  console.log(body);
  sections.push(`## ${title}\n\n${intro(size)}\n\n${body}`);
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing what this run created.`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  for (const scenario of scenarios) {
    if (chosen.length === 0 || chosen.includes(scenario.title.split(".")[0] ?? "")) {
      await section(scenario);
    }
  }
} finally {
  await cleanUp();
}

const summary = failures.length
  ? `Expectations not met:\n\n${failures.map((failure) => `- ${failure}`).join("\n")}`
  : "Every expectation was met.";
const notesText = [...notes].map((note) => `\n${note}\n`).join("");
const report = `# Reliability

Measured by \`npm run bench:reliability\` (\`bench/reliability.mjs\`, a file per scenario in
\`bench/reliability/\`) against the production build on 127.0.0.1, with the load generated on
the same machine.

- Date: ${new Date().toISOString()}
- Node.js: ${process.version}
- Machine: ${machine}
- Load average at the start (other work on the machine skews the timings): ${loadAverage.join(", ")}

${sections.join("\n\n")}

## Summary

${summary}
${notesText}`;
/** The report, whole; or, when only some scenarios ran, each in place of its own section. */
function writeReport() {
  const reportFile = new URL("../docs/reliability.md", import.meta.url);
  if (chosen.length === 0) return fs.writeFileSync(reportFile, report);
  let previous = fs.readFileSync(reportFile, "utf8");
  for (const text of sections) {
    const title = text.split("\n")[0] ?? "";
    const start = previous.indexOf(title);
    const end = start < 0 ? -1 : previous.indexOf("\n## ", start + title.length);
    previous =
      start < 0
        ? previous.replace("\n## Summary", `\n${text}\n\n## Summary`)
        : `${previous.slice(0, start)}${text}\n${previous.slice(end)}`;
  }
  fs.writeFileSync(reportFile, previous);
}

// A smoke run's fiftieth of the load says whether the scenarios run, not how the server holds.
if (!smoke) writeReport();
console.log(`\n${summary}\n${notesText}${smoke ? "" : "\nWrote docs/reliability.md"}`);
process.exitCode = failures.length ? 1 : 0;
