import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { startServer } from "../support/server-processes";

// The network status page as visitors read it, in both languages, with notices opened by the
// operations centre's command, on a server of its own (an outage shown on the shared server's
// home page would change what other tests read).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const COMMAND = path.resolve("scripts/network-status.mjs");
let server: Awaited<ReturnType<typeof startServer>> | undefined;
let dataDir = "";

function command(args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [COMMAND, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      stdio: "pipe",
    });
    return { status: 0, stdout, stderr: "" };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const url = (pagePath: string) => `${server?.url ?? ""}${pagePath}`;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sahab-status-page-"));
  server = await startServer({
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    NETWORK_STATUS_CACHE_MS: "0",
  });
});
test.afterAll(() => server?.stop());

test("the command opens, updates and lists notices, and refuses what is wrong with a reason", () => {
  const opened = command([
    "open",
    "dxb-data",
    "--kind",
    "outage",
    "--services",
    "4g,5g",
    "--areas",
    "dubai",
    "--title-en",
    "No mobile data in Dubai",
    "--title-ar",
    "انقطاع بيانات الجوال في دبي",
    "--description-en",
    "Data does not work for some customers.",
    "--description-ar",
    "لا تعمل البيانات لدى بعض العملاء.",
    "--starts",
    "2026-11-28T07:00:00+04:00",
  ]);
  expect(opened).toMatchObject({ status: 0 });
  expect(JSON.parse(opened.stdout)).toEqual({ id: "dxb-data", outcome: "created" });
  const planned = command([
    "open",
    "rak-works",
    "--kind",
    "planned",
    "--services",
    "calls",
    "--areas",
    "ras-al-khaimah",
    "--title-en",
    "Upgrade works in Ras Al Khaimah",
    "--title-ar",
    "أعمال تحديث في رأس الخيمة",
    "--description-en",
    "Calls may drop for a few minutes at night.",
    "--description-ar",
    "قد تنقطع المكالمات دقائق قليلة ليلًا.",
    "--starts",
    "2099-01-01T01:00:00+04:00",
    "--expected-end",
    "2099-01-01T04:00:00+04:00",
  ]);
  expect(planned.status).toBe(0);
  expect(
    command([
      "update",
      "dxb-data",
      "--en",
      "Engineers are on site.",
      "--ar",
      "المهندسون في الموقع.",
    ]).status,
  ).toBe(0);

  const missingArabic = command(["update", "dxb-data", "--en", "Only English"]);
  expect(missingArabic.status).toBe(1);
  expect(missingArabic.stderr).toContain("text.ar is missing");
  const unknownArea = command(["open", "x", "--kind", "outage", "--areas", "atlantis"]);
  expect(unknownArea.status).toBe(1);
  expect(unknownArea.stderr).toMatch(/services|areas|title/);
  expect(command(["shout"]).status).toBe(2);

  const listed = command(["list"])
    .stdout.trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { id: string });
  expect(listed.map((notice) => notice.id).sort()).toEqual(["dxb-data", "rak-works"]);
});

