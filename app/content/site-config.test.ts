import { describe, expect, it } from "vitest";
import { localizedPagePaths } from "../site/paths";
import { siteConfig } from "./site-config";

describe("the site config's outside links", () => {
  it("never point at a path of this site that has no page", () => {
    const ownHost = new URL(siteConfig.defaultOrigin).host;
    for (const [id, href] of Object.entries(siteConfig.externalLinks)) {
      const url = new URL(href);
      if (url.host === ownHost) expect(localizedPagePaths, id).toContain(url.pathname);
    }
  });

  it("lead the store locator to a map of the store", () => {
    const { storeLocator } = siteConfig.externalLinks;
    expect(new URL(storeLocator).searchParams.get("query")).toMatch(/Sheikh Zayed Road/);
  });
});
