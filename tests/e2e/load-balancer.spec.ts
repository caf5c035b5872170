import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtpPeer, type SmtpPeer } from "../../harness/delivery-peers.mjs";
import { type PostgresServer, startPostgres } from "../../harness/postgres.mjs";
import { type Nginx, startNginx } from "../support/nginx";
import { rawRequest, type RawAnswer } from "../support/raw-http";
import { startServer, storedMessages } from "../support/server-processes";

// Two production instances behind nginx, run from the sample configuration in deploy/, on one
// throwaway PostgreSQL (docs/decisions/027-one-query-layer-two-engines.md and
// docs/decisions/028-health-logs-and-a-proxy-in-front.md): one database, one rate limit, one
// outbox.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const RATE_LIMIT = 3;
const nginxPort =
  Number(process.env.E2E_PORT ?? 4173) + 90 + 100 * Number(process.env.TEST_WORKER_INDEX ?? 0);

let dataDir: string;
let database: Record<string, string>;
let postgres: PostgresServer | undefined;
let smtp: SmtpPeer | undefined;
let instances: Awaited<ReturnType<typeof startServer>>[] = [];
let proxy: Nginx | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "sahab-lb-"));
  postgres = await startPostgres();
  database = { DATABASE_URL: await postgres.createDatabase() };
  smtp = await startSmtpPeer();
  const env = {
    ...database,
    WEB_CONCURRENCY: "1",
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: String(RATE_LIMIT),
    // Only nginx may name the client: a client on another loopback address cannot.
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: smtp.url,
    CONTACT_INBOX: "care@sahabmobile.ae",
    MAIL_FROM: "website@sahabmobile.ae",
    DELIVERY_RETRY_MS: "200",
  };
  // Both start at once: their migrations meet on the empty database.
  instances = await Promise.all([startServer(env), startServer(env)]);
  proxy = await startNginx({
    port: nginxPort,
    instances: instances.map((instance) => new URL(instance.url).host),
  });
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp?.close();
  postgres?.remove();
});

