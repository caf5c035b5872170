// @ts-check
/**
 * A throwaway PostgreSQL server for tests and benchmarks: initdb in a temporary folder, listening only on
 * 127.0.0.1 at a free port, with password authentication (so a wrong password can be tested),
 * stopped and started again at will (outages), and removed with everything it wrote.
 * Debian's binaries (`postgresql` package) are used; `initdb` refuses to run as root, so as root
 * the server runs as the `postgres` user. Test and benchmark code only, in plain JavaScript so
 * the benchmarks can import it as well as the tests.
 */
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./free-port.mjs";

export const TEST_PASSWORD = "test-only-password";
const USER = "postgres";

/**
 * @typedef {object} PostgresServer
 * @property {number} port
 * @property {(database?: string) => string} url A URL to `database` (default: the `postgres`
 *   maintenance database).
 * @property {() => Promise<string>} createDatabase Creates an empty database with a unique name;
 *   returns its URL.
 * @property {(url: string) => Promise<void>} dropDatabase
 * @property {() => void} stop Stops the server, as an outage would (fast shutdown: open
 *   connections are cut).
 * @property {() => void} start Starts it again on the same port, with the same data.
 * @property {() => void} remove Stops it and deletes its folder.
 */

/**
 * The newest installed PostgreSQL's bin folder, or a failed test that says how to get one.
 * @returns {string}
 */
export function postgresBin() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) {
    throw new Error("No PostgreSQL found in /usr/lib/postgresql: apt-get install postgresql.");
  }
  return path.join(root, newest, "bin");
}

/** @returns {Promise<PostgresServer>} */
export async function startPostgres() {
  const bin = postgresBin();
  const root = mkdtempSync(path.join(tmpdir(), "sahab-postgres-"));
  const dataDir = path.join(root, "data");
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? postgresIds() : undefined;
  if (owner) chownSync(root, owner.uid, owner.gid);
  chmodSync(root, 0o700);
  const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
    asRoot
      ? execFileSync("runuser", ["-u", USER, "--", path.join(bin, command), ...args], {
          stdio: "pipe",
        })
      : execFileSync(path.join(bin, command), args, { stdio: "pipe" });

  const passwordFile = path.join(root, "password");
  writeFileSync(passwordFile, TEST_PASSWORD);
  if (owner) chownSync(passwordFile, owner.uid, owner.gid);
  run("initdb", [
    "--pgdata",
    dataDir,
    "--username",
    USER,
    "--pwfile",
    passwordFile,
    "--auth",
    "scram-sha-256",
    "--no-sync",
    "--encoding",
    "UTF8",
    "--locale",
    "C.UTF-8",
  ]);
  const port = await freePort("TEST_POSTGRES_PORTS");
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${root}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const start = () =>
    run("pg_ctl", ["start", "--wait", "--pgdata", dataDir, "--log", `${root}/log`, "-o", options]);
  const stop = () => run("pg_ctl", ["stop", "--wait", "--pgdata", dataDir, "--mode", "fast"]);
  start();
  let running = true;

  const url = (database = "postgres") =>
    `postgres://${USER}:${TEST_PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: () => createDatabase(url()),
    dropDatabase: (/** @type {string} */ databaseUrl) => dropDatabase(url(), databaseUrl),
    stop() {
      if (!running) return;
      stop();
      running = false;
    },
    start() {
      if (running) return;
      start();
      running = true;
    },
    remove() {
      try {
        if (running) stop();
      } finally {
        running = false;
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** @returns {{ uid: number, gid: number }} */
function postgresIds() {
  const uid = Number(execFileSync("id", ["-u", USER]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", USER]).toString().trim());
  return { uid, gid };
}

/**
 * @template T
 * @param {string} adminUrl @param {(client: pg.Client) => Promise<T>} work @returns {Promise<T>}
 */
async function asAdmin(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database with a unique name on the server of `adminUrl`; returns its URL.
 * @param {string} adminUrl @returns {Promise<string>}
 */
export async function createDatabase(adminUrl) {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** @param {string} adminUrl @param {string} databaseUrl @returns {Promise<void>} */
export async function dropDatabase(adminUrl, databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
