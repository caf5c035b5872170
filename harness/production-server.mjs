// @ts-check
/**
 * Starts the production server (`scripts/start.mjs`, the `npm start` of an operator) for the
 * scripts and tests that need one, and waits until it says it is serving. How it says so, how
 * its log is read and how it is stopped are known here only
 * (docs/decisions/025-one-way-to-start-the-production-server.md).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "./free-port.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const START_SCRIPT = path.join(ROOT, "scripts/start.mjs");
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");

/**
 * The line the server says it is ready with (`announceServing` in server/serve.ts):
 * "Sahab Mobile is being served at http://host:port (N processes)".
 */
const READY_LINE = /being served at \S+ \((\d+) process/;

/** How much of its log a server keeps for `output()`: the end, so a long run cannot fill memory. */
const OUTPUT_LIMIT = 1_000_000;

/** The number of processes the ready line in `output` names, or undefined before it. */
export function servingProcesses(/** @type {string} */ output) {
  const ready = READY_LINE.exec(output);
  return ready ? Number(ready[1]) : undefined;
}

/**
 * Every public page in every locale ("/", "/terms", …, "/ar", …), from the production build
 * (`npm run build` first): the app's own list, so a script visits the pages the site has.
 * @returns {Promise<string[]>}
 */
export async function builtPagePaths() {
  // React and React Router pick their production builds from NODE_ENV when first imported.
  process.env.NODE_ENV ??= "production";
  /** @type {{ localizedPagePaths: string[] }} */
  const build = await import(pathToFileURL(SERVER_BUILD).href);
  return build.localizedPagePaths;
}

/**
 * @typedef {object} StartOptions
 * @property {Record<string, string | undefined>} [env] Settings over this process's environment
 *   (WEB_CONCURRENCY, CONTACT_RATE_LIMIT, SMTP_URL…). HOST, PORT and DATA_DIR come from the
 *   options below.
 * @property {number} [port] Default: a port the system says is free.
 * @property {string} [dataDir] Default: a new temporary directory, removed once the server has
 *   exited.
 * @property {"ready" | "exit"} [waitUntil] "exit": resolve once the server has exited (a start
 *   that must fail), with `exitCode` set. Default "ready".
 * @property {number} [timeoutMs] How long to wait; then the server is killed and the start
 *   rejected. Default 30 s.
 * @property {boolean} [detached] Its own process group (default), so `stop` reaches the primary
 *   and every worker at once. `false` keeps it in this process's group, so a Ctrl-C at the
 *   terminal reaches it as well; `stop` then signals the primary, which stops its workers.
 * @property {boolean} [echoErrors] Copy its stderr to this process's stderr as it comes.
 * @property {NodeJS.Signals} [stopSignal] What `stop()` sends. Default SIGTERM: a clean shutdown.
 * @property {string} [script] The script to run instead of scripts/start.mjs (the helper's tests).
 * @property {boolean} [fileModesApply] Run it so that files' modes bind it even when this
 *   process is root: without the capabilities that let root read, write and search any file
 *   (`setpriv`), so a file made read-only is one it may not write. Still root, it reads the
 *   checkout wherever it is, which another user may not (a clone only its owner can read).
 */

/**
 * Linux capabilities by which root ignores a file's mode, dropped from the server when
 * `fileModesApply` asks so: from its bounding and inheritable sets, so no process it starts
 * regains them.
 */
const MODE_OVERRIDES = "-dac_override,-dac_read_search,-fowner";

/**
 * @typedef {object} ProductionServer
 * @property {string} url Its origin, `http://127.0.0.1:PORT`.
 * @property {number} port
 * @property {string} dataDir
 * @property {number | undefined} processes How many processes serve, from the ready line.
 * @property {import("node:child_process").ChildProcess} process The primary.
 * @property {() => string} output Its stdout and stderr as they came (the last megabyte).
 * @property {() => boolean} running Whether the primary is still running.
 * @property {Promise<void>} exited Resolves once the primary and its workers have exited.
 * @property {number | null} exitCode Its exit code once it has exited (null after a signal).
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop Signals the server (its whole
 *   process group when detached) and resolves once it and its workers have exited.
 */

/** The servers this process started and that still run: none may outlive it. */
const started = new Set(/** @type {ProductionServer[]} */ ([]));
let exitHookAdded = false;

/** Stops every server this process started that still runs. */
export async function stopAllServers(/** @type {NodeJS.Signals} */ signal = "SIGKILL") {
  await Promise.all([...started].map((server) => server.stop(signal)));
}

/** Signals that end a process unless it handles them: a CI job's timeout, a Ctrl-C, a closed terminal. */
const ENDING_SIGNALS = /** @type {const} */ (["SIGTERM", "SIGINT", "SIGHUP"]);

/**
 * Kills every server this process started when it exits, and when a signal ends it: a server
 * runs in a process group of its own, which neither a Ctrl-C nor a CI job's SIGTERM to the test
 * runner reaches, and a signal's default action runs no `exit` handler. The kill is sent before
 * this process goes on; unless something else here handles the signal (Playwright's runner
 * handles a Ctrl-C itself), the signal is then raised again, so the process still ends by it.
 */
function stopServersOnAnyExit() {
  const killAll = () => started.forEach((each) => void each.stop("SIGKILL"));
  process.on("exit", killAll);
  for (const name of ENDING_SIGNALS) {
    const onSignal = () => {
      killAll();
      if (process.listenerCount(name) > 1) return;
      process.off(name, onSignal);
      process.kill(process.pid, name);
    };
    process.on(name, onSignal);
  }
}

/** The last lines of a log, for an error message. */
function tail(/** @type {string} */ output, lines = 40) {
  const last = output.trimEnd().split("\n").slice(-lines).join("\n");
  return last ? `\nIts output ended with:\n${last}` : "\nIt printed nothing.";
}

/**
 * Starts the production server and resolves once it says it is serving (or, with
 * `waitUntil: "exit"`, once it has exited). Rejects, with the end of its output, when it exits
 * first or does not say so in time; a server that is late is killed, not left behind.
 * @param {StartOptions} [options]
 * @returns {Promise<ProductionServer>}
 */
export async function startProductionServer(options = {}) {
  const { waitUntil = "ready", timeoutMs = 30_000, detached = true } = options;
  const port = options.port ?? (await freePort());
  const ownDataDir = options.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), "sahab-"));
  const dataDir = options.dataDir ?? ownDataDir ?? "";
  const command = [process.execPath, options.script ?? START_SCRIPT];
  if (options.fileModesApply && process.getuid?.() === 0) {
    command.unshift(
      "setpriv",
      `--inh-caps=${MODE_OVERRIDES}`,
      `--bounding-set=${MODE_OVERRIDES}`,
      "--",
    );
  }
  const [file = "", ...args] = command;
  const child = spawn(file, args, {
    // The project's folder, where a start without a build runs `npm run build`.
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });

  // Everything it writes is read as it comes, whether or not anyone looks: a server that logs
  // every request stalls once a pipe nobody reads is full.
  /** @type {string[]} */ const chunks = [];
  let kept = 0;
  const keep = (/** @type {string} */ chunk) => {
    chunks.push(chunk);
    kept += chunk.length;
    while (kept > OUTPUT_LIMIT && chunks.length > 1) kept -= chunks.shift()?.length ?? 0;
  };
  const output = () => chunks.join("");
  child.stdout.setEncoding("utf8");
  child.stderr.setEncoding("utf8");
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  if (options.echoErrors) child.stderr.on("data", (chunk) => process.stderr.write(chunk));

  // "close" comes once every process that shares its output (the primary and its workers) has
  // exited, and all of that output has been read.
  const exited = new Promise((resolve) => child.once("close", () => resolve(undefined)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      if (detached) process.kill(-(child.pid ?? 0), name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  /** @type {ProductionServer} */
  const server = {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    processes: undefined,
    process: child,
    output,
    running,
    exited,
    get exitCode() {
      return child.exitCode;
    },
    // The group is signalled even after the primary has gone: a worker may outlive it.
    async stop(name = options.stopSignal ?? "SIGTERM") {
      if (running() || detached) signal(name);
      await exited;
    },
  };
  started.add(server);
  if (!exitHookAdded) {
    exitHookAdded = true;
    stopServersOnAnyExit();
  }
  void exited.then(() => {
    started.delete(server);
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal("SIGKILL");
      const awaited = waitUntil === "exit" ? "exit" : "say it was serving";
      const message = `The production server did not ${awaited} within ${timeoutMs / 1000} s.`;
      reject(new Error(`${message}${tail(output())}`));
    }, timeoutMs);
    const settle = (/** @type {() => void} */ how) => {
      clearTimeout(timer);
      how();
    };
    child.once("error", (error) => settle(() => reject(error)));
    child.once("close", (code, signalName) => {
      if (waitUntil === "exit") return settle(() => resolve(undefined));
      const how = signalName ?? `code ${code}`;
      const message = `The production server stopped (${how}) before it was serving.`;
      settle(() => reject(new Error(`${message}${tail(output())}`)));
    });
    if (waitUntil === "ready") {
      // Read line by line: the ready line may come split over two chunks.
      let partial = "";
      const lookForReady = (/** @type {string} */ chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        const processes = lines.map(servingProcesses).find((count) => count !== undefined);
        if (processes === undefined) return;
        child.stdout.off("data", lookForReady);
        server.processes = processes;
        settle(() => resolve(undefined));
      };
      child.stdout.on("data", lookForReady);
    }
  });
  return server;
}