const stored = () => storedMessages(dataDir, database.DATABASE_URL);
/** How many times the care team's inbox has received each message text. */
const inboxCounts = () => {
  const counts = new Map<string, number>();
  for (const { mail } of smtp?.received ?? []) {
    const text = mail.text?.match(/(?:limit|shared|under load|once|outage) [\w-]+/)?.[0] ?? "";
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
};

const through = (pathname: string) => `${proxy?.url ?? ""}${pathname}`;

interface Post {
  status: number;
}

/**
 * Posts the contact form (as a browser without JavaScript would) from a client at
 * `clientAddress`, a loopback address of its own, so that nginx sees a distinct client.
 */
function postForm(
  url: string,
  fields: Record<string, string>,
  { clientAddress, forwardedFor }: { clientAddress: string; forwardedFor?: string },
): Promise<Post> {
  const body = new URLSearchParams(fields).toString();
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      target,
      {
        method: "POST",
        localAddress: clientAddress,
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: target.origin,
          ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const form = (message: string) => ({ name: "Balance", email: "balance@example.com", message });

test("in normal operation each message is stored once and delivered once, though both deliver", async () => {
  const texts = Array.from({ length: 12 }, (_, n) => `once ${n}`);
  const statuses = await Promise.all(
    texts.map((text, n) =>
      postForm(through("/?index"), form(text), { clientAddress: `127.0.2.${n + 1}` }),
    ),
  );
  expect(statuses.map(({ status }) => status)).toEqual(texts.map(() => 303));
  await expect.poll(() => texts.filter((text) => !inboxCounts().has(text))).toEqual([]);
  // Time for a second delivery, were one to come.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const text of texts) expect(inboxCounts().get(text), text).toBe(1);
  const saved = stored().filter((message) => texts.includes(String(message.message)));
  expect(saved).toHaveLength(texts.length);
});

test("PostgreSQL stopped: pages serve, the form answers 503 in seconds, health says so; restarted: all recover without a restart", async ({
  request,
}) => {
  postgres?.stop();
  try {
    expect((await request.get(through("/"))).status()).toBe(200);
    const started = Date.now();
    const refused = await postForm(through("/?index"), form("outage 1"), {
      clientAddress: "127.0.3.1",
    });
    expect(refused.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const instance of instances) {
      const health = await request.get(`${instance.url}/healthz`);
      expect(health.status()).toBe(503);
      expect(await health.json()).toMatchObject({ status: "unavailable" });
    }
  } finally {
    postgres?.start();
  }
  for (const instance of instances) {
    await expect
      .poll(async () => (await request.get(`${instance.url}/healthz`)).status(), {
        timeout: 30_000,
      })
      .toBe(200);
  }
  const accepted = await postForm(through("/?index"), form("outage 2"), {
    clientAddress: "127.0.3.1",
  });
  expect(accepted.status).toBe(303);
  expect(stored().filter((message) => String(message.message).startsWith("outage"))).toHaveLength(
    1,
  );
});

test("pages, assets and the health check serve through nginx, with the site's headers", async ({
  request,
}) => {
  for (const pathname of ["/", "/ar", "/terms", "/robots.txt"]) {
    const response = await request.get(through(pathname));
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()["content-security-policy"], pathname).toBeTruthy();
    // nginx's own request id, passed on and answered, so its log and the server's join.
    expect(response.headers()["x-request-id"], pathname).toMatch(/^[0-9a-f]{32}$/);
  }
  expect((await request.get(through("/no-such-page"))).status()).toBe(404);

  for (const url of [through("/healthz"), ...instances.map((each) => `${each.url}/healthz`)]) {
    const health = await request.get(url);
    expect(health.status(), url).toBe(200);
    expect(health.headers()["cache-control"], url).toBe("no-store");
    expect(await health.json(), url).toEqual({ status: "ok", database: "ok" });
  }
});

test("nginx's access log keeps the path of a request, never its query nor the client", async ({
  request,
}) => {
  await request.get(through("/stores?lat=25.1187&lng=55.2049"));
  await request.get(through("/coverage?area=al-barsha&lat=25.07&lng=55.14"));
  await request.get(through("/terms"));
  await expect.poll(() => proxy?.accessLog()).toContain(" GET /terms 200 ");
  const log = proxy?.accessLog() ?? "";
  expect(log).toMatch(/ GET \/stores 200 /);
  expect(log).toMatch(/ GET \/coverage 200 /);
  for (const secret of ["25.1187", "55.2049", "25.07", "55.14", "lat=", "barsha", "127.0.0.1"]) {
    expect(log).not.toContain(secret);
  }
});

/** Headers that belong to one answer or one server's software, not to the resource. */
const PER_ANSWER = ["date", "server", "connection", "keep-alive", "x-request-id"];
const resourceHeaders = ({ headers }: RawAnswer) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name)));
/** Whether an instance has logged the request this answer's id names. */
const instanceLogged = (answer: RawAnswer) =>
  instances.some((instance) => instance.output().includes(String(answer.headers["x-request-id"])));
/**
 * Resolves once each instance has logged a request sent after the answers so far, so what it
 * has not logged by then, it never answered.
 */
async function logsCaughtUp() {
  for (const instance of instances) {
    const later = await rawRequest(`${instance.url}/no-such-page`);
    await expect.poll(() => instance.output()).toContain(String(later.headers["x-request-id"]));
  }
}

