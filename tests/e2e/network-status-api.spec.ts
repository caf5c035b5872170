import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type PostgresServer, startPostgres } from "../../harness/postgres.mjs";
import { type Nginx, startNginx } from "../support/nginx";
import { uploadUntilClosed } from "../support/raw-http";
import { serverPort, startServer } from "../support/server-processes";

// The operations centre's API on the metrics' port, through real servers on each engine: who
// may write, what is refused and why, what a change does to the page, its JSON and its feed,
// a database outage, and two instances on one PostgreSQL behind nginx.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const TOKEN = "ops-token-for-tests-only-0123456789abcdef";
type Server = Awaited<ReturnType<typeof startServer>>;

const notice = {
  kind: "outage",
  services: ["4g", "calls"],
  areas: ["dubai"],
  title: { en: "No mobile data in Dubai Marina", ar: "انقطاع بيانات الجوال في دبي مارينا" },
  description: {
    en: "Data and calls fail near the Marina.",
    ar: "تتعطل البيانات والمكالمات قرب المارينا.",
  },
  startsAt: "2026-11-01T08:00:00+04:00",
  expectedEndAt: "2030-11-01T12:00:00+04:00",
};

let postgres: PostgresServer | undefined;
test.afterAll(() => postgres?.remove());

async function call(
  metricsPort: number,
  method: string,
  apiPath: string,
  {
    body,
    token = TOKEN,
    type = "application/json",
  }: { body?: unknown; token?: string | null; type?: string } = {},
) {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/api/network-status${apiPath}`, {
    method,
    headers: {
      ...(token !== null && { Authorization: `Bearer ${token}` }),
      ...(body !== undefined && { "Content-Type": type }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

for (const engine of ["sqlite", "postgres"] as const) {
  test.describe(`on ${engine}`, () => {
    let server: Server | undefined;
    let metricsPort = 0;
    const api = (method: string, apiPath: string, options?: Parameters<typeof call>[3]) =>
      call(metricsPort, method, apiPath, options);

    test.beforeAll(async () => {
      metricsPort = serverPort();
      let database = {};
      if (engine === "postgres") {
        postgres ??= await startPostgres();
        database = { DATABASE_URL: await postgres.createDatabase() };
      }
      server = await startServer({
        ...database,
        // Two processes on SQLite: the primary hands each request to a worker.
        WEB_CONCURRENCY: engine === "sqlite" ? "2" : "1",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "sahab-status-")),
        METRICS_PORT: String(metricsPort),
        OPS_TOKEN: TOKEN,
        NETWORK_STATUS_CACHE_MS: "0",
      });
    });
    test.afterAll(() => server?.stop());

    test("a missing or wrong token is refused with 401, and the API is not on the site's port", async () => {
      for (const token of [null, "", "wrong", `${TOKEN}x`, TOKEN.slice(0, -1) + "X"]) {
        const answer = await api("PUT", "/notices/t1", { body: notice, token });
        expect(answer.status, String(token)).toBe(401);
        expect(answer.json.error).toContain("Bearer");
      }
      expect((await api("GET", "/notices")).status).toBe(200);
      // The scheme is a word of any case (RFC 9110); only the token is compared exactly.
      const lowerCase = await fetch(`http://127.0.0.1:${metricsPort}/api/network-status/notices`, {
        headers: { Authorization: `bearer ${TOKEN}` },
      });
      expect(lowerCase.status).toBe(200);
      const site = await fetch(`${server?.url}/api/network-status/notices`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(site.status).toBe(404);
    });

    test("a body sent without the token is not read: 401, and the connection closed", async () => {
      const head = [
        "PUT /api/network-status/notices/upload-1 HTTP/1.1",
        "Host: ops.internal",
        "Content-Type: application/json",
      ];
      const answer = await uploadUntilClosed(metricsPort, head, 64 * 1024 * 1024);
      expect(answer.status).toBe(401);
      expect(answer.headers.connection).toBe("close");
      expect([answer.closedByServer, answer.sentAll]).toEqual([true, false]);
    });

    test("every bad request is refused with a 4xx and a reason, and nothing is stored", async () => {
      const withoutEnd: Partial<typeof notice> = { ...notice };
      delete withoutEnd.expectedEndAt;
      const bad: [string, unknown, number, string][] = [
        ["no Arabic title", { ...notice, title: { en: "Down" } }, 400, "title.ar is missing"],
        ["an unknown area", { ...notice, areas: ["atlantis"] }, 400, "unknown area"],
        ["an unknown service", { ...notice, services: ["6g"] }, 400, "unknown service"],
        [
          "an end before the start",
          { ...withoutEnd, expectedEndAt: "2026-11-01T07:00:00+04:00" },
          400,
          "expectedEndAt must be after startsAt",
        ],
        ["a time without its offset", { ...notice, startsAt: "2026-11-01T08:00" }, 400, "ISO 8601"],
        ["an unknown field", { ...notice, severity: 3 }, 400, "unknown field"],
        ["not JSON", "{kind:", 400, "not valid JSON"],
        ["a list", [], 400, "JSON object"],
      ];
      for (const [what, body, status, reason] of bad) {
        const answer = await api("PUT", "/notices/bad-1", { body });
        expect(answer.status, what).toBe(status);
        expect(String(answer.json.error), what).toContain(reason);
      }
      const form = await api("PUT", "/notices/bad-1", {
        body: "kind=outage",
        type: "application/x-www-form-urlencoded",
      });
      expect(form.status).toBe(415);
      const huge = await api("PUT", "/notices/bad-1", {
        body: { ...notice, description: { en: "x".repeat(40_000), ar: "س" } },
      });
      expect(huge.status).toBe(413);
      expect(huge.json.error).toContain("larger than");
      const badId = await api("PUT", "/notices/Not_An_Id", { body: notice });
      expect(badId.status).toBe(400);
      expect(
        (await api("POST", "/notices/nobody/updates", { body: { text: { en: "a", ar: "ب" } } }))
          .status,
      ).toBe(404);
      expect((await api("DELETE", "/notices/bad-1")).status).toBe(405);
      expect((await api("GET", "/notices")).json.notices).toEqual([]);
    });

    test("a PUT creates (201) then replaces (200); updates and the resolution follow; a resolved notice answers 409", async () => {
      expect((await api("PUT", "/notices/dxb-marina", { body: notice })).status).toBe(201);
      const described = { ...notice, description: { ...notice.description, en: "Data fails." } };
      const replaced = await api("PUT", "/notices/dxb-marina", { body: described });
      expect(replaced).toEqual({ status: 200, json: { id: "dxb-marina", outcome: "replaced" } });
      const changedAt = (await api("GET", "/notices/dxb-marina")).json.changedAt;
      // The same PUT again, as a retry sends it, changes nothing: not even the time of change.
      const again = await api("PUT", "/notices/dxb-marina", { body: described });
      expect(again).toEqual({ status: 200, json: { id: "dxb-marina", outcome: "unchanged" } });
      expect((await api("GET", "/notices/dxb-marina")).json.changedAt).toBe(changedAt);
      expect((await api("PUT", "/notices/dxb-marina", { body: notice })).status).toBe(200);
      const update = { text: { en: "Engineers are on site.", ar: "المهندسون في الموقع." } };
      expect((await api("POST", "/notices/dxb-marina/updates", { body: update })).status).toBe(201);
      const listed = (await api("GET", "/notices")).json.notices as Record<string, unknown>[];
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id: "dxb-marina", updates: [{ text: update.text }] });

      // The page, its JSON and its feed show it, in both languages, with its update.
      const page = await (await fetch(`${server?.url}/network-status?area=dubai`)).text();
      expect(page).toContain(notice.title.en);
      expect(page).toContain(update.text.en);
      const arabic = await fetch(`${server?.url}/ar/network-status`);
      expect(arabic.headers.get("cache-control")).toBe(
        "public, max-age=15, stale-while-revalidate=30",
      );
      expect(await arabic.text()).toContain(notice.title.ar);

      const resolution = { text: { en: "Service is back.", ar: "عادت الخدمة." } };
      expect((await api("POST", "/notices/dxb-marina/resolve", { body: resolution })).status).toBe(
        200,
      );
      expect((await api("POST", "/notices/dxb-marina/resolve", { body: {} })).status).toBe(409);
      const late = await api("POST", "/notices/dxb-marina/updates", { body: update });
      expect(late.status).toBe(409);
      expect(late.json.error).toContain("resolved");
      expect((await api("PUT", "/notices/dxb-marina", { body: notice })).status).toBe(409);

      const json = await (await fetch(`${server?.url}/network-status.json`)).json();
      expect(json.notices[0]).toMatchObject({
        id: "dxb-marina",
        state: "resolved",
        resolution: resolution.text,
      });
      const feed = await fetch(`${server?.url}/network-status.atom`);
      expect(feed.headers.get("content-type")).toContain("application/atom+xml");
      const atom = await feed.text();
      expect(atom).toContain(resolution.text.ar);
      expect(atom).toContain(update.text.en);
      const resolvedPage = await (await fetch(`${server?.url}/ar/network-status`)).text();
      expect(resolvedPage).toContain(resolution.text.ar);
    });

    test("each change is one log line naming the notice, and the token is in none", async () => {
      const lines = () =>
        (server?.output() ?? "")
          .split("\n")
          .filter((line) => line.includes("Network status notice"));
      // A worker's line may still be on its way to the primary's output.
      await expect.poll(() => lines().length).toBe(5);
      // Two processes write to one stream: the order their lines arrive in is theirs, not ours.
      const messages = lines().map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.sort()).toEqual(
        [
          "Network status notice dxb-marina opened",
          "Network status notice dxb-marina replaced",
          "Network status notice dxb-marina replaced",
          "Network status notice dxb-marina updated",
          "Network status notice dxb-marina resolved",
        ].sort(),
      );
      expect(server?.output()).not.toContain(TOKEN);
    });

    test("a resolved notice is corrected, then withdrawn: the page and the feed follow", async () => {
      const feedOf = async () => (await fetch(`${server?.url}/network-status.atom`)).text();
      const corrected = {
        ...notice,
        title: { en: "No mobile data in JLT", ar: "انقطاع بيانات الجوال في أبراج بحيرات جميرا" },
        note: { en: "The area was wrong.", ar: "كانت المنطقة خاطئة." },
      };
      expect((await api("POST", "/notices/dxb-marina/correct", { body: corrected })).status).toBe(
        200,
      );
      expect(await feedOf()).toContain(corrected.title.en);
      expect(await feedOf()).toContain(corrected.note.ar);
      const withdrawal = { note: { en: "Posted in error.", ar: "نُشر خطأً." } };
      expect((await api("POST", "/notices/dxb-marina/withdraw", { body: withdrawal })).status).toBe(
        200,
      );
      expect(await feedOf()).not.toContain(corrected.title.en);
      const json = await (await fetch(`${server?.url}/network-status.json`)).json();
      expect(json.notices).toEqual([]);
      expect((await api("GET", "/notices/dxb-marina")).json).toMatchObject({
        withdrawnAt: expect.any(String),
        withdrawal: withdrawal.note,
      });
    });

    test("what XML or a reader cannot take is refused with its field named", async () => {
      for (const [title, reason] of [
        ["Down \uFFFF", "title.en holds U+FFFF"],
        ["\u200B\u200B", "title.en holds no visible character"],
        ["Down \u202Eatad", "title.en holds a direction control"],
      ]) {
        const answer = await api("PUT", "/notices/bad-text", {
          body: { ...notice, title: { ...notice.title, en: title } },
        });
        expect(answer.status, reason).toBe(400);
        expect(answer.json.error).toContain(reason);
      }
      const bad = await api("PUT", "/notices/bad-text", { body: { ...notice, areas: [1] } });
      expect(bad.json.error).toContain("areas: 1 is not an area id");
    });

    test("thirty changes at once are each answered, and the log stays one JSON object a line", async () => {
      expect((await api("PUT", "/notices/burst", { body: notice })).status).toBe(201);
      const update = { text: { en: "Still working.", ar: "ما زال العمل جارياً." } };
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => api("POST", "/notices/burst/updates", { body: update })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
      const output = server?.output() ?? "";
      expect(output).not.toContain("MaxListenersExceededWarning");
      for (const line of output.split("\n").filter(Boolean)) {
        expect(() => JSON.parse(line), line).not.toThrow();
      }
    });

    if (engine === "postgres") {
      test("with PostgreSQL down, the page still answers with the last notices and says they may be out of date", async () => {
        expect(
          (
            await api("PUT", "/notices/shj-sms", {
              body: { ...notice, areas: ["sharjah"], services: ["sms"] },
            })
          ).status,
        ).toBe(201);
        expect(await (await fetch(`${server?.url}/network-status`)).text()).toContain(
          notice.title.en,
        );
        postgres?.stop();
        try {
          for (const pagePath of ["/network-status", "/ar/network-status"]) {
            const response = await fetch(`${server?.url}${pagePath}`);
            expect(response.status).toBe(200);
            const page = await response.text();
            expect(page).toContain(pagePath.startsWith("/ar") ? notice.title.ar : notice.title.en);
            expect(page).toContain(
              pagePath.startsWith("/ar") ? "فقد لا يكون ما تراه محدّثاً" : "may be out of date",
            );
          }
          const json = await (await fetch(`${server?.url}/network-status.json`)).json();
          expect(json.mayBeOutOfDate).toBe(true);
          expect(json.notices.map((each: { id: string }) => each.id)).toContain("shj-sms");
        } finally {
          postgres?.start();
        }
        await expect
          .poll(
            async () =>
              (await (await fetch(`${server?.url}/network-status.json`)).json()).mayBeOutOfDate,
            {
              timeout: 30_000,
            },
          )
          .toBe(false);
      });
    }
  });
}

