// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { wordsOf } from "../content/words.server";
import { layoutTextOf } from "../document/page-layout.server";
import type { Locale } from "../i18n/locale";
import { menuGroupsFor } from "./menu-groups";
import { sectionLinks } from "./section-links";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

function renderHeader(pagePath: string, locale: Locale = "en") {
  const content = layoutTextOf(wordsOf(locale, "layout"));
  render(
    <SiteHeader
      content={content}
      homeHref={locale === "en" ? "/" : "/ar"}
      groups={menuGroupsFor(content, locale, pagePath)}
      sections={pagePath === "/" ? sectionLinks(content, locale, true) : null}
      search={{
        action: locale === "en" ? "/search" : "/ar/search",
        name: "q",
        island: "site-search",
      }}
      languageSwitch={<a href="/ar">العربية</a>}
    />,
  );
}

const mainNav = (name = "Main") => screen.getByRole("navigation", { name });

describe("SiteHeader", () => {
  it("has a menu button that opens the panel as a popover", () => {
    renderHeader("/");
    const button = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveProperty("type", "button");
    // A popover button's expanded state is the browser's to report; HTML forbids the attribute.
    expect(button.hasAttribute("aria-expanded")).toBe(false);
    expect(button.getAttribute("popovertarget")).toBe(panel?.id);
    expect(panel?.getAttribute("popover")).toBe("auto");
    expect(panel?.contains(screen.getByRole("search", { hidden: true }))).toBe(true);
  });

  // The panel is a closed popover here, so its contents are found with `hidden: true`.
  it("shows the laptop's groups as disclosures, one open at a time", () => {
    renderHeader("/terms");
    const groups = [...mainNav().querySelectorAll("details")];
    expect(groups.map((group) => group.querySelector("summary")?.textContent)).toEqual([
      "Plans",
      "Calls and roaming",
      "Help and support",
    ]);
    const names = new Set(groups.map((group) => group.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(groups.every((group) => !group.open)).toBe(true);
    // Not the ARIA menu pattern: plain links a screen reader lists as links.
    expect(document.querySelector("[role=menu], [role=menuitem]")).toBeNull();
  });

  it("lists each group for the phone's panel, its links named by the group", () => {
    renderHeader("/terms");
    const help = within(mainNav()).getByRole("list", { name: "Help and support", hidden: true });
    const links = within(help).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Coverage", "/coverage"],
      ["Network status", "/network-status"],
      ["Our stores", "/stores"],
      ["Contact us", "/#contact"],
      ["Complaints", "/complaints"],
    ]);
  });

  it("marks the page shown and its group", () => {
    renderHeader("/roaming");
    const current = [...mainNav().querySelectorAll("[aria-current=page]")];
    // Once in the laptop's group and once in the phone's list: one of them is ever displayed.
    expect(current.map((link) => link.getAttribute("href"))).toEqual(["/roaming", "/roaming"]);
    const summary = [...mainNav().querySelectorAll("summary")].find(
      (each) => each.textContent === "Calls and roaming",
    );
    expect(summary?.hasAttribute("data-current")).toBe(true);
  });

  it("names the home page's sections on the home page alone", () => {
    renderHeader("/");
    const sections = within(mainNav()).getByRole("list", { name: "On this page", hidden: true });
    expect(
      within(sections)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#plans", "#calls", "#internet", "#activation", "#support", "#contact"]);
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeTruthy();
    cleanup();
    renderHeader("/plans");
    expect(screen.queryByRole("list", { name: "On this page", hidden: true })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "On this page" })).toBeNull();
  });

  it("has a search form sent by GET to the search page, in each language", () => {
    for (const [locale, action, label] of [
      ["en", "/search", "Search the site"],
      ["ar", "/ar/search", "ابحث في الموقع"],
    ] as const) {
      renderHeader("/terms", locale);
      const form = screen.getByRole("search", { hidden: true });
      expect(form.getAttribute("method")).toBe("get");
      expect(form.getAttribute("action")).toBe(action);
      const field = within(form).getByRole("searchbox", { name: label, hidden: true });
      expect(field.getAttribute("name")).toBe("q");
      expect(field.id).toBe("site-search");
      expect(field.hasAttribute("data-site-search")).toBe(true);
      expect(within(form).getByRole("button", { hidden: true }).getAttribute("type")).toBe(
        "submit",
      );
      cleanup();
    }
  });

  it("names the logo link as the way home", () => {
    renderHeader("/terms");
    expect(screen.getByRole("link", { name: "Sahab Mobile home" }).getAttribute("href")).toBe("/");
  });
});
