import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/domain/site-config";
import { expect, sectionIds, test, expectPhoneAndEmailLinks } from "./fixtures";
import { startServer } from "../support/server-processes";

const footerOf = (page: Page) => page.getByRole("contentinfo");

test("quick links lead to each section of the home page, then to the plans and rates pages", async ({
  page,
}) => {
  await page.goto("/terms");
  const quickLinks = footerOf(page)
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link");
  const pageLinks = ["/plans", "/international-calls", "/roaming"];
  await expect(quickLinks).toHaveCount(sectionIds.length + pageLinks.length);
  for (const [index, id] of sectionIds.entries()) {
    await expect(quickLinks.nth(index)).toHaveAttribute("href", `/#${id}`);
  }
  for (const [index, href] of pageLinks.entries()) {
    await expect(quickLinks.nth(sectionIds.length + index)).toHaveAttribute("href", href);
  }
  await quickLinks.filter({ hasText: "Support" }).click();
  await expect(page).toHaveURL("/#support");
});

test("resource links go to the operator's services, the legal pages, complaints and accessibility", async ({
  page,
}) => {
  await page.goto("/");
  const resources = footerOf(page).getByRole("navigation", { name: "Resources" });
  const expected: [string, string][] = [
    ["Coverage map", "/coverage"],
    ["Store locator", "/stores"],
    ["Download our app", siteConfig.externalLinks.downloadApp],
    ["Network status", "/network-status"],
    ["Privacy policy", "/privacy"],
    ["Terms of service", "/terms"],
    ["Cookie policy", "/cookie-policy"],
    ["Complaints", "/complaints"],
    ["Accessibility", "/accessibility"],
  ];
  // Privacy and terms first, as the product names them, then the cookie policy, then how to
  // complain and the accessibility statement.
  const links = resources.getByRole("link");
  await expect(links).toHaveText(expected.map(([name]) => name));
  for (const [index, [, href]] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", href);
  }
  await resources.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await footerOf(page).getByRole("link", { name: "Complaints" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complaints");
  await footerOf(page).getByRole("link", { name: "Accessibility" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
});

test("the Arabic footer leads to the Arabic complaints, accessibility and network status pages", async ({
  page,
}) => {
  await page.goto("/ar");
  const resources = footerOf(page).getByRole("navigation", { name: "مصادر مفيدة" });
  await expect(resources.getByRole("link", { name: "الشكاوى" })).toHaveAttribute(
    "href",
    "/ar/complaints",
  );
  await expect(resources.getByRole("link", { name: "إمكانية الوصول" })).toHaveAttribute(
    "href",
    "/ar/accessibility",
  );
  await resources.getByRole("link", { name: "حالة الشبكة" }).click();
  await expect(page).toHaveURL(/\/ar\/network-status$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حالة الشبكة");
});

test("the store locator and Find Locations lead to one place that exists", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/");
  const locator = await footerOf(page)
    .getByRole("link", { name: "Store locator" })
    .getAttribute("href");
  const findLocations = await page
    .locator("#support")
    .getByRole("link", { name: "Find Locations" })
    .getAttribute("href");
  expect(locator).toBe(findLocations);
  const target = new URL(locator ?? "", baseURL);
  const ownHosts = [new URL(baseURL ?? "").host, new URL(siteConfig.defaultOrigin).host];
  if (ownHosts.includes(target.host)) {
    expect((await request.get(target.pathname)).status(), target.pathname).toBe(200);
  }
});

/** Preloaded into a server so its clock reads mid-2040, as a server left running for years would. */
const serverClockIn2040 = `--import=data:text/javascript,${encodeURIComponent(`
  const RealDate = Date;
  const offset = RealDate.UTC(2040, 5, 1) - RealDate.now();
  globalThis.Date = class extends RealDate {
    constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
    static now() { return RealDate.now() + offset; }
  };
`)}`;

test("every render of a page names the build's year, whatever the clocks say", async ({ page }) => {
  const server = await startServer({ NODE_OPTIONS: serverClockIn2040 });
  try {
    await page.clock.setFixedTime(new Date("2040-06-01T12:00:00Z"));
    const year = async () =>
      /© (\d{4})\s/.exec((await footerOf(page).textContent()) ?? "")?.[1] ?? "none";

    await page.goto(`${server.url}/`); // prerendered at build time
    const built = await year();
    expect(built).toMatch(/^20\d\d$/);
    expect(built).not.toBe("2040");
    await page.goto(`${server.url}/?plan=basic`); // rendered by the server, then hydrated
    expect(await year()).toBe(built);
    await footerOf(page).getByRole("link", { name: "Terms of service" }).click(); // in the app
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    expect(await year()).toBe(built);
  } finally {
    await server.stop();
  }
});

test("no footer link is a dead #", async ({ page }) => {
  await page.goto("/");
  const hrefs = await footerOf(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(15);
  for (const href of hrefs) expect(href).not.toMatch(/^#?$/);
});

test("social icons are links with accessible names", async ({ page }) => {
  await page.goto("/");
  for (const network of ["Instagram", "X", "Facebook", "YouTube", "LinkedIn"]) {
    const link = footerOf(page).getByRole("link", { name: `Sahab Mobile on ${network}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the contact block gives the phone, email and store", async ({ page }) => {
  await page.goto("/");
  const contact = footerOf(page).getByRole("region", { name: "Get in touch" });
  await expectPhoneAndEmailLinks(contact);
  await expect(contact).toContainText("24 hours a day, 7 days a week");
  await expect(contact).toContainText("Sheikh Zayed Road, Dubai");
  await expect(contact).toContainText("9am–10pm every day");
});