test("the command answers --help, refuses an option given twice, and ends quietly when its reader goes", async () => {
  const help = command(["--help"]);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain("Usage: npm run network-status");
  const twice = command(["update", "dxb-data", "--en", "One", "--en", "Two", "--ar", "ب"]);
  expect(twice.status).toBe(2);
  expect(twice.stderr).toContain("--en is given twice");

  // As `npm run network-status -- list | head -c 10` once the reader has had enough.
  const listing = spawn(process.execPath, [COMMAND, "list"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  listing.stdout.destroy();
  let stderr = "";
  listing.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(listing, "exit")) as [number];
  expect(stderr).toBe("");
  expect(code).toBe(0);
});

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "en" ? "" : "/ar";
  const words =
    locale === "en"
      ? {
          heading: "Network status",
          current: "Current problems",
          planned: "Planned works",
          title: "No mobile data in Dubai",
          update: "Engineers are on site.",
          check: "Check",
          field: "Your area",
          none: "No known problem in Sharjah.",
          dubai: "Dubai",
          sharjah: "Sharjah",
        }
      : {
          heading: "حالة الشبكة",
          current: "المشكلات الحالية",
          planned: "الأعمال المخطط لها",
          title: "انقطاع بيانات الجوال في دبي",
          update: "المهندسون في الموقع.",
          check: "تحقّق",
          field: "منطقتك",
          none: "لا مشكلة معروفة في الشارقة.",
          dubai: "دبي",
          sharjah: "الشارقة",
        };

  test(`${locale}: current problems by emirate, planned works, updates, and axe finds nothing`, async ({
    page,
  }) => {
    const response = await page.goto(url(`${prefix}/network-status`));
    expect(response?.headers()["cache-control"]).toBe(
      "public, max-age=15, stale-while-revalidate=30",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
    const current = page.getByRole("region", { name: words.current });
    await expect(current.getByRole("heading", { level: 3 })).toHaveText([words.dubai]);
    await expect(current.getByRole("heading", { level: 4, name: words.title })).toBeVisible();
    await expect(current).toContainText(words.update);
    await expect(page.getByRole("region", { name: words.planned })).toContainText(
      locale === "en" ? "Upgrade works in Ras Al Khaimah" : "أعمال تحديث في رأس الخيمة",
    );
    // Times are UAE time, as the locale writes them: the outage began at 7:00 in Dubai.
    await expect(current.locator("time").first()).toHaveText(
      locale === "en" ? /28 November 2026 at 7:00/ : /28 نوفمبر 2026 في 7:00/,
    );
    await expectNoAxeViolations(page, `${prefix}/network-status`);
  });

  test(`${locale}: "check your area" answers without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(`${prefix}/network-status`));
    await page.getByLabel(words.field, { exact: true }).fill(words.sharjah);
    await page.getByRole("button", { name: words.check }).click();
    await expect(page.getByRole("status")).toHaveText(words.none);
    await page.getByLabel(words.field, { exact: true }).fill(locale === "en" ? "dubai" : "Dubai");
    await page.getByRole("button", { name: words.check }).click();
    await expect(page.getByRole("status").getByRole("link", { name: words.title })).toHaveAttribute(
      "href",
      "#notice-dxb-data",
    );
    await context.close();
  });

  test(`${locale}: "check your area" works from the keyboard, with focus in sight`, async ({
    page,
  }) => {
    await page.goto(url(`${prefix}/network-status`));
    const field = page.getByLabel(words.field, { exact: true });
    for (
      let presses = 0;
      presses < 40 && !(await field.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(field).toBeFocused();
    await page.keyboard.type(words.sharjah);
    await page.keyboard.press("Tab");
    const button = page.getByRole("button", { name: words.check });
    await expect(button).toBeFocused();
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText(words.none);
  });
}

test("an area the site does not know is said so, in the visitor's own words, escaped", async ({
  page,
}) => {
  await page.goto(url(`/network-status?area=${encodeURIComponent("<b>Gotham</b>")}`));
  await expect(page.getByRole("status")).toHaveText(
    "We do not know an area called “<b>Gotham</b>”. Try the name of an emirate or a community.",
  );
});

test("the home page shows its network line while an outage is in force, and not once it is resolved", async ({
  page,
  browser,
}) => {
  await page.goto(url("/"));
  const notice = page
    .getByRole("status")
    .filter({ hasText: "A network problem is affecting some of our services." });
  await expect(notice).toBeVisible();
  await notice.getByRole("link", { name: "See the network status" }).click();
  await expect(page).toHaveURL(/\/network-status$/);

  expect(
    command(["resolve", "dxb-data", "--en", "Data is back.", "--ar", "عادت البيانات."]).status,
  ).toBe(0);
  // Another visitor: the first browser may keep the summary it read for its 15 seconds.
  const context = await browser.newContext();
  const later = await context.newPage();
  const summary = later.waitForResponse((response) =>
    response.url().endsWith("/network-status/summary.json"),
  );
  await later.goto(url("/ar"));
  expect(await (await summary).json()).toEqual({ problem: false });
  await expect(later.locator("[data-network-notice]")).toBeHidden();
  await later.goto(url("/ar/network-status"));
  await expect(later.getByRole("region", { name: "ما حُلّ خلال الأسبوع الماضي" })).toContainText(
    "عادت البيانات.",
  );
  await context.close();
});
