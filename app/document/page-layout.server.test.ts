import { describe, expect, it } from "vitest";
import { keptQuery, pageLayoutFor } from "./page-layout.server";

describe("the query the language switch keeps", () => {
  it("keeps every parameter, in its order", () => {
    expect(keptQuery(new URLSearchParams("q=India&minutes=120&to=in"))).toBe(
      "?q=India&minutes=120&to=in",
    );
    expect(keptQuery(new URLSearchParams("q=%2B44+20"))).toBe("?q=%2B44+20");
  });

  it("is empty for a page with no query", () => {
    expect(keptQuery(new URLSearchParams())).toBe("");
  });

  it("writes back no control or bidi character and no page's worth of text", () => {
    const kept = keptQuery(new URLSearchParams(`q=%E2%80%AEphil%00&area=${"Z".repeat(500)}`));
    const params = new URLSearchParams(kept);
    expect(params.get("q")).toBe("phil");
    expect(params.get("area")).toBe("Z".repeat(60));
    const many = new URLSearchParams(Array.from({ length: 20 }, (_, i) => [`p${i}`, "x"]));
    expect([...new URLSearchParams(keptQuery(many))]).toHaveLength(8);
  });

  it("is the root's for a page, and none for a path that is no page", () => {
    const params = new URLSearchParams("area=al-barsha");
    expect(pageLayoutFor("ar", "/ar/coverage", params).query).toBe("?area=al-barsha");
    expect(pageLayoutFor("en", "/no-such-page", params).query).toBe("");
  });
});
