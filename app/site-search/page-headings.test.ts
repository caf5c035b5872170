import { describe, expect, it } from "vitest";
import { headingSearchEntries, headingsOfPage } from "./page-headings";

const html = (main: string) =>
  `<html><head><title>Roaming &amp; travel | Sahab Mobile</title><meta name="description" content="Use your line abroad &#x2014; safely."></head><body><header><h2>Menu</h2></header><main id="main">${main}</main><footer><h2>Links</h2></footer></body></html>`;

describe("a prerendered page's headings", () => {
  it("are its h1 and the h2s of its main content, as a reader sees them", () => {
    const page = headingsOfPage(
      "/ar/roaming",
      html(
        `<h1>Roaming <span>abroad</span></h1><h2 id="pass">Day&nbsp;pass</h2><h2>Caps &lt;200&gt; \u2066AED\u2069</h2>`,
      ),
    );
    expect(page).toEqual({
      path: "/ar/roaming",
      title: "Roaming & travel",
      heading: "Roaming abroad",
      description: "Use your line abroad \u2014 safely.",
      sections: [
        { heading: "Day pass", id: "pass" },
        { heading: "Caps <200> AED", id: undefined },
      ],
    });
  });

  it("are none for a page without an h1", () => {
    expect(headingsOfPage("/x", html("<h2>Only</h2>"))).toBeUndefined();
  });

  it("answer in their page's language only, the page before its sections", () => {
    const english = headingsOfPage("/roaming", html(`<h1>Roaming</h1><h2 id="pass">Day pass</h2>`));
    const arabic = headingsOfPage("/ar/roaming", html(`<h1>التجوال</h1>`));
    const search = headingsOfPage("/search", html(`<h1>Search</h1>`));
    const pages = [english, arabic, search].flatMap((page) => (page ? [page] : []));
    const entries = headingSearchEntries(pages, "en", "On the page {page}", (path) =>
      path.endsWith("/search"),
    );
    expect(entries.map(({ title, line, href }) => [title, line, href])).toEqual([
      ["Roaming", "Use your line abroad \u2014 safely.", "/roaming"],
      ["Day pass", "On the page Roaming", "/roaming#pass"],
    ]);
  });
});
