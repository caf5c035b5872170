import { afterEach, describe, expect, it } from "vitest";
import { createSiteServer } from "./client-errors";
import { contentSecurityPolicy } from "./csp";
import { securityHeaderList } from "./security-headers";
import { listenOnLoopback, type LoopbackServer } from "../tests/support/loopback-server";
import { type Exchange, rawExchange } from "../tests/support/raw-http";

let server: LoopbackServer | undefined;
afterEach(() => server?.stop());

const HEADERS = securityHeaderList({ hsts: true });

/** The site's server, whose every request its listener answers 200 with "listened". */
async function serveSite(): Promise<number> {
  const site = createSiteServer((_req, res) => res.end("listened"), HEADERS);
  server = await listenOnLoopback(site);
  return server.port;
}

/** That an answer is a refusal of Node's, made with every header the site's answers carry. */
function expectRefusal(answer: Exchange, status: number) {
  expect(answer.status).toBe(status);
  for (const [name, value] of HEADERS) expect(answer.headers[name.toLowerCase()], name).toBe(value);
  expect(answer.headers["content-security-policy"]).toBe(contentSecurityPolicy());
  expect(answer.headers.connection).toBe("close");
  expect(answer.headers["content-length"]).toBe("0");
  expect(answer.body).toBe("");
  expect(answer.closedByServer).toBe(true);
}

describe("what Node refuses before the site sees it", () => {
  it("an HTTP/1.1 request without Host: 400, with the site's headers, the connection closed", async () => {
    const port = await serveSite();
    expectRefusal(await rawExchange(port, "GET / HTTP/1.1\r\n\r\n"), 400);
    const post = "POST /?index HTTP/1.1\r\nContent-Length: 5\r\n\r\nname=";
    expectRefusal(await rawExchange(port, post), 400);
  });

  it("headers over Node's limit: 431, with the site's headers", async () => {
    const port = await serveSite();
    const request = `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`;
    expectRefusal(await rawExchange(port, request), 431);
  });

  it("leaves a request with a Host, or of HTTP/1.0 (which need not name one), to the site", async () => {
    const port = await serveSite();
    for (const request of [
      "GET / HTTP/1.1\r\nHost: www.sahabmobile.ae\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.0\r\n\r\n",
    ]) {
      const answer = await rawExchange(port, request);
      expect([answer.status, answer.body], request).toEqual([200, "listened"]);
    }
  });
});
