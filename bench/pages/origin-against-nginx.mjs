// @ts-check
// The part of `npm run bench` that holds the origin to nginx: the same files of build/client,
// loaded alike from the production server (`npm start`), from a bare nginx serving the folder
// with its precompressed twins, and from nginx in front of the server with deploy/nginx.conf
// (which serves the build's files itself, with the server's headers). The ratios are the
// figures: origin / bare nginx (target 0.8) and nginx in front / bare nginx (target 0.9). A bare
// node:http answering the origin's own bytes and headers is loaded alike, as Node's floor.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { acceptsConnections } from "../../harness/free-port.mjs";
import { startBareNode } from "./bare-node.mjs";
import { withProcessCpu } from "./process-cpu.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, "build");
const NGINX =
  process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The targets: nginx's and the origin's at the same counts of processes and connections. */
export const ORIGIN_TARGETS = { origin: 0.8, inFront: 0.9 };

/** Whether nginx can be run here (the comparison is left out, with a line saying so, if not). */
export function nginxAvailable() {
  return existsSync(NGINX) || NGINX === "nginx";
}

/**
 * Starts nginx on 127.0.0.1:`port` with `server` (the body of one `server` block, and what the
 * `http` block needs before it), `workers` worker processes, in a throwaway prefix.
 * @param {{ port: number, workers: number, http: string }} options
 */
