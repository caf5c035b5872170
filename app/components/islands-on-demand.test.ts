import { describe, expect, it } from "vitest";
import { ISLANDS_ENTRY_ATTRIBUTE, withIslandsEntry } from "./islands-on-demand";

const tag = '<script type="module" async src="/assets/entry.js"></script>';
const header = `<form data-island="site-search" ${ISLANDS_ENTRY_ATTRIBUTE}=""></form>`;

describe("the islands' script on demand", () => {
  it("leaves a page without islands without a script", () => {
    expect(withIslandsEntry("<body><p>Terms</p></body>", tag, "/assets/entry.js")).toBe(
      "<body><p>Terms</p></body>",
    );
  });

  it("names the script in the header's form when it holds the page's only island", () => {
    const html = withIslandsEntry(`<body>${header}</body>`, tag, "/assets/entry.js");
    expect(html).not.toContain("<script");
    expect(html).toContain(`${ISLANDS_ENTRY_ATTRIBUTE}="/assets/entry.js"`);
  });

  it("loads the script at once when the page has islands of its own", () => {
    const html = withIslandsEntry(
      `<body>${header}<div data-island="speed-counter"></div></body>`,
      tag,
      "/assets/entry.js",
    );
    expect(html).toContain(`${tag}</body>`);
    expect(html).toContain(`${ISLANDS_ENTRY_ATTRIBUTE}=""`);
  });
});
