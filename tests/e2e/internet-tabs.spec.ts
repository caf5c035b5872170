import { expect, test } from "./fixtures";

const packagesByTab = {
  Daily: [
    ["Basic Day", "AED 5", "1GB", "24 hours"],
    ["Premium Day", "AED 10", "3GB", "24 hours"],
  ],
  Weekly: [
    ["Basic Week", "AED 30", "7GB", "7 days"],
    ["Premium Week", "AED 50", "15GB", "7 days"],
  ],
  Monthly: [
    ["Basic Month", "AED 100", "30GB", "30 days"],
    ["Premium Month", "AED 200", "100GB", "30 days"],
    ["Unlimited", "AED 300", "Unlimited", "30 days"],
  ],
} as const;

test("Daily is selected by default and each tab shows its own packages", async ({ page }) => {
  await page.goto("/");
  const tablist = page.getByRole("tablist", { name: "Package length" });
  await expect(tablist.getByRole("tab")).toHaveText(["Daily", "Weekly", "Monthly"]);
  await expect(page.getByRole("tab", { name: "Daily" })).toHaveAttribute("aria-selected", "true");

  for (const [tab, packages] of Object.entries(packagesByTab)) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: tab });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(panel.locator("article h4")).toHaveText(packages.map(([name]) => name));
    for (const [name, price, data, validity] of packages) {
      const card = panel.locator("article").filter({ hasText: name });
      await expect(card.locator("dd")).toHaveText([price, data, validity]);
    }
  }
});

test("the weekly tab lists its features", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("tab", { name: "Weekly" }).click();
  const panel = page.getByRole("tabpanel", { name: "Weekly" });
  await expect(panel.getByRole("heading", { name: "Every weekly package includes" })).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "4G LTE access" })).toBeVisible();
  await expect(
    panel.getByRole("listitem").filter({ hasText: "Free social media browsing" }),
  ).toBeVisible();
});

test("arrow keys, Home and End move between tabs and select them", async ({ page }) => {
  await page.goto("/");
  const tab = (name: string) => page.getByRole("tab", { name });
  await tab("Daily").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Weekly")).toBeFocused();
  await expect(tab("Weekly")).toHaveAttribute("aria-selected", "true");
  await expect(tab("Daily")).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("End");
  await expect(tab("Monthly")).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Monthly" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Daily")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab("Monthly")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab("Daily")).toBeFocused();
  await expect(tab("Daily")).toHaveAttribute("aria-selected", "true");
  // Tab leaves the tab list for the panel, as the pattern asks.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Daily" })).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every package is readable and the inert tab list is hidden", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const packages of Object.values(packagesByTab)) {
      for (const [name, price] of packages) {
        const card = page.locator("#internet article").filter({ hasText: name });
        await expect(card).toBeVisible();
        await expect(card).toContainText(price);
      }
    }
    for (const heading of ["Daily packages", "Weekly packages", "Monthly packages"]) {
      await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    }
  });
});
