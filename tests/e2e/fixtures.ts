import { type Locator, type Page, test as base, expect } from "@playwright/test";
import { localizedPagePaths } from "../../app/site/paths";

export { expect };

/**
 * A page that logs an error or throws has a defect, whatever the test asserted. The watch rides
 * on the `page` fixture itself, so a test that only sends requests opens no browser page at all.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, use) => {
    const errors: string[] = [];
    const record = (text: string) => {
      if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    page.on("console", (message) => {
      if (message.type() === "error") record(message.text());
    });
    page.on("pageerror", (error) => record(`Uncaught: ${error.message}`));
    await use(page);
    expect(errors, "errors in the browser console").toEqual([]);
  },
});

/**
 * Opens a page with JavaScript on and waits until every island on it is hydrated, as for a
 * visitor who has used the whole page (an island hydrates when a visitor comes near it or
 * touches it). Pages without islands are ready at `load`. Plain `page.goto` waits for `load` only.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Focuses into every island of the page, as a visitor reaching each would, and resolves once
 * React has hydrated them all; at once on a page without islands.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // By `load`, the islands' script has run and watches them.
  await page.waitForLoadState("load");
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) {
      island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
      (island) => "hydrated" in island.dataset,
    ),
  );
}

/**
 * Every public page, with what a visitor should see first in each language: the one list a new
 * page is added to (the page audit fails for a page of the site missing from it).
 */
export const pages = [
  {
    path: "/",
    title: "Sahab Mobile — Mobile plans, data and calls in the UAE",
    heading: "Stay connected across the Emirates",
    ar: {
      title: "سحاب موبايل — باقات الجوال والبيانات والمكالمات في الإمارات",
      heading: "ابقَ على اتصال في كل أنحاء الإمارات",
    },
  },
  {
    path: "/terms",
    title: "Terms of Service | Sahab Mobile",
    heading: "Terms of Service",
    ar: { title: "شروط الخدمة | سحاب موبايل", heading: "شروط الخدمة" },
  },
  {
    path: "/privacy",
    title: "Privacy Policy | Sahab Mobile",
    heading: "Privacy Policy",
    ar: { title: "سياسة الخصوصية | سحاب موبايل", heading: "سياسة الخصوصية" },
  },
  {
    path: "/cookie-policy",
    title: "Cookie Policy | Sahab Mobile",
    heading: "Cookie Policy",
    ar: {
      title: "سياسة ملفات تعريف الارتباط | سحاب موبايل",
      heading: "سياسة ملفات تعريف الارتباط",
    },
  },
  {
    path: "/international-calls",
    title: "International calls | Sahab Mobile",
    heading: "International calls",
    ar: { title: "المكالمات الدولية | سحاب موبايل", heading: "المكالمات الدولية" },
  },
  {
    path: "/roaming",
    title: "Roaming | Sahab Mobile",
    heading: "Roaming",
    ar: { title: "التجوال | سحاب موبايل", heading: "التجوال" },
  },
  // The plans compared, and each plan's page.
  {
    path: "/plans",
    title: "Compare plans | Sahab Mobile",
    heading: "Compare our plans",
    ar: { title: "مقارنة الباقات | سحاب موبايل", heading: "قارن بين باقاتنا" },
  },
  {
    path: "/plans/basic",
    title: "Basic plan | Sahab Mobile",
    heading: "Basic plan",
    ar: { title: "الباقة الأساسية | سحاب موبايل", heading: "الباقة الأساسية" },
  },
  {
    path: "/plans/standard",
    title: "Standard plan | Sahab Mobile",
    heading: "Standard plan",
    ar: { title: "الباقة القياسية | سحاب موبايل", heading: "الباقة القياسية" },
  },
  {
    path: "/plans/premium",
    title: "Premium plan | Sahab Mobile",
    heading: "Premium plan",
    ar: { title: "الباقة المميزة | سحاب موبايل", heading: "الباقة المميزة" },
  },
  // Prerendered with its form and every phone listed; `?model=` is answered by the server.
  {
    path: "/devices",
    title: "Is my phone ready? | Sahab Mobile",
    heading: "Is my phone ready?",
    ar: { title: "هل هاتفك جاهز؟ | سحاب موبايل", heading: "هل هاتفك جاهز؟" },
  },
  // Prerendered without a plan; a plan chosen, a post and its confirmation are the server's.
  {
    path: "/join",
    title: "Sign up for a plan | Sahab Mobile",
    heading: "Sign up for a plan",
    ar: { title: "اطلب الاشتراك في باقة | سحاب موبايل", heading: "اطلب الاشتراك في باقة" },
  },
  {
    path: "/complaints",
    title: "Complaints | Sahab Mobile",
    heading: "Complaints",
    ar: { title: "الشكاوى | سحاب موبايل", heading: "الشكاوى" },
  },
  {
    path: "/accessibility",
    title: "Accessibility statement | Sahab Mobile",
    heading: "Accessibility statement",
    ar: { title: "بيان إمكانية الوصول | سحاب موبايل", heading: "بيان إمكانية الوصول" },
  },
  {
    path: "/coverage",
    title: "Coverage | Sahab Mobile",
    heading: "Coverage in every emirate",
    ar: { title: "التغطية | سحاب موبايل", heading: "التغطية في كل إمارة" },
  },
  {
    path: "/stores",
    title: "Our stores | Sahab Mobile",
    heading: "Our stores",
    ar: { title: "متاجرنا | سحاب موبايل", heading: "متاجرنا" },
  },
  // Rendered for each request, never prerendered: it changes while the site runs.
  {
    path: "/network-status",
    title: "Network status | Sahab Mobile",
    heading: "Network status",
    ar: { title: "حالة الشبكة | سحاب موبايل", heading: "حالة الشبكة" },
  },
  // Prerendered with its examples; its answers are rendered for each query.
  {
    path: "/search",
    title: "Search | Sahab Mobile",
    heading: "Search the site",
    ar: { title: "البحث | سحاب موبايل", heading: "البحث في الموقع" },
  },
] as const;

