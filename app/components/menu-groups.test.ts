import { describe, expect, it } from "vitest";
import { wordsOf } from "../content/words.server";
import { pagePaths } from "../site/paths";
import { menuGroupsFor } from "./menu-groups";

describe("the main menu", () => {
  const english = wordsOf("en", "layout");
  const arabic = wordsOf("ar", "layout");

  it("groups the visitor's tasks, each leading to its own page", () => {
    const groups = menuGroupsFor(english, "en", "/terms");
    expect(groups.map((group) => [group.label, group.links.map((link) => link.href)])).toEqual([
      [
        "Plans",
        ["/plans", "/plans/basic", "/plans/standard", "/plans/premium", "/devices", "/join"],
      ],
      ["Calls and roaming", ["/international-calls", "/roaming"]],
      ["Help and support", ["/coverage", "/network-status", "/stores", "/#contact", "/complaints"]],
    ]);
  });

  it("leads only to pages the site has, or to the contact form on the home page", () => {
    const hrefs = menuGroupsFor(english, "en", null).flatMap((group) =>
      group.links.map((link) => link.href),
    );
    for (const href of hrefs) {
      if (href !== "/#contact") expect(pagePaths).toContain(href);
    }
  });

  it("speaks Arabic on Arabic pages and leads to the Arabic pages", () => {
    const groups = menuGroupsFor(arabic, "ar", "/");
    expect(groups.map((group) => group.label)).toEqual([
      "الباقات",
      "المكالمات والتجوال",
      "المساعدة والدعم",
    ]);
    const links = groups.flatMap((group) => group.links);
    expect(links.find((link) => link.id === "roaming")).toMatchObject({
      label: "التجوال",
      href: "/ar/roaming",
    });
    // On the home page the contact form is on the page itself.
    expect(links.find((link) => link.id === "contact")?.href).toBe("#contact");
  });

  it("marks the page shown, and its group", () => {
    const groups = menuGroupsFor(english, "en", "/plans/standard");
    const current = groups.flatMap((group) => group.links).filter((link) => link.current);
    expect(current.map((link) => link.href)).toEqual(["/plans/standard"]);
    expect(groups.map((group) => group.current)).toEqual([true, false, false]);
  });

  it("marks no page on the home page or a page outside the menu", () => {
    for (const pagePath of ["/", "/privacy", null]) {
      const groups = menuGroupsFor(english, "en", pagePath);
      expect(groups.some((group) => group.current)).toBe(false);
    }
  });

  it("names every link in both languages", () => {
    for (const layout of [english, arabic]) {
      for (const group of menuGroupsFor(layout, "en", "/")) {
        expect(group.label.trim()).not.toBe("");
        for (const link of group.links) expect(link.label.trim()).not.toBe("");
      }
    }
  });
});