async function startNginx({ port, workers, http }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sahab-bench-nginx-"));
  chmodSync(dir, 0o755);
  const temp = (/** @type {string} */ name) => path.join(dir, name);
  writeFileSync(
    temp("nginx.conf"),
    [
      ...(existsSync(BROTLI_STATIC_MODULE) ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
      `worker_processes ${workers};`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${temp(kind)};`,
      ),
      http,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(
    NGINX,
    ["-p", dir, "-e", "stderr", "-c", temp("nginx.conf"), "-g", `daemon off; pid ${temp("pid")};`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr.on("data", (chunk) => (output += String(chunk)));
  const exited = once(child, "exit");
  for (let waited = 0; !(await acceptsConnections(port)); waited += 50) {
    if (child.exitCode !== null || waited > 10_000) {
      child.kill("SIGTERM");
      throw new Error(`nginx did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A bare nginx: the build's client folder and its twins, no headers of the site's. */
const bareSite = (/** @type {number} */ port) => `
  include /etc/nginx/mime.types;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(BUILD_DIR, "client")};
    gzip_static on;
    ${existsSync(BROTLI_STATIC_MODULE) ? "brotli_static on;" : ""}
    location / { try_files $uri $uri/index.html =404; }
  }`;

/** deploy/nginx.conf as docs/operations.md gives it, in front of the one origin. */
function inFrontSite(/** @type {number} */ port, /** @type {string} */ origin) {
  const values = /** @type {Record<string, string>} */ ({
    NGINX_LISTEN: `127.0.0.1:${port}`,
    SAHAB_BUILD: BUILD_DIR,
    SAHAB_INSTANCE_1: new URL(origin).host,
    SAHAB_INSTANCE_2: new URL(origin).host,
  });
  return readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8").replace(
    /\$\{(\w+)\}/g,
    (_, name) => values[name] ?? "",
  );
}

/**
 * @typedef {import("./throughput.mjs").Load} Load
 * @typedef {{ rps: number[], cpuPerRequest: number[] }} Served How one server did, round by
 *   round: req/s, and the microseconds of CPU its processes spent per request answered.
 * @typedef {{ target: string, origin: Served, bare: Served, inFront: Served,
 *   bareNode: Served }} Compared
 */

/**
 * Loads each target from the origin, a bare nginx, nginx in front and a bare node:http,
 * interleaved `rounds` times (so a neighbour's burst on a shared machine falls on all alike),
 * and returns each one's req/s and CPU per request, round by round.
 * @param {{ origin: string, targets: string[], workers: number, port: number, rounds: number,
 *   throughput: (origin: string, target: string) => Promise<Load>,
 *   up: () => Promise<unknown>, originPid: () => number | undefined }} options
 * @returns {Promise<Compared[]>}
 */
export async function originAgainstNginx({
  origin,
  targets,
  workers,
  port,
  rounds,
  throughput,
  up,
  originPid,
}) {
  const bare = await startNginx({ port, workers, http: bareSite(port) });
  const inFront = await startNginx({
    port: port + 1,
    workers,
    http: inFrontSite(port + 1, origin),
  });
  /** @type {Awaited<ReturnType<typeof startBareNode>> | undefined} */
  let bareNode;
  try {
    await up();
    bareNode = await startBareNode({ origin, targets, port: port + 2, workers });
    const { url: bareNodeUrl, pid: bareNodePid } = bareNode;
    /** @returns {Served} */
    const served = () => ({ rps: [], cpuPerRequest: [] });
    /** @type {Compared[]} */
    const compared = targets.map((target) => ({
      target,
      origin: served(),
      bare: served(),
      inFront: served(),
      bareNode: served(),
    }));
    /** @param {Served} into @param {string} url @param {string} target @param {number | undefined} pid */
    const load = async (into, url, target, pid) => {
      const { result, cpuMicroseconds } = await withProcessCpu(pid, () => throughput(url, target));
      into.rps.push(result.rps);
      into.cpuPerRequest.push(cpuMicroseconds / result.requests);
    };
    for (let round = 0; round < rounds; round += 1) {
      for (const entry of compared) {
        await up();
        await load(entry.origin, origin, entry.target, originPid());
        await load(entry.bare, bare.url, entry.target, bare.pid);
        await load(entry.inFront, inFront.url, entry.target, inFront.pid);
        await load(entry.bareNode, bareNodeUrl, entry.target, bareNodePid);
      }
    }
    return compared;
  } finally {
    await bare.stop();
    await inFront.stop();
    await bareNode?.stop();
  }
}

const ratio = (/** @type {number[]} */ over, /** @type {number[]} */ under) =>
  over.map((value, i) => value / (under[i] ?? Number.NaN));
const rounded = (/** @type {number[]} */ values) =>
  values.map((v) => (Number.isNaN(v) ? "n/a" : Math.round(v))).join(", ");
const fixed = (/** @type {number[]} */ values) => values.map((v) => v.toFixed(2)).join(", ");

/**
 * The report's section: req/s of each round, and the ratios, with the load average beside
 * them (on a shared machine the figures move with it); then what a request cost each server
 * in CPU, which the load generator's share of the machine does not move.
 * @param {Compared[]} compared @param {{ workers: number, duration: number, connections: number,
 *   loadAverage: number[] }} how
 */
export function originSection(compared, { workers, duration, connections, loadAverage }) {
  const rows = compared.map(({ target, origin, bare, inFront, bareNode }) => {
    const originRatio = ratio(origin.rps, bare.rps);
    const frontRatio = ratio(inFront.rps, bare.rps);
    const ok =
      Math.min(...originRatio) >= ORIGIN_TARGETS.origin &&
      Math.min(...frontRatio) >= ORIGIN_TARGETS.inFront;
    return `| \`GET ${target}\` | ${rounded(origin.rps)} | ${rounded(bare.rps)} | ${rounded(inFront.rps)} | ${fixed(originRatio)} | ${fixed(frontRatio)} | ${ok ? "✅" : "❌"} | ${rounded(bareNode.rps)} | ${fixed(ratio(bareNode.rps, bare.rps))} |`;
  });
  const costs = compared.map(
    ({ target, origin, bare, inFront, bareNode }) =>
      `| \`GET ${target}\` | ${rounded(origin.cpuPerRequest)} | ${rounded(bare.cpuPerRequest)} | ${rounded(inFront.cpuPerRequest)} | ${rounded(bareNode.cpuPerRequest)} |`,
  );
  return [
    "## The origin against nginx",
    `The same files, loaded alike (autocannon, ${duration} s, ${connections} connections, ` +
      "`Accept-Encoding: br, gzip`), interleaved round by round: the production server " +
      `(${workers} processes), a bare nginx serving \`build/client\` with its precompressed ` +
      `twins (${workers} workers), and nginx in front of the server with \`deploy/nginx.conf\`; ` +
      `beside them, a bare node:http cluster (${workers} processes) answering the origin's own ` +
      "bytes and headers, copied once, with no lookup, validators or log line: Node's floor. " +
      `Targets: origin ≥ ${ORIGIN_TARGETS.origin}× bare nginx, nginx in front ≥ ` +
      `${ORIGIN_TARGETS.inFront}×. Load average at the start (1, 5, 15 min): ` +
      `${loadAverage.map((value) => value.toFixed(2)).join(", ")} on ${os.availableParallelism()} cores.`,
    [
      "| Target | Origin req/s | Bare nginx req/s | nginx in front req/s | Origin ÷ nginx | In front ÷ nginx | Met | Bare node:http req/s | Bare node ÷ nginx |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
    ].join("\n"),
    "CPU time per request, in microseconds, round by round: what the server's processes (the " +
      "origin's primary and workers, nginx's master and workers) ran for during the load, from " +
      "Linux's scheduler accounting, divided by the requests answered. The load generator runs " +
      "on the same cores, so req/s also depends on what it leaves over; this figure does not.",
    [
      "| Target | Origin µs | Bare nginx µs | nginx in front µs | Bare node:http µs |",
      "| --- | --- | --- | --- | --- |",
      ...costs,
    ].join("\n"),
  ];
}