/** Every page of `pages` in each language, with what it should show first. */
export const pagesInEveryLanguage = pages.flatMap(({ path, title, heading, ar }) => [
  { path, title, heading },
  { path: path === "/" ? "/ar" : `/ar${path}`, ...ar },
]);

/** The coverage page, whose filter is plain code like the rates pages' finder. */
export const coveragePaths = ["/coverage", "/ar/coverage"] as const;

/** The pages with a destination finder, the only island that is not React. */
export const ratesPaths = ["/international-calls", "/roaming"] as const;

/** Every public page, English then Arabic: the app's own list (pinned in app/site/paths.test.ts). */
export const allPagePaths = localizedPagePaths;

export const sectionIds = ["plans", "calls", "internet", "activation", "support", "contact"];

/**
 * Whether the browser's accessibility tree reports the named button as expanded. A popover's
 * toggle button carries no aria-expanded (HTML forbids it there), nor does a `<summary>`
 * (Chromium's `DisclosureTriangle`, or `DisclosureTriangleGrouped` in a named group); Chromium derives the state from the popover or the
 * `<details>`, and this reads it as a screen reader would.
 */
export async function reportedExpanded(
  page: Page,
  buttonName: string,
  role: "button" | "disclosure" = "button",
): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find(
      (node) =>
        (role === "button"
          ? node.role?.value === "button"
          : String(node.role?.value).startsWith("DisclosureTriangle")) &&
        node.name?.value === buttonName &&
        !node.ignored,
    );
    const expanded = button?.properties?.find((property) => property.name === "expanded");
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** The support phone and email, as working tel: and mailto: links inside a part of the page. */
export async function expectPhoneAndEmailLinks(region: Locator): Promise<void> {
  await expect(region.getByRole("link", { name: "800 72422" })).toHaveAttribute(
    "href",
    "tel:80072422",
  );
  await expect(region.getByRole("link", { name: "care@sahabmobile.ae" })).toHaveAttribute(
    "href",
    "mailto:care@sahabmobile.ae",
  );
}
