import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { metricsPortListener } from "./metrics/metrics-endpoint";
import { opsApi, type Operate } from "./ops-api";
import { listenOnLoopback, type LoopbackServer } from "../tests/support/loopback-server";
import { uploadUntilClosed } from "../tests/support/raw-http";

const TOKEN = "ops-token-for-tests-only-0123456789abcdef";
const NOTICES = "/api/network-status/notices";

let server: LoopbackServer | undefined;
afterEach(() => server?.stop());

/**
 * The metrics' port with the API, its `token` given (none: no API); every call the API lets
 * through is answered 200.
 */
async function serveApi(token: string | undefined): Promise<LoopbackServer> {
  const operate: Operate = () => Promise.resolve({ status: 200, body: { notices: [] } });
  const gather = () => Promise.resolve("up 1\n");
  server = await listenOnLoopback(
    createServer(metricsPortListener(gather, opsApi(token, operate))),
  );
  return server;
}

const statusOf = async ({ port }: LoopbackServer, authorization: string) =>
  (await fetch(`http://127.0.0.1:${port}${NOTICES}`, { headers: { Authorization: authorization } }))
    .status;

describe("the network status API's token", () => {
  it("is taken after the Bearer scheme in any case, as schemes are", async () => {
    const api = await serveApi(TOKEN);
    for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR"]) {
      expect(await statusOf(api, `${scheme} ${TOKEN}`), scheme).toBe(200);
    }
    expect(await statusOf(api, `Bearer  ${TOKEN}`)).toBe(200);
  });

  it("is refused with another scheme, none, or another token", async () => {
    const api = await serveApi(TOKEN);
    for (const header of [
      `Basic ${TOKEN}`,
      `Bearer${TOKEN}`,
      TOKEN,
      `bearer ${TOKEN}x`,
      `bearer ${TOKEN.toUpperCase()}`,
      "bearer ",
    ]) {
      expect(await statusOf(api, header), header).toBe(401);
    }
  });
});

/** More than the kernel's buffers on both sides hold, and far past the API's own cap. */
const UPLOAD_BYTES = 16 * 1024 * 1024;
/** The most of a refused body the server may take in: what was in flight when it closed. */
const MOST_READ = 1024 * 1024;

describe("a request refused on the metrics' port before its body is read", () => {
  const authorized = `Authorization: Bearer ${TOKEN}`;
  for (const [what, path, headers, status, token] of [
    ["without a token", `PUT ${NOTICES}/n1`, [], 401, TOKEN],
    ["with a wrong token", `PUT ${NOTICES}/n1`, ["Authorization: Bearer wrong"], 401, TOKEN],
    ["larger than the API's cap", `PUT ${NOTICES}/n1`, [authorized], 413, TOKEN],
    ["with no API on the port", `PUT ${NOTICES}/n1`, [authorized], 404, undefined],
    ["elsewhere than the API and the metrics", "POST /upload", [], 404, TOKEN],
    ["to the metrics, which take no post", "POST /metrics", [], 405, TOKEN],
  ] as const) {
    it(`${what}: ${status}, the connection closed, the body no further read`, async () => {
      const { port, bytesRead } = await serveApi(token);
      const head = [`${path} HTTP/1.1`, "Host: ops.internal", "Content-Type: application/json"];
      const answer = await uploadUntilClosed(port, [...head, ...headers], UPLOAD_BYTES);
      expect(answer.status).toBe(status);
      expect(answer.headers.connection).toBe("close");
      expect(answer.closedByServer).toBe(true);
      expect(answer.sentAll).toBe(false);
      expect(bytesRead()).toBeLessThan(MOST_READ);
    });
  }
});

describe("a scrape of the metrics", () => {
  it("keeps its connection: it has no body left unread", async () => {
    const { port } = await serveApi(TOKEN);
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("connection")).toBe("keep-alive");
  });
});
