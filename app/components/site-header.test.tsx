// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { layoutByLocale } from "~/content/layout";
import { sectionLinks } from "~/lib/layout-links";
import { SiteHeader } from "./site-header";

afterEach(cleanup);

function renderHeader(onHomePage: boolean) {
  const content = layoutByLocale.en;
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
  it("has a menu button that controls the navigation list and starts collapsed", () => {
    renderHeader(true);
    const button = screen.getByRole("button", { name: "Menu" });
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveProperty("type", "button");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("popovertarget")).toBe(list?.id);
    expect(list?.getAttribute("popover")).toBe("auto");
  });

  it("links each section of the home page, in the spec's order", () => {
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
