import type { Page } from "@playwright/test";
import { siteConfig } from "../../app/content/site-config";
import { expect, sectionIds, test, expectPhoneAndEmailLinks } from "./fixtures";

const footerOf = (page: Page) => page.getByRole("contentinfo");

test("quick links lead to each section of the home page", async ({ page }) => {
  await page.goto("/terms");
  const quickLinks = footerOf(page)
    .getByRole("navigation", { name: "Quick links" })
    .getByRole("link");
  await expect(quickLinks).toHaveCount(sectionIds.length);
  for (const [index, id] of sectionIds.entries()) {
    await expect(quickLinks.nth(index)).toHaveAttribute("href", `/#${id}`);
  }
  await quickLinks.filter({ hasText: "Support" }).click();
  await expect(page).toHaveURL("/#support");
});

test("resource links go to the operator's services and the legal pages", async ({ page }) => {
  await page.goto("/");
  const resources = footerOf(page).getByRole("navigation", { name: "Resources" });
  const expected: [string, string][] = [
    ["Coverage map", siteConfig.externalLinks.coverageMap],
    ["Store locator", siteConfig.externalLinks.storeLocator],
    ["Download our app", siteConfig.externalLinks.downloadApp],
    ["Network status", siteConfig.externalLinks.networkStatus],
    ["Privacy policy", "/privacy"],
    ["Terms of service", "/terms"],
    ["Cookie policy", "/cookie-policy"],
  ];
  // In the spec's order, with the cookie policy after the two it names.
  const links = resources.getByRole("link");
  await expect(links).toHaveText(expected.map(([name]) => name));
  for (const [index, [, href]] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", href);
  }
  await resources.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
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
