// @ts-check
// What each path a form can post to does with bodies it must not read whole (oversized,
// chunked, with a length that lies, multipart with a file), how long it takes to say so, what
// the server's memory does meanwhile, and how fast a page is served while three large uploads
// are under way.
import { execFileSync } from "node:child_process";
import net from "node:net";
import { row, rowsTable } from "./expectations.mjs";
import { scaled } from "./scale.mjs";
import { startServer, tempDir } from "./servers.mjs";

/** @typedef {import("./scale.mjs").RunSize} RunSize */

/** Every path a form post can reach: without JavaScript, and the hydrated form's route data. */
const ENDPOINTS = ["/", "/?index", "/ar", "/ar?index", "/_.data?index", "/ar.data?index"];
const MARKER = "OVERSIZED-";
const BIG_BYTES = 50 * 1024 * 1024;
const PARALLEL_UPLOADS = 3;

/** The size of the oversized uploads at a run's scale: never under 1 MB, far over the cap. */
const bigBytes = (/** @type {RunSize} */ size) => scaled(BIG_BYTES, size, 1024 * 1024);

export const title = "6. Form bodies";

export const intro = (/** @type {RunSize} */ size) =>
  `Each path a form can post to, sent a ${bigBytes(size) / 1024 / 1024} MB URL-encoded body (declared),
the same chunked, a short declared length followed by 1 MB more, and a multipart body with a
file. Then ${PARALLEL_UPLOADS} ${bigBytes(size) / 1024 / 1024} MB uploads at once while \`GET /terms\` is timed. Memory is the resident
size of all the server's processes. The client waits 200 ms after the headers for an early
refusal before it sends the body, so each answer takes at least that long.`;

/**
 * One raw request over a socket, so the body can be larger than declared or endless; resolves
 * with the status line's code and the first bytes of the answer.
 * @param {string} base @param {string} path @param {string} head @param {(socket: net.Socket) => void} send
 */
function raw(base, path, head, send) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${head}\r\n`);
      // A server that refuses on the headers answers at once; a client that sees the answer
      // stops sending, so the refusal is not lost to the reset of a half-read connection.
      setTimeout(() => {
        if (answer === "") send(socket);
      }, 200);
    });
    let answer = "";
    socket.on("data", (chunk) => {
      answer += String(chunk);
      if (answer.length > 4096) socket.destroy();
    });
    const done = () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        ms: Math.round(performance.now() - started),
        echoed: answer.includes(MARKER),
      });
    socket.on("close", done);
    socket.on("error", () => {});
    socket.setTimeout(30_000, () => socket.destroy());
  });
}

/** Writes `bytes` of a form field full of the marker, in 64 KB pieces, as fast as it drains. */
function stream(/** @type {net.Socket} */ socket, /** @type {number} */ bytes, chunked = false) {
  const piece = Buffer.from(`message=${MARKER.repeat(65536 / MARKER.length)}`.slice(0, 65536));
  let sent = 0;
  const write = () => {
    while (sent < bytes && !socket.destroyed) {
      sent += piece.length;
      const data = chunked ? `${piece.length.toString(16)}\r\n${piece}\r\n` : piece;
      if (!socket.write(data)) return void socket.once("drain", write);
    }
    if (chunked && !socket.destroyed) socket.write("0\r\n\r\n");
  };
  write();
}

/** Resident memory of the server's process group, in MB. */
function residentMb(/** @type {number} */ pid) {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(pid)], { encoding: "utf8" });
  const kb = out.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
  return Math.round(kb / 1024);
}

const form = "Content-Type: application/x-www-form-urlencoded\r\n";

export async function run(/** @type {RunSize} */ size) {
  const server = await startServer(tempDir());
  try {
    return await probe(server, bigBytes(size));
  } finally {
    await server.stop();
  }
}

/**
 * @param {import("./servers.mjs").Server} server @param {number} bytes the oversized uploads' size
 * @returns {Promise<string>}
 */
async function probe(server, bytes) {
  const { url, process: primary } = server;
  const pid = primary.pid ?? 0;
  const before = residentMb(pid);
  /** @type {string[][]} */
  const rows = [];
  let peak = before;
  for (const path of ENDPOINTS) {
    const cases = [
      raw(url, path, `${form}Content-Length: ${bytes}\r\n`, (s) => stream(s, bytes)),
      raw(url, path, `${form}Transfer-Encoding: chunked\r\n`, (s) => stream(s, bytes, true)),
      raw(url, path, `${form}Content-Length: 20\r\n`, (s) => stream(s, 1024 * 1024)),
      raw(
        url,
        path,
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1048700\r\n",
        (s) => {
          s.write(
            '--x\r\nContent-Disposition: form-data; name="message"; filename="a.bin"\r\n\r\n',
          );
          stream(s, 1024 * 1024);
        },
      ),
    ];
    /** @type {{ status: number, ms: number, echoed: boolean }[]} */
    const answers = /** @type {any} */ (await Promise.all(cases));
    peak = Math.max(peak, residentMb(pid));
    const [oversized, chunked, lying, multipart] = answers;
    rows.push(
      row(
        `\`POST ${path}\`: oversized / chunked / multipart`,
        `${oversized?.status} / ${chunked?.status} / ${multipart?.status}`,
        "413 / 411 / 415",
      ),
      row(
        `\`POST ${path}\`: length that lies, answered`,
        lying?.status && lying.status < 500 ? "yes" : "no",
        "yes",
      ),
      row(`\`POST ${path}\`: slowest answer (ms)`, Math.max(...answers.map((answer) => answer.ms))),
      row(
        `\`POST ${path}\`: input echoed`,
        answers.some((answer) => answer.echoed) ? "yes" : "no",
        "no",
      ),
    );
  }

  const uploads = Array.from({ length: PARALLEL_UPLOADS }, () =>
    raw(url, "/_.data?index", `${form}Content-Length: ${bytes}\r\n`, (s) => stream(s, bytes)),
  );
  const timed = performance.now();
  const page = await fetch(`${url}/terms`);
  await page.arrayBuffer();
  const pageMs = Math.round(performance.now() - timed);
  await Promise.all(uploads);
  peak = Math.max(peak, residentMb(pid));

  const grown = peak - before;
  rows.push(
    row("Server memory before / peak (MB)", `${before} / ${peak}`),
    row("Memory grown by the probe under 100 MB", grown < 100 ? "yes" : `no (${grown} MB)`, "yes"),
    row(`\`GET /terms\` during ${PARALLEL_UPLOADS} uploads (ms)`, pageMs),
    row("... under 500 ms", pageMs < 500 ? "yes" : "no", "yes"),
  );
  return rowsTable(rows);
}
