import { describe, expect, it } from "vitest";
import { defaultLocale, localeFromPathname, localizedPath, pagePathOf } from "./locale";

describe("locale paths", () => {
  it("puts English at the spec's paths", () => {
    expect(defaultLocale).toBe("en");
    expect(localeFromPathname("/")).toBe("en");
    expect(localeFromPathname("/terms")).toBe("en");
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/privacy")).toBe("/privacy");
  });

  it("does not mistake a page that starts like a locale for one", () => {
    expect(localeFromPathname("/english")).toBe("en");
    expect(localeFromPathname("/en")).toBe("en");
  });

  it("finds the locale-neutral page path", () => {
    expect(pagePathOf("/")).toBe("/");
    expect(pagePathOf("/cookie-policy")).toBe("/cookie-policy");
  });
});
