import { describe, expect, it } from "vitest";
import { wordsOf } from "../content/words.server";
import { sectionLinks } from "./section-links";

describe("section links", () => {
  const layout = wordsOf("en", "layout");

  it("are bare fragments on the home page", () => {
    expect(sectionLinks(layout, "en", true).map((link) => link.href)).toEqual([
      "#plans",
      "#calls",
      "#internet",
      "#activation",
      "#support",
      "#contact",
    ]);
  });

  it("lead back to the home page from any other page", () => {
    const links = sectionLinks(layout, "en", false);
    expect(links[0]).toEqual({ id: "plans", label: "Plans", href: "/#plans" });
    expect(links.every((link) => link.href.startsWith("/#"))).toBe(true);
  });

  it("lead back to the Arabic home page from an Arabic page", () => {
    const links = sectionLinks(wordsOf("ar", "layout"), "ar", false);
    expect(links.map((link) => link.href)).toContain("/ar#support");
  });
});
