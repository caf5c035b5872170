// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { wordsOf } from "../content/words.server";
import { sectionLinks } from "./section-links";
import { layoutTextOf } from "../document/page-layout.server";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

function renderHeader(onHomePage: boolean) {
  const content = layoutTextOf(wordsOf("en", "layout"));
  render(
    <MemoryRouter>
      <SiteHeader
        content={content}
        homeHref="/"
        links={sectionLinks(content, "en", onHomePage)}
        languageSwitch={<a href="/ar">العربية</a>}
      />
    </MemoryRouter>,
  );
}

describe("SiteHeader", () => {
  it("has a menu button that opens the navigation list as a popover", () => {
    renderHeader(true);
    const button = screen.getByRole("button", { name: "Menu" });
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveProperty("type", "button");
    // A popover button's expanded state is the browser's to report; HTML forbids the attribute.
    expect(button.hasAttribute("aria-expanded")).toBe(false);
    expect(button.getAttribute("popovertarget")).toBe(list?.id);
    expect(list?.getAttribute("popover")).toBe("auto");
  });

  it("links each section of the home page, in page order", () => {
    renderHeader(true);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      "Plans",
      "Calls",
      "Internet",
      "Activation",
      "Support",
      "Contact",
    ]);
    expect(links[0]?.getAttribute("href")).toBe("#plans");
  });

  it("names the logo link as the way home", () => {
    renderHeader(false);
    expect(screen.getByRole("link", { name: "Sahab Mobile home" }).getAttribute("href")).toBe("/");
  });
});
