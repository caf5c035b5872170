import { describe, expect, it } from "vitest";
import {
  isLegalSlug,
  isPagePath,
  isStatementPagePath,
  localizedPagePaths,
  prerenderPaths,
  realPathOf,
  sectionIds,
} from "./paths";

describe("site paths", () => {
  it("prerenders the four routes, the rates pages, the plans' pages, the devices page, the join page, the statements, coverage, the stores, the network status and the search in English, and the same under /ar", () => {
    const plansPages = ["/plans", "/plans/basic", "/plans/standard", "/plans/premium"];
    expect(localizedPagePaths).toEqual([
      "/",
      "/terms",
      "/privacy",
      "/cookie-policy",
      "/international-calls",
      "/roaming",
      ...plansPages,
      "/devices",
      "/join",
      "/complaints",
      "/accessibility",
      "/coverage",
      "/stores",
      "/network-status",
      "/search",
      "/ar",
      "/ar/terms",
      "/ar/privacy",
      "/ar/cookie-policy",
      "/ar/international-calls",
      "/ar/roaming",
      ...plansPages.map((path) => `/ar${path}`),
      "/ar/devices",
      "/ar/join",
      "/ar/complaints",
      "/ar/accessibility",
      "/ar/coverage",
      "/ar/stores",
      "/ar/network-status",
      "/ar/search",
    ]);
  });

  it("prerenders every page but the network status, the crawler files and the rate list's download", () => {
    expect(prerenderPaths).toEqual([
      ...localizedPagePaths.filter((path) => !path.endsWith("/network-status")),
      "/sitemap.xml",
      "/robots.txt",
      "/international-call-rates.csv",
    ]);
  });

  it("lists the home page's anchors in page order", () => {
    expect(sectionIds).toEqual(["plans", "calls", "internet", "activation", "support", "contact"]);
  });

  it("recognises legal slugs and nothing else", () => {
    expect(isLegalSlug("terms")).toBe(true);
    expect(isLegalSlug("cookie-policy")).toBe(true);
    expect(isLegalSlug("cookies")).toBe(false);
    expect(isLegalSlug("")).toBe(false);
  });

  it("recognises the statements' paths and nothing else", () => {
    expect(isStatementPagePath("/complaints")).toBe(true);
    expect(isStatementPagePath("/accessibility")).toBe(true);
    expect(isStatementPagePath("/ar/complaints")).toBe(false);
    expect(isStatementPagePath("/terms")).toBe(false);
  });

  it("knows a page only by its exact path", () => {
    expect(isPagePath("/")).toBe(true);
    expect(isPagePath("/ar/privacy")).toBe(true);
    expect(isPagePath("/terms/")).toBe(true);
    expect(isPagePath("/AR")).toBe(false);
    expect(isPagePath("/ar/ar")).toBe(false);
    expect(isPagePath("/nothing")).toBe(false);
  });

  it("finds the real path behind a wrong casing, and nothing behind an unknown path", () => {
    expect(realPathOf("/AR")).toBe("/ar");
    expect(realPathOf("/Terms")).toBe("/terms");
    expect(realPathOf("/ar/PRIVACY")).toBe("/ar/privacy");
    expect(realPathOf("/Ar/Cookie-Policy/")).toBe("/ar/cookie-policy");
    expect(realPathOf("/SITEMAP.XML")).toBe("/sitemap.xml");
    expect(realPathOf("/ar/ar")).toBeUndefined();
    expect(realPathOf("/nothing")).toBeUndefined();
  });
});