test("nginx sends the build's pages and files itself, with the very headers an instance sends", async () => {
  const home = await rawRequest(`${instances[0]?.url}/`);
  const assets = [...home.body.matchAll(/\/assets\/[^"\s]+\.(?:js|css|woff2)/g)].map(
    ([asset]) => asset,
  );
  expect(assets.length).toBeGreaterThan(2);
  const fromNginxItself: RawAnswer[] = [];
  const pathnames = [
    "/",
    "/ar",
    "/terms",
    "/ar/roaming",
    "/ar/privacy.data",
    "/robots.txt",
    "/sw.js",
    "/manifest-ar.webmanifest",
  ];
  for (const pathname of [...pathnames, ...assets]) {
    for (const encoding of ["br, gzip", "gzip", ""]) {
      const headers = { "Accept-Encoding": encoding };
      const fromNginx = await rawRequest(through(pathname), { headers });
      const fromInstance = await rawRequest(`${instances[1]?.url}${pathname}`, { headers });
      const what = `${pathname} (${encoding || "identity"})`;
      expect(fromNginx.status, what).toBe(200);
      expect(resourceHeaders(fromNginx), what).toEqual(resourceHeaders(fromInstance));
      expect(fromNginx.body, what).toBe(fromInstance.body);
      expect(fromNginx.headers["x-request-id"], what).toMatch(/^[0-9a-f]{32}$/);
      fromNginxItself.push(fromNginx);
    }
  }
  await logsCaughtUp();
  expect(fromNginxItself.filter(instanceLogged)).toEqual([]);

  // The rates pages' service worker: a script, checked with the server whenever it is asked for.
  const worker = await rawRequest(through("/sw.js"));
  expect([worker.headers["content-type"], worker.headers["cache-control"]]).toEqual([
    "text/javascript; charset=utf-8",
    "no-cache",
  ]);

  // A revalidation and a byte range are answered alike too.
  const page = await rawRequest(through("/terms"), { headers: { "Accept-Encoding": "br" } });
  const etag = String(page.headers.etag);
  for (const url of [through("/terms"), `${instances[0]?.url}/terms`]) {
    const again = await rawRequest(url, {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag },
    });
    expect(again.status, url).toBe(304);
    const part = await rawRequest(url, { headers: { Range: "bytes=0-14" } });
    expect([part.status, part.body], url).toEqual([206, "<!DOCTYPE html>"]);
  }
});

test("nginx and an instance answer alike what either may answer", async () => {
  const page = await rawRequest(`${instances[0]?.url}/terms`);
  const lastModified = String(page.headers["last-modified"]);
  const future = "Fri, 01 Jan 2100 00:00:00 GMT";
  const cases: [string, Parameters<typeof rawRequest>[1], number][] = [
    ["If-Modified-Since, the file's date", { headers: { "If-Modified-Since": lastModified } }, 304],
    ["If-Modified-Since in the future", { headers: { "If-Modified-Since": future } }, 200],
    ["several ranges", { headers: { Range: "bytes=0-4,10-14" } }, 200],
    ["OPTIONS *", { method: "OPTIONS", target: "*" }, 400],
    ["a target of another scheme", { target: "ftp://example.com/terms" }, 400],
    ["a path with a backslash", { target: "/terms\\" }, 301],
  ];
  for (const [what, request, status] of cases) {
    const path = request?.target ? "" : "/terms";
    const fromNginx = await rawRequest(through(path), request);
    const fromInstance = await rawRequest(`${instances[1]?.url}${path}`, request);
    expect([fromNginx.status, fromInstance.status], what).toEqual([status, status]);
    expect(fromNginx.headers.location, what).toBe(fromInstance.headers.location);
    if (status === 200) expect(fromNginx.body, what).toBe(fromInstance.body);
    // Neither says which version of its software it runs.
    expect(String(fromNginx.headers.server ?? ""), what).not.toMatch(/\d/);
  }
});

test("behind nginx, the instances answer what is not a file at its one address", async () => {
  // A query, another spelling, another method, what is not there: nginx passes each on.
  const campaign = await rawRequest(through("/?utm_source=news"), {
    headers: { "Accept-Encoding": "br" },
  });
  const plain = await rawRequest(through("/"), { headers: { "Accept-Encoding": "br" } });
  await expect.poll(() => instanceLogged(campaign)).toBe(true);
  expect(resourceHeaders(campaign)).toEqual(resourceHeaders(plain));
  for (const [target, status] of [
    ["/?plan=premium", 200],
    ["/roaming?q=phil", 200],
    ["/ter%6Ds", 301],
    ["/terms/", 301],
    ["/terms/index.html", 301],
    ["/index.html.br", 404],
    ["/no-such-page", 404],
    ["/assets/no-such-file.js", 404],
  ] as const) {
    const answer = await rawRequest(through(target));
    expect(answer.status, target).toBe(status);
    await expect.poll(() => instanceLogged(answer), target).toBe(true);
  }
  const post = await rawRequest(through("/terms"), { method: "DELETE" });
  expect([post.status, post.headers.allow]).toEqual([405, "GET, HEAD"]);
  await expect.poll(() => instanceLogged(post)).toBe(true);
});

test("the rate limit counts the client nginx names, not an address the client names itself", async () => {
  const client = "127.0.0.2";
  const statuses: number[] = [];
  for (let n = 0; n < 2 * RATE_LIMIT + 2; n += 1) {
    // A new X-Forwarded-For every time: nginx appends the real address, and only it counts.
    const forwardedFor = `203.0.113.${n + 1}`;
    const { status } = await postForm(through("/?index"), form(`limit ${n}`), {
      clientAddress: client,
      forwardedFor,
    });
    statuses.push(status);
  }
  // One count in the shared database, whichever instance answers.
  expect(statuses).toEqual([
    ...Array<number>(RATE_LIMIT).fill(303),
    ...Array<number>(RATE_LIMIT + 2).fill(429),
  ]);
  // Another client is not held back by the first one's count.
  const other = await postForm(through("/?index"), form("another client"), {
    clientAddress: "127.0.0.3",
  });
  expect(other.status).toBe(303);
});

test("the rate limit holds across instances, whichever one answers", async () => {
  const statuses: number[] = [];
  for (let n = 0; n < RATE_LIMIT + 2; n += 1) {
    const { status } = await postForm(through("/?index"), form(`shared ${n}`), {
      clientAddress: "127.0.0.4",
    });
    statuses.push(status);
  }
  expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(303), 429, 429]);
});

