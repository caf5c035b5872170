import { mkdtempSync, readdirSync, readFileSync, readlinkSync, truncateSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type SmtpPeer, startSmtpPeer } from "../../harness/delivery-peers.mjs";
import { childPids, isRunning, serverPort, startServer } from "../support/server-processes";

// One instance of two processes with its metrics on a port of their own, delivering by SMTP
// to a peer the test stops and starts again.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let smtp: SmtpPeer | undefined;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let metricsUrl = "";

test.beforeAll(async () => {
  smtp = await startSmtpPeer();
  const metricsPort = serverPort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServer({
    WEB_CONCURRENCY: "2",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sahab-metrics-")),
    METRICS_PORT: String(metricsPort),
    SMTP_URL: smtp.url,
    CONTACT_INBOX: "care@sahabmobile.ae",
    MAIL_FROM: "website@sahabmobile.ae",
    DELIVERY_RETRY_MS: "200",
    CONTACT_RATE_LIMIT: "1000",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The samples of a scrape, by series as written (`name{label="value",…}`). */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

const sample = async (series: string) => (await scrape()).get(series);
const pending = 'sahab_outbox_pending_deliveries{channel="email"}';
const oldestAge = 'sahab_outbox_oldest_pending_age_seconds{channel="email"}';
const delivered = 'sahab_deliveries_total{channel="email",outcome="delivered"}';

/** Posts the contact form as a browser without JavaScript does; resolves with the status. */
async function post(fields: Record<string, string>): Promise<number> {
  const url = server?.url ?? "";
  const response = await fetch(`${url}/?index`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: url },
    redirect: "manual",
  });
  return response.status;
}

const message = (text: string) => ({
  name: "Metrics",
  email: "metrics@example.com",
  message: text,
});

test("the outbox's depth and its oldest delivery's age rise while the mail server is down, and fall once it is back", async () => {
  expect(await post(message("Delivered at once, mail server up"))).toBe(303);
  await expect.poll(() => sample(delivered)).toBe(1);
  expect(await sample(pending)).toBe(0);
  expect(await sample(oldestAge)).toBe(0);

  const port = smtp?.port ?? 0;
  await smtp?.close();
  for (const n of [1, 2, 3])
    expect(await post(message(`Waiting for the mail server ${n}`))).toBe(303);
  await expect.poll(() => sample(pending)).toBe(3);
  const firstAge = (await sample(oldestAge)) ?? 0;
  expect(firstAge).toBeGreaterThan(0);
  // The oldest keeps waiting: its age grows from one scrape to the next.
  await expect.poll(async () => (await sample(oldestAge)) ?? 0).toBeGreaterThan(firstAge + 0.5);
  const whileDown = await scrape();
  expect(
    whileDown.get('sahab_deliveries_total{channel="email",outcome="retried"}'),
  ).toBeGreaterThan(0);
  expect(whileDown.get("sahab_contact_messages_stored_total")).toBe(4);
  expect(whileDown.get(delivered)).toBe(1);

  smtp = await startSmtpPeer(port);
  await expect.poll(() => sample(pending), { timeout: 30_000 }).toBe(0);
  const after = await scrape();
  expect(after.get(oldestAge)).toBe(0);
  expect(after.get(delivered)).toBe(4);
  expect(smtp.received).toHaveLength(3);
});

test("refusals are counted by reason, and requests under their route's pattern, whichever process answered", async () => {
  const before = await scrape();
  expect(await post(message(""))).toBe(400);
  expect(await post({ ...message("A bot fills every field"), company_website: "x" })).toBe(303);
  const url = server?.url ?? "";
  // New connections, so both processes answer some.
  const pages = ["/terms", "/ar/roaming", "/no-such-page-7f3a", "/roaming?q=phil"];
  const requests = 10;
  for (let n = 0; n < requests; n += 1) {
    for (const page of pages) {
      const response = await fetch(`${url}${page}`, { headers: { Connection: "close" } });
      await response.arrayBuffer();
    }
  }
  // Each is counted once answered, which may be a moment after the client has read it all.
  const rise = async (series: string) =>
    ((await scrape()).get(series) ?? 0) - (before.get(series) ?? 0);
  for (const [route, status] of [
    ["/terms", 200],
    ["/ar/roaming", 200],
    ["/*", 404],
    ["/roaming", 200],
  ] as const) {
    const series = `sahab_http_requests_total{route="${route}",method="GET",status="${status}"}`;
    await expect.poll(() => rise(series), route).toBe(requests);
  }
  expect(await rise('sahab_http_request_duration_seconds_count{route="/terms"}')).toBe(requests);
  expect(await rise('sahab_contact_messages_refused_total{reason="invalid"}')).toBe(1);
  expect(await rise('sahab_contact_messages_refused_total{reason="spam"}')).toBe(1);
  expect(await rise("sahab_contact_messages_stored_total")).toBe(0);
  const after = await scrape();
  // A path anyone can make up never becomes a series.
  expect([...after.keys()].filter((series) => series.includes("no-such-page"))).toEqual([]);
});

test("the metrics are on their own port, on loopback only, never on the site's", async () => {
  const onSite = await fetch(`${server?.url ?? ""}/metrics`);
  expect(onSite.status).toBe(404);
  expect(await onSite.text()).not.toContain("sahab_");
  // Bound to 127.0.0.1 alone: another loopback address is refused.
  const port = Number(new URL(metricsUrl).port);
  const refused = await new Promise<string>((resolve) => {
    const socket = connect({ host: "127.0.0.2", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
  expect(refused).toBe("ECONNREFUSED");
  const elsewhere = await fetch(metricsUrl.replace("/metrics", "/"));
  expect(elsewhere.status).toBe(404);
});

/** The files a process has open or mapped into its memory (Linux), by path. */
function filesOf(pid: number): string[] {
  const fds = readdirSync(`/proc/${pid}/fd`).map((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      return ""; // Closed meanwhile.
    }
  });
  const mapped = readFileSync(`/proc/${pid}/maps`, "utf8")
    .split("\n")
    .map((line) => line.split(/\s+/).slice(5).join(" "));
  return [...fds, ...mapped].filter(Boolean);
}

test("the primary never opens the database: a worker delivers, purges and reads the outbox", async () => {
  const before = (await sample(delivered)) ?? 0;
  expect(await post(message("Delivered by a worker"))).toBe(303);
  await expect.poll(() => sample(delivered), { timeout: 15_000 }).toBe(before + 1);
  expect(await sample(pending)).toBe(0);
  const database = path.join(server?.dataDir ?? "", "messages.sqlite");
  const opensDatabase = (pid: number) => filesOf(pid).some((file) => file.startsWith(database));
  const primary = server?.process.pid ?? 0;
  // SQLite maps its `-shm` file into each process that opens the database, and a fault there
  // ends that process with SIGBUS: a worker is replaced, the primary would take all down.
  expect(opensDatabase(primary)).toBe(false);
  expect(childPids(primary).filter(opensDatabase)).not.toEqual([]);
});

test("a fault in SQLite's shared memory ends a worker, which is replaced, not the instance", async () => {
  const primary = server?.process.pid ?? 0;
  const workers = childPids(primary);
  // Every process that has the database open has this file mapped into its memory: cut short,
  // the next one to touch it dies of SIGBUS.
  truncateSync(path.join(server?.dataDir ?? "", "messages.sqlite-shm"), 0);
  await expect.poll(() => workers.filter(isRunning), { timeout: 15_000 }).not.toEqual(workers);
  // A post a dying worker took is cut off; the next ones reach a worker that stores them.
  const stored = () => post(message("After the fault")).catch(() => 0);
  await expect.poll(stored, { timeout: 15_000 }).toBe(303);
  expect(server?.running()).toBe(true);
  expect(await sample(pending)).toBeDefined();
});
