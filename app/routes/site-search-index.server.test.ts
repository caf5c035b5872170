import { describe, expect, it } from "vitest";
import { plainText } from "../i18n/bidi";
import type { Locale } from "../i18n/locale";
import { lineAt, type SearchKind, searchSite } from "../search/site-index";
import { headingsOfPage } from "../site-search/page-headings";
import { searchView } from "../site-search/search-view.server";
import { answersKeyAt, siteSearchIndex } from "./site-search-index.server";

const complaintsPage = headingsOfPage(
  "/complaints",
  `<title>Complaints | Sahab Mobile</title><meta name="description" content="How to complain &amp; escalate."><header><h2>Menu</h2></header><main><h1>How to complain</h1><section id="promise" aria-labelledby="promise-heading"><h2 id="promise-heading">What we promise</h2></section></main>`,
);
const pages = complaintsPage ? [complaintsPage] : [];
/** 2 p.m. on a Monday in the UAE, when every store keeps its week's hours. */
const monday = Date.parse("2026-12-14T10:00:00Z");
/** 3 a.m. in the UAE: every store is closed. */
const night = Date.parse("2026-12-14T23:00:00Z");
const moment = (now: number, problems = 0) => ({ now, problemsIn: () => problems });

function answers(locale: Locale, query: string, now = monday) {
  const { groups } = searchSite(siteSearchIndex(locale, pages), query, 5);
  return Object.fromEntries(
    groups.map((group) => [
      group.kind,
      group.entries.map((entry) => `${entry.title}: ${plainText(lineAt(entry, moment(now)))}`),
    ]),
  ) as Partial<Record<SearchKind, string[]>>;
}
const titlesOf = (locale: Locale, query: string, kind: SearchKind) =>
  (answers(locale, query)[kind] ?? []).map((answer) => answer.split(":")[0]);

describe("the site search of the site's own data", () => {
  it.each(["indai", "India", "الهند", "INDIA"])(
    "%s finds India's call price and roaming zone",
    (query) => {
      const found = answers("en", query);
      expect(found.calls).toEqual(["India: AED\u00a00.75\u00a0a minute, an SMS AED\u00a00.35"]);
      expect(found.roaming?.[0]).toMatch(
        /^India: Zone B: a day pass AED\u00a035\u00a0for 1GB and 30/,
      );
    },
  );

  it("answers in the page's language, whatever the script of the query", () => {
    expect(titlesOf("ar", "indai", "calls")).toEqual(["الهند"]);
    expect(answers("ar", "الهند").calls?.[0]).toMatch(/^الهند: 0\.75/);
    expect(titlesOf("ar", "Srilanka", "calls")).toEqual(["سريلانكا"]);
  });

  it.each([
    ["Srilanka", "calls", "Sri Lanka"],
    ["UK", "calls", "United Kingdom"],
    ["London", "roaming", "United Kingdom"],
    ["JLT", "coverage", "Jumeirah Lake Towers"],
    ["barsah", "coverage", "Al Barsha"],
    ["البرشا", "coverage", "Al Barsha"],
    ["JLT", "status", "Jumeirah Lake Towers"],
    ["Dubai", "status", "Dubai"],
    ["Standard", "plans", "Standard plan"],
    ["القياسية", "plans", "Standard plan"],
    ["complaint", "pages", "How to complain"],
  ] as const)("%s finds %s: %s", (query, kind, title) => {
    expect(titlesOf("en", query, kind)[0]).toBe(title);
  });

  it("says a community's coverage and the nearest store, open or closed at the moment asked", () => {
    const day = answers("en", "barsah", monday);
    expect(day.coverage).toEqual(["Al Barsha: 5G and 4G, in Dubai"]);
    expect(day.stores?.[0]).toMatch(
      /^Al Barsha: Nearest store: Sahab Mobile .+, Open now, closes at/,
    );
    expect(answers("en", "barsah", night).stores?.[0]).toMatch(/Closed, opens today at/);
    expect(answers("en", "Deira", monday).stores?.[0]).toMatch(/^Sahab Mobile Deira: Open now/);
  });

  it("says the network status of an area from the notices in force", () => {
    const index = siteSearchIndex("en", pages);
    const [status] = searchSite(index, "Dubai", 5).groups.filter(({ kind }) => kind === "status");
    const [dubai] = status?.entries ?? [];
    if (!dubai) throw new Error("no status answer for Dubai");
    expect(plainText(lineAt(dubai, moment(monday)))).toBe("No known problems now");
    expect(plainText(lineAt(dubai, moment(monday, 2)))).toBe("2\u00a0problems now");
  });

  it("finds a page by its headings and links to the section", () => {
    const index = siteSearchIndex("en", pages);
    const [found] = searchSite(index, "what we promise", 5).groups;
    expect(found?.entries.map(({ title, href }) => [title, href])).toEqual([
      ["What we promise", "/complaints#promise-heading"],
    ]);
  });
});

describe("the search page's answer", () => {
  const asked = (locale: Locale) => ({
    index: siteSearchIndex(locale, pages),
    moment: moment(monday),
  });

  it("is honest when nothing is found, with the ways to ask us", () => {
    const view = searchView("en", "qwxzqwxz", asked("en"));
    expect(view.answer?.found).toBe(false);
    const ways = view.answer?.found === false ? view.answer.ways : [];
    expect(ways.map(({ href }) => href)).toEqual([
      "tel:80072422",
      "tel:+97148007242",
      "mailto:care@sahabmobile.ae",
      "/#contact",
      "/?topic=complaint#contact",
    ]);
  });

  it("counts its answers and says when they are the closest", () => {
    const view = searchView("en", "indai", asked("en"));
    expect(view.answer).toMatchObject({ found: true, status: "2\u00a0answers", closest: true });
    const arabic = searchView("ar", "indai", asked("ar"));
    expect(arabic.answer).toMatchObject({ found: true, status: "نتيجتان" });
  });

  it("shows its examples without a query, each leading to its answer", () => {
    const view = searchView("ar", "", null);
    expect(view.answer).toBeNull();
    expect(view.examples[0]?.href).toBe("/ar/search?q=%D8%A7%D9%84%D9%87%D9%86%D8%AF");
  });
});

describe("what the kept answers depend on", () => {
  const quiet = { notices: [], stale: false };
  const notice = {
    id: "n1",
    kind: "outage",
    areas: ["dubai"],
    startsAt: "2026-12-14T09:00:00Z",
    changedAt: "2026-12-14T09:00:00Z",
  } as unknown as Parameters<typeof answersKeyAt>[0]["notices"][number];

  it("stays while nothing its lines say changes, and moves when a store opens or a notice starts", () => {
    const minuteLater = monday + 60_000;
    expect(answersKeyAt(quiet, minuteLater)).toBe(answersKeyAt(quiet, monday));
    expect(answersKeyAt({ ...quiet }, monday)).toBe(answersKeyAt(quiet, monday));
    expect(answersKeyAt(quiet, night)).not.toBe(answersKeyAt(quiet, monday));
    const withNotice = { notices: [notice], stale: false };
    expect(answersKeyAt(withNotice, monday)).not.toBe(answersKeyAt(quiet, monday));
    // Planned for later: not in force yet, so no answer says it.
    expect(answersKeyAt(withNotice, Date.parse("2026-12-14T08:00:00Z"))).toBe(
      answersKeyAt(quiet, Date.parse("2026-12-14T08:00:00Z")),
    );
  });
});
