import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
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

/** The banner's words and the emirates' lines, in each language. */
const bannerWords = {
  en: {
    ok: "All services working normally",
    outage: "Some services are down",
    emirates: "By emirate",
    noProblem: "No known problem",
    outageLine: "Outage",
    plannedAhead: "Planned works ahead",
  },
  ar: {
    ok: "جميع الخدمات تعمل كالمعتاد",
    outage: "بعض الخدمات متوقفة",
    emirates: "حسب الإمارة",
    noProblem: "لا مشكلة معروفة",
    outageLine: "انقطاع",
    plannedAhead: "أعمال مخطط لها قريباً",
  },
} as const;

/**
 * The line saying when the notices were read, as a visitor in the UAE reads it, worked out
 * here from the moment the page names: `Checked at 9:41pm, 7 December (UAE time)`.
 */
function checkedAtText(iso: string, locale: "en" | "ar"): string {
  const moment = new Date(iso);
  const uae = new Date(moment.getTime() + 4 * 3_600_000);
  const hour = uae.getUTCHours();
  const clock = `${hour % 12 || 12}:${String(uae.getUTCMinutes()).padStart(2, "0")}`;
  const day = uae.getUTCDate();
  const month = new Intl.DateTimeFormat(locale === "en" ? "en-AE" : "ar-AE", {
    month: "long",
    timeZone: "UTC",
  }).format(uae);
  return locale === "en"
    ? `Checked at ${clock}${hour < 12 ? "am" : "pm"}, ${day}\u00a0${month} (UAE time)`
    : `آخر تحقق: الساعة ${clock}\u00a0${hour < 12 ? "صباحاً" : "مساءً"} في ${day}\u00a0${month} (بتوقيت الإمارات)`;
}

/** The banner at the top: its level, its words, and the read time, which must be recent. */
async function expectBanner(page: Page, locale: "en" | "ar", level: "ok" | "outage") {
  const banner = page.locator("[data-level]");
  await expect(banner).toHaveAttribute("data-level", level);
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText(bannerWords[locale][level]);
  const time = banner.locator("time");
  const iso = (await time.getAttribute("datetime")) ?? "";
  expect(Date.now() - Date.parse(iso)).toBeLessThan(60_000);
  await expect(time).toHaveText(checkedAtText(iso, locale));
  // Above the rest of the page's sections: the first thing under the page's heading.
  const order = await page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2")].map((heading) => heading.tagName),
  );
  expect(order.slice(0, 2)).toEqual(["H1", "H2"]);
  await expect(page.locator("main h2").first()).toHaveText(bannerWords[locale][level]);
}

/** Each emirate's line under the banner, as its name and its state. */
async function emirateLines(page: Page, locale: "en" | "ar") {
  const list = page.getByRole("list", { name: bannerWords[locale].emirates });
  const states = await list
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => [item.getAttribute("data-emirate"), item.textContent?.trim()]),
    );
  return Object.fromEntries(states) as Record<string, string>;
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sahab-status-page-"));
  server = await startServer({
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    NETWORK_STATUS_CACHE_MS: "0",
  });
});
test.afterAll(() => server?.stop());

test("with no notice the banner says all is well, when it was checked, and each emirate's line", async ({
  page,
}) => {
  for (const locale of ["en", "ar"] as const) {
    const prefix = locale === "en" ? "" : "/ar";
    await page.goto(url(`${prefix}/network-status`));
    await expectBanner(page, locale, "ok");
    const lines = await emirateLines(page, locale);
    expect(Object.keys(lines)).toEqual([
      "abu-dhabi",
      "dubai",
      "sharjah",
      "ajman",
      "umm-al-quwain",
      "ras-al-khaimah",
      "fujairah",
    ]);
    for (const line of Object.values(lines)) expect(line).toContain(bannerWords[locale].noProblem);
    await expectNoAxeViolations(page, `${prefix}/network-status with no notice`);
  }
});

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
          check: "تحقق",
          field: "إمارتك أو منطقتك",
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
    await expect(page.locator("main").getByRole("status")).toHaveText(words.none);
    await page.getByLabel(words.field, { exact: true }).fill(locale === "en" ? "dubai" : "Dubai");
    await page.getByRole("button", { name: words.check }).click();
    await expect(
      page.locator("main").getByRole("status").getByRole("link", { name: words.title }),
    ).toHaveAttribute("href", "#notice-dxb-data");
    await context.close();
  });

  test(`${locale}: an outage turns the banner red and says so, and each emirate says its state`, async ({
    page,
  }) => {
    await page.goto(url(`${prefix}/network-status`));
    await expectBanner(page, locale, "outage");
    const lines = await emirateLines(page, locale);
    expect(lines.dubai).toContain(bannerWords[locale].outageLine);
    expect(lines["ras-al-khaimah"]).toContain(bannerWords[locale].plannedAhead);
    expect(lines.sharjah).toContain(bannerWords[locale].noProblem);
    // A line leads to its emirate's check, answered without JavaScript.
    await page
      .getByRole("list", { name: bannerWords[locale].emirates })
      .getByRole("link", { name: new RegExp(`^${words.sharjah}`) })
      .click();
    await expect(page.locator("main").getByRole("status")).toHaveText(words.none);
    await expect(page.getByLabel(words.field, { exact: true })).toHaveValue(words.sharjah);
  });

  test(`${locale}: "check your area" takes the names and aliases coverage takes, and slips`, async ({
    page,
  }) => {
    const answers =
      locale === "en"
        ? {
            JLT: "What touches Jumeirah Lake Towers, Dubai:",
            Marina: "What touches Dubai Marina, Dubai:",
            barsah: "What touches Al Barsha, Dubai:",
          }
        : {
            JLT: "ما يخص أبراج بحيرات جميرا، دبي:",
            Marina: "ما يخص مرسى دبي، دبي:",
            barsah: "ما يخص البرشاء، دبي:",
          };
    for (const [typed, answer] of Object.entries(answers)) {
      await page.goto(url(`${prefix}/network-status?area=${typed}`));
      const status = page.locator("main").getByRole("status");
      await expect(status.locator("p").first()).toHaveText(answer);
      // The notice on the whole of Dubai touches each of its communities.
      await expect(status.getByRole("link", { name: words.title })).toHaveAttribute(
        "href",
        "#notice-dxb-data",
      );
    }
    await expectNoAxeViolations(page, `${prefix}/network-status?area=barsah`, {
      include: "#check-heading",
    });
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
    await expect(page.locator("main").getByRole("status")).toHaveText(words.none);
  });
}

test("an area the site does not know is said so, in the visitor's own words, escaped", async ({
  page,
}) => {
  await page.goto(url(`/network-status?area=${encodeURIComponent("<b>Gotham</b>")}`));
  await expect(page.locator("main").getByRole("status")).toHaveText(
    "We do not know an area called “<b>Gotham</b>”. Try the name of an emirate or a community.",
  );
});

test("the banner's time is when the notices were read, also when the page is served from memory", async ({
  page,
}) => {
  const cached = await startServer({
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    NETWORK_STATUS_CACHE_MS: "15000",
  });
  try {
    const readTimes: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto(`${cached.url}/network-status`);
      readTimes.push((await page.locator("[data-level] time").getAttribute("datetime")) ?? "");
      await page.waitForTimeout(1_100);
    }
    // The second visit, a second later, is the same read of the notices: the same time.
    expect(readTimes[1]).toBe(readTimes[0]);
  } finally {
    await cached.stop();
  }
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