test("a token shorter than 32 characters stops the start with one line naming it", async () => {
  const refused = await startServer(
    { METRICS_PORT: String(serverPort()), OPS_TOKEN: "too-short" },
    { waitUntil: "exit" },
  );
  expect(refused.exitCode).toBe(1);
  expect(refused.output()).toContain("OPS_TOKEN must be at least 32 characters long (it has 9)");
  expect(refused.output()).not.toContain("too-short");
});

test("a token no HTTP header can carry stops the start with one line naming it", async () => {
  const token = "رمز-العمليات-السري-لفريق-الشبكة-0123456789";
  const refused = await startServer(
    { METRICS_PORT: String(serverPort()), OPS_TOKEN: token },
    { waitUntil: "exit" },
  );
  expect(refused.exitCode).toBe(1);
  expect(refused.output()).toContain("OPS_TOKEN must be printable ASCII without spaces");
  expect(refused.output()).not.toContain("العمليات");
});

test.describe("two instances on one PostgreSQL, behind nginx", () => {
  const nginxPort =
    Number(process.env.E2E_PORT ?? 4173) + 91 + 100 * Number(process.env.TEST_WORKER_INDEX ?? 0);
  let instances: Server[] = [];
  let proxy: Nginx | undefined;
  const metricsPorts: number[] = [];

  test.beforeAll(async () => {
    postgres ??= await startPostgres();
    const DATABASE_URL = await postgres.createDatabase();
    instances = await Promise.all(
      [0, 1].map(() => {
        const metricsPort = serverPort();
        metricsPorts.push(metricsPort);
        return startServer({
          DATABASE_URL,
          WEB_CONCURRENCY: "1",
          DATA_DIR: mkdtempSync(path.join(tmpdir(), "sahab-status-")),
          METRICS_PORT: String(metricsPort),
          OPS_TOKEN: TOKEN,
          // Short under test, so the wait is short; the default keeps to the minute.
          NETWORK_STATUS_CACHE_MS: "1000",
        });
      }),
    );
    proxy = await startNginx({
      port: nginxPort,
      instances: instances.map((instance) => new URL(instance.url).host),
    });
  });
  test.afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  test("a notice opened on one instance shows on the other's page within 60 s, and nginx passes the page to them", async () => {
    const [first, second] = instances;
    // The other instance has read (and cached) the notices before the change.
    expect(await (await fetch(`${second?.url}/network-status`)).text()).not.toContain(
      notice.title.en,
    );
    const opened = Date.now();
    expect(
      (await call(metricsPorts[0] ?? 0, "PUT", "/notices/two-instances", { body: notice })).status,
    ).toBe(201);
    await expect
      .poll(
        async () =>
          (await (await fetch(`${second?.url}/network-status`)).text()).includes(notice.title.en),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    expect(Date.now() - opened).toBeLessThan(60_000);
    expect(first).toBeDefined();

    const update = { text: { en: "Half the sites are back.", ar: "عاد نصف المواقع." } };
    expect(
      (await call(metricsPorts[1] ?? 0, "POST", "/notices/two-instances/updates", { body: update }))
        .status,
    ).toBe(201);
    await expect
      .poll(
        async () =>
          (await (await fetch(`${first?.url}/ar/network-status`)).text()).includes(update.text.ar),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);

    for (const pagePath of [
      "/network-status",
      "/ar/network-status",
      "/network-status.json",
      "/network-status.atom",
    ]) {
      const response = await fetch(`${proxy?.url}${pagePath}`);
      expect(response.status, pagePath).toBe(200);
      expect(response.headers.get("cache-control"), pagePath).toBe(
        "public, max-age=15, stale-while-revalidate=30",
      );
      expect(await response.text(), pagePath).toContain(
        pagePath.includes("/ar") ? update.text.ar : update.text.en,
      );
    }
  });
});
