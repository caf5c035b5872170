import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes } from "./csp";
import { loadMemoryFiles } from "./memory-files";
import { securityHeaderList } from "./security-headers";

const HOME = `<!DOCTYPE html><html><head><style>p{color:red}</style></head><body>${"Home ".repeat(200)}</body></html>`;
const TERMS = `<!DOCTYPE html><html><body>${"Terms ".repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;
const ROBOTS = "User-agent: *\nAllow: /\n";
/** The status the test server answers with when the files leave a request to the app. */
const TO_THE_APP = 599;

let buildDir: string;
let clientDir: string;
let server: Server;
let origin: string;

/** Writes a file of the client build, with the twins the build would write beside it. */
function writeBuildFile(file: string, text: string, { twins = true } = {}) {
  const full = path.join(clientDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  if (!twins) return;
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "sahab-memory-"));
  clientDir = path.join(buildDir, "client");
  writeBuildFile("index.html", HOME);
  writeBuildFile("terms/index.html", TERMS);
  writeBuildFile("terms.data", "[1]", { twins: false });
  writeBuildFile("assets/app-abc123.js", SCRIPT);
  writeBuildFile("robots.txt", ROBOTS, { twins: false });
  const hashes = { "/": inlineHashes(HOME), "/terms": inlineHashes(TERMS) };
  writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify(hashes));

  const files = loadMemoryFiles(buildDir, securityHeaderList({ hsts: true }));
  server = createServer((req, res) => {
    const file = files.find(req, ["plan"]);
    if (!file) {
      res.writeHead(TO_THE_APP).end();
      return;
    }
    files.answer(file, req, res, "request-1");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(buildDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as it comes over the wire: nothing decoded, no header added. */
function send(target: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the build's files from memory", () => {
  it("answers a page in the encoding asked for, with every header made at start", async () => {
    const br = await send("/", { "Accept-Encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);
    expect(br.headers).toMatchObject({
      "content-encoding": "br",
      "content-type": "text/html; charset=utf-8",
      "content-length": String(br.body.length),
      "cache-control": "public, max-age=0, must-revalidate",
      vary: "Accept-Encoding",
      "x-request-id": "request-1",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
    });
    expect(br.headers["content-security-policy"]).toContain(inlineHashes(HOME).styles[0]);
    expect(br.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(br.headers["last-modified"] ?? "")).not.toBeNaN();
    expect(br.headers["accept-ranges"]).toBeUndefined();

    const gzip = await send("/", { "Accept-Encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(HOME);
    expect(gzip.headers.etag).not.toBe(br.headers.etag);

    const plain = await send("/");
    expect(plain.body.toString()).toBe(HOME);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["accept-ranges"]).toBe("bytes");
    expect(plain.headers.vary).toBe("Accept-Encoding");

    // The encoding the request takes most, as the app's compression chooses it.
    for (const [accept, expected] of [
      ["gzip, deflate, br, zstd", "br"],
      ["*", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip;q=0, identity", undefined],
      ["x-br", undefined],
    ] as const) {
      const answer = await send("/", { "Accept-Encoding": accept });
      expect(answer.headers["content-encoding"], accept).toBe(expected);
    }
  });

  it("sends a file without twins as it is, with the policy that allows no inline code", async () => {
    const robots = await send("/robots.txt", { "Accept-Encoding": "br, gzip" });
    expect(robots.body.toString()).toBe(ROBOTS);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.headers.vary).toBeUndefined();
    expect(robots.headers["content-security-policy"]).toContain("script-src 'self';");
    const asset = await send("/assets/app-abc123.js", { "Accept-Encoding": "br" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(asset.body).toString()).toBe(SCRIPT);
  });

  it("keeps serving the bytes it read at start, whatever happens on disk after", async () => {
    const before = await send("/terms", { "Accept-Encoding": "gzip" });
    writeBuildFile("terms/index.html", "changed");
    unlinkSync(path.join(clientDir, "robots.txt"));
    const after = await send("/terms", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(after.body).toString()).toBe(TERMS);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect((await send("/terms")).body.toString()).toBe(TERMS);
    expect((await send("/robots.txt")).body.toString()).toBe(ROBOTS);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await send("/", { "Accept-Encoding": "br" }, "HEAD");
    const get = await send("/", { "Accept-Encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("answers a revalidation of the same version with 304, and of another with the file", async () => {
    const first = await send("/", { "Accept-Encoding": "br" });
    const etag = first.headers.etag ?? "";
    const lastModified = first.headers["last-modified"] ?? "";
    for (const conditions of <Record<string, string>[]>[
      { "If-None-Match": etag },
      { "If-None-Match": `"other", W/${etag}` },
      { "If-Modified-Since": lastModified },
    ]) {
      const again = await send("/", { "Accept-Encoding": "br", ...conditions });
      expect(again.status, JSON.stringify(conditions)).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["content-type"]).toBeUndefined();
      expect(again.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
    }
    // The gzip twin is another representation, with a tag of its own.
    expect((await send("/", { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(
      200,
    );
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await send("/", { "If-Modified-Since": earlier })).status).toBe(200);
    expect((await send("/", { "Accept-Encoding": "br", "If-Match": '"other"' })).status).toBe(412);
    expect((await send("/", { "Accept-Encoding": "br", "If-Match": etag })).status).toBe(200);
  });

  it("answers a byte range of the file itself, not of a compressed twin", async () => {
    const part = await send("/", { Range: "bytes=0-14" });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(HOME.slice(0, 15));
    expect(part.headers["content-range"]).toBe(`bytes 0-14/${HOME.length}`);
    expect(part.headers["content-length"]).toBe("15");
    const tail = await send("/", { Range: "bytes=-7" });
    expect(tail.body.toString()).toBe(HOME.slice(-7));
    const past = await send("/", { Range: `bytes=${HOME.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${HOME.length}`);

    const { etag } = (await send("/")).headers;
    expect((await send("/", { Range: "bytes=0-14", "If-Range": etag ?? "" })).status).toBe(206);
    const stale = await send("/", { Range: "bytes=0-14", "If-Range": '"older"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(HOME);
    const compressed = await send("/", { Range: "bytes=0-14", "Accept-Encoding": "br" });
    expect(compressed.status).toBe(200);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(HOME);
  });

  it("leaves to the app what is not a file at its one address, or asks for a rendering", async () => {
    for (const target of [
      "/terms/",
      "/terms/index.html",
      "/ter%6Ds",
      "/index.html",
      "/index.html.br",
      "/no-such-page",
      "/?plan=premium",
      "/terms.data?plan=premium",
    ]) {
      expect((await send(target)).status, target).toBe(TO_THE_APP);
    }
    expect((await send("/terms", {}, "POST")).status).toBe(TO_THE_APP);
    expect((await send("/terms", {}, "OPTIONS")).status).toBe(TO_THE_APP);
    const campaign = await send("/terms?utm_source=news&gclid=1");
    expect(campaign.status).toBe(200);
    expect(campaign.body.toString()).toBe(TERMS);
    expect((await send("/assets/app-abc123.js?plan=premium")).status).toBe(200);
  });
});
