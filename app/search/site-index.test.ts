import { describe, expect, it } from "vitest";
import { searchNames } from "./matching";
import { type AnswerMoment, lineAt, type SearchEntry, searchSite, siteIndex } from "./site-index";

const entry = (
  kind: SearchEntry["kind"],
  names: string[],
  codes: string[] = [],
  line: SearchEntry["line"] = "",
): SearchEntry => ({
  kind,
  names: searchNames(names),
  codes,
  title: names[0] ?? "",
  line,
  href: `/${names[0]}`,
});

const india = entry("calls", ["India", "الهند"], ["91"]);
const indianOcean = entry("calls", ["Indian Ocean"], ["246"]);
const indiaRoaming = entry("roaming", ["India", "الهند", "Mumbai"]);
const barsha = entry("coverage", ["Al Barsha", "البرشاء", "Barsha"]);
const barshaHeights = entry("coverage", ["Barsha Heights", "TECOM"]);
const store = entry("stores", ["Deira"], [], ({ now }) => (now > 0 ? "Open now" : "Closed"));
const page = entry("pages", ["India calls explained"]);
const index = siteIndex([india, indianOcean, indiaRoaming, barsha, barshaHeights, store, page]);
const titles = (query: string, perKind = 5) =>
  searchSite(index, query, perKind).groups.map((group) => [
    group.kind,
    group.entries.map(({ title }) => title),
  ]);

describe("the site search's answer", () => {
  it("groups what a query finds by kind, in the kinds' order, each kind by the finders' rules", () => {
    // A whole name answers alone within its kind; another kind still answers by word starts.
    expect(titles("india")).toEqual([
      ["calls", ["India"]],
      ["roaming", ["India"]],
      ["pages", ["India calls explained"]],
    ]);
    expect(titles("ind")).toEqual([
      ["calls", ["India", "Indian Ocean"]],
      ["roaming", ["India"]],
      ["pages", ["India calls explained"]],
    ]);
    expect(titles("الهند")).toEqual([
      ["calls", ["India"]],
      ["roaming", ["India"]],
    ]);
    expect(titles("mumbai")).toEqual([["roaming", ["India"]]]);
    expect(titles("+91")).toEqual([["calls", ["India"]]]);
  });

  it("falls back to slips of spelling only when nothing matches as typed, and says so", () => {
    const slipped = searchSite(index, "indai", 5);
    expect(slipped.closest).toBe(true);
    // Each kind offers its own closest names: a page's heading a word longer comes too.
    expect(slipped.groups.map(({ kind }) => kind)).toEqual(["calls", "roaming", "pages"]);
    expect(slipped.groups[0]?.entries.map(({ title }) => title)).toEqual(["India"]);
    expect(titles("barsah")).toEqual([["coverage", ["Al Barsha"]]]);
    expect(searchSite(index, "barsha", 5).closest).toBe(false);
  });

  it("finds nothing for an empty query, a code nobody has, or words too far from any name", () => {
    for (const query of ["", "   ", "+999", "zzzzzz", "<script>"]) {
      expect(searchSite(index, query, 5).groups).toEqual([]);
    }
  });

  it("lists at most so many of a kind and counts the rest", () => {
    const [calls] = searchSite(index, "ind", 1).groups;
    expect(calls?.entries.map(({ title }) => title)).toEqual(["India"]);
    expect(calls?.more).toBe(1);
  });

  it("says a live answer as it stands at the moment asked", () => {
    const moment = (now: number): AnswerMoment => ({ now, problemsIn: () => 0 });
    expect(lineAt(store, moment(1))).toBe("Open now");
    expect(lineAt(store, moment(0))).toBe("Closed");
    expect(lineAt(india, moment(0))).toBe("");
  });
});