test("an instance killed under load: every acknowledged message is stored once, nginx serves from the other, and its deliveries arrive within 30 s", async ({
  request,
}) => {
  const [, victim] = instances;
  // The mail server is slow to accept until the kill, so the victim dies holding claims on
  // mails it was sending; those are not accepted, and must go out from the other instance.
  const peer = smtp as SmtpPeer;
  peer.answer.delayMs = 3_000;
  let killedAt = 0;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const before = new Set(stored().map((message) => message.message));
  const acknowledged: string[] = [];
  const failures: number[] = [];
  let sent = 0;
  const total = 80;
  // Four clients at a time, each post from an address of its own (under the limit).
  const client = async () => {
    while (sent < total) {
      const n = (sent += 1);
      // The first posts come slowly enough for both instances' deliverers to claim some.
      if (n < 20) await pause(200);
      if (n === 20) {
        // Each instance sends over at most 4 connections: more mails held at the mail server
        // than that, and both are sending, the victim included.
        await expect.poll(() => peer.waiting()).toBeGreaterThan(4);
        victim?.stop();
        killedAt = Date.now();
        peer.answer.delayMs = 0;
      }
      const text = `under load ${n}`;
      const { status } = await postForm(through("/?index"), form(text), {
        clientAddress: `127.0.${1 + Math.floor(n / 250)}.${(n % 250) + 1}`,
      }).catch(() => ({ status: 0 }));
      if (status === 303) acknowledged.push(text);
      else failures.push(status);
    }
  };
  await Promise.all([client(), client(), client(), client()]);

  // A post in flight on the killed instance may fail (502); none may be retried elsewhere.
  expect(failures.every((status) => status === 502)).toBe(true);
  expect(acknowledged.length).toBeGreaterThan(total - 10);
  const texts = stored()
    .map((message) => String(message.message))
    .filter((text) => !before.has(text));
  for (const text of acknowledged) {
    expect(
      texts.filter((each) => each === text),
      text,
    ).toHaveLength(1);
  }
  expect(new Set(texts).size).toBe(texts.length);
  // Nothing acknowledged is lost to delivery either: what the killed instance had claimed is
  // sent by the other once the claim lapses, within 30 s of the kill, and each mail arrives once.
  await expect
    .poll(() => acknowledged.filter((text) => !inboxCounts().has(text)), {
      timeout: Math.max(1, killedAt + 30_000 - Date.now()),
    })
    .toEqual([]);
  for (const text of acknowledged) expect(inboxCounts().get(text), text).toBe(1);
  const deliveryOf = new Map(
    stored().map((message) => [
      String(message.message),
      (message.deliveries as { status: string }[]).map((delivery) => delivery.status),
    ]),
  );
  for (const text of acknowledged) expect(deliveryOf.get(text), text).toEqual(["delivered"]);

  for (let n = 0; n < 6; n += 1) {
    expect((await request.get(through(n % 2 ? "/terms" : "/"))).status()).toBe(200);
    expect((await request.get(through("/healthz"))).status()).toBe(200);
  }
});
