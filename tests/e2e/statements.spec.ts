import type { Page } from "@playwright/test";
import { expect, expectPhoneAndEmailLinks, test } from "./fixtures";

const articleOf = (page: Page) => page.getByRole("article");

/** A term of a description list and the detail it is paired with, as a screen reader reads it. */
async function detailOf(page: Page, term: string): Promise<string> {
  return page
    .locator("dt", { hasText: term })
    .evaluate((dt) => dt.parentElement?.querySelector("dd")?.textContent ?? "");
}

test.describe("the complaints page", () => {
  test("gives every channel, with working phone and email links", async ({ page }) => {
    await page.goto("/complaints");
    const channels = page.locator("#how-to-complain dl");
    for (const channel of ["Phone", "Email", "In store", "Online"]) {
      await expect(channels.locator("dt", { hasText: channel })).toBeVisible();
    }
    await expectPhoneAndEmailLinks(channels);
    await expect(channels).toContainText("Sheikh Zayed Road, Dubai");
  });

  test("states each promise as a term and its deadline", async ({ page }) => {
    await page.goto("/complaints");
    expect(await detailOf(page, "Reference")).toMatch(/^At once/);
    expect(await detailOf(page, "Acknowledgement")).toMatch(/^Within 1\u00a0working day/);
    expect(await detailOf(page, "Resolution")).toContain("within 5\u00a0working days");
    expect(await detailOf(page, "Final answer")).toMatch(/^Within 30\u00a0days/);
  });

  test("leads to the regulator's consumer affairs page on its official site", async ({ page }) => {
    await page.goto("/complaints");
    const link = page.locator("#escalation").getByRole("link", { name: /TDRA/ });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("https:");
    expect(href.host).toBe("tdra.gov.ae");
    expect(href.pathname).toMatch(/^\/en\//);
    await page.goto("/ar/complaints");
    const arabic = page.locator("#escalation").getByRole("link", { name: /الهيئة/ });
    expect(new URL((await arabic.getAttribute("href")) ?? "").pathname).toMatch(/^\/ar\//);
  });

  test("its form link opens the contact form", async ({ page }) => {
    await page.goto("/complaints");
    await articleOf(page)
      .getByRole("link", { name: "our contact form, marked as a complaint" })
      .click();
    await expect(page).toHaveURL("/?topic=complaint#contact");
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  });

  test("is reached from the Terms of Service", async ({ page }) => {
    await page.goto("/terms");
    await page
      .locator("#termination")
      .getByRole("link", { name: "our complaints procedure" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complaints");
    await page.goto("/ar/terms");
    await page.locator("#termination").getByRole("link", { name: "إجراءات الشكاوى" }).click();
    await expect(page).toHaveURL("/ar/complaints");
  });
});

test.describe("the accessibility statement", () => {
  test("names the standard and the date of its last review", async ({ page }) => {
    await page.goto("/accessibility");
    await expect(page.locator("#standard")).toContainText("WCAG) 2.2, level AA");
    await expect(page.getByText("Last reviewed:")).toBeVisible();
    await expect(page.locator("header time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  });

  test("says how to report a barrier and how fast we answer", async ({ page }) => {
    await page.goto("/accessibility");
    const report = page.locator("#report-a-barrier");
    await expectPhoneAndEmailLinks(report);
    await expect(report.getByRole("link", { name: "Our contact form" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(report).toContainText("We answer within 1\u00a0working day.");
    await report.getByRole("link", { name: "Our complaints procedure" }).click();
    await expect(page).toHaveURL("/complaints");
  });

  test("the Arabic statement reads right to left, with its runs left to right", async ({
    page,
  }) => {
    await page.goto("/ar/accessibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("بيان إمكانية الوصول");
    await expect(page.locator("#standard bdi").first()).toHaveText("WCAG 2.2");
    await expect(page.getByText("آخر مراجعة:")).toBeVisible();
  });
});
