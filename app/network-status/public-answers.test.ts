// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noticesAtom } from "./public-answers";
import type { Notice } from "./notice-queries";

/** The feed parsed as XML, or the parser's complaint. */
function parsed(feed: string): Document | string {
  const document = new DOMParser().parseFromString(feed, "application/xml");
  const error = document.querySelector("parsererror");
  return error ? (error.textContent ?? "not well-formed") : document;
}

const noticeSaying = (text: string): Notice => ({
  id: "n1",
  kind: "outage",
  services: ["4g"],
  areas: ["dubai"],
  title: { en: text, ar: text },
  description: { en: text, ar: text },
  startsAt: "2026-11-28T04:00:00.000Z",
  updates: [{ at: "2026-11-28T05:00:00.000Z", text: { en: text, ar: text } }],
  resolvedAt: "2026-11-28T06:00:00.000Z",
  resolution: { en: text, ar: text },
  createdAt: "2026-11-28T04:00:00.000Z",
  changedAt: "2026-11-28T06:00:00.000Z",
});

const feedOf = (text: string) =>
  noticesAtom(
    { notices: [noticeSaying(text)], readAt: new Date(), stale: false },
    { origin: "https://www.sahabmobile.ae" },
  );

describe("the Atom feed", () => {
  it("stays well-formed XML whatever a stored notice says, and keeps what XML can carry", () => {
    for (const text of ["\uFFFF", "\uFFFE", "\uD800", "a\u0000b", "<b>&amp;</b>", "]]>"]) {
      expect(typeof parsed(feedOf(text)), JSON.stringify(text)).toBe("object");
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const document = parsed(feedOf(text));
        expect(document, JSON.stringify(text)).not.toEqual(expect.any(String));
      }),
      { numRuns: 100 },
    );
    const document = parsed(feedOf("Tom & Jerry <3 سحاب 👍")) as Document;
    expect(document.querySelector("entry > title")?.textContent).toBe(
      "Tom & Jerry <3 سحاب 👍 / Tom & Jerry <3 سحاب 👍",
    );
    // Each run parses a whole feed: slow on a busy machine, never stuck.
  }, 30_000);
});
