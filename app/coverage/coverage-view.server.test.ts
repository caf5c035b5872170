import { plainText } from "../i18n/bidi";
import { describe, expect, it } from "vitest";
import { AREA_PARAM, MAX_AREA_LENGTH } from "../site/query-params";
import { communities } from "../domain/communities";
import { readVisitorLocation } from "../domain/visitor-location";
import { areaQueryOf, coverageView, MOST_ANSWERS } from "./coverage-view.server";

const ask = (query: string) =>
  areaQueryOf(new URL(`https://x/coverage?${AREA_PARAM}=${encodeURIComponent(query)}`));

describe("the answer to check your area", () => {
  it("says in words what a phone gets outdoors and indoors", () => {
    const { check } = coverageView("en", ask("JLT"));
    expect(check.problem).toBeUndefined();
    expect(check.answers).toHaveLength(1);
    const [answer] = check.answers;
    expect(answer?.gets).toBe("In Jumeirah Lake Towers, Dubai, a phone on our network gets:");
    expect(answer?.outdoors).toEqual([
      { generation: "5G", word: "Strong" },
      { generation: "4G", word: "Strong" },
    ]);
    expect(answer?.indoors).toEqual([
      { generation: "5G", word: "Good" },
      { generation: "4G", word: "Strong" },
    ]);
    expect(answer?.no5g).toBeUndefined();
  });

  it("names the nearest community with 5G where there is none, in Arabic too", () => {
    const { check } = coverageView("ar", ask("جبل جيس"));
    const [answer] = check.answers;
    expect(answer?.gets).toBe("التغطية المتوفرة على شبكتنا في جبل جيس، رأس الخيمة:");
    expect(answer?.outdoors.map(({ word }) => word)).toEqual(["لا تغطية", "أساسية"]);
    expect(plainText(answer?.no5g ?? "")).toContain("جبل جيس");
    // The generation's name is a left-to-right run of the sentence, kept apart from its words.
    expect(answer?.no5g).toContainEqual({ ltr: "5G" });
    expect(plainText(answer?.nearest5g ?? "")).toMatch(
      /ميناء العرب، رأس الخيمة، على بُعد \d+\u00a0كم تقريباً/,
    );
  });

  it("answers a misspelling with the closest name, and says so", () => {
    const { check } = coverageView("en", ask("Jumiera Lake Towers"));
    expect(check.closest).toBe(true);
    expect(check.answers.map(({ id }) => id)).toEqual(["jumeirah-lake-towers"]);
  });

  it("asks for more letters when many match, and lists them in the tables", () => {
    const view = coverageView("en", ask("dubai"));
    expect(view.check.answers).toEqual([]);
    const shown = view.groups.flatMap((group) => group.rows.filter((row) => !row.hidden));
    expect(shown.length).toBeGreaterThan(MOST_ANSWERS);
    expect(view.check.several).toBe(
      `${shown.length}\u00a0communities match. Type more of the name, or find yours in the tables below.`,
    );
  });

  it("says an empty form and an unknown name plainly, keeping every row in view", () => {
    expect(coverageView("en", ask("")).check.problem).toBe("empty");
    const unknown = coverageView("ar", ask("<b>Atlantis</b>"));
    expect(unknown.check.problem).toBe("no-match");
    expect(unknown.check.query).toBe("<b>Atlantis</b>");
    expect(unknown.groups.flatMap((group) => group.rows).every((row) => !row.hidden)).toBe(true);
  });

  it("reads the query as one typed line, cut to a length no name reaches", () => {
    expect(ask("  al\u202Ebarsha\u0000 ").query).toBe("albarsha");
    expect(ask("x".repeat(500)).query).toHaveLength(MAX_AREA_LENGTH);
  });

  it("has no answer before the form is sent, and every community in the tables", () => {
    const view = coverageView("en", areaQueryOf(new URL("https://x/coverage")));
    expect(view.check.asked).toBe(false);
    expect(view.check.problem).toBeUndefined();
    expect(view.groups.flatMap((group) => group.rows)).toHaveLength(communities.length);
    expect(view.marks).toHaveLength(communities.length);
  });
});

describe("the answer to the visitor's location", () => {
  const at = (lat: string, lng: string) => readVisitorLocation(lat, lng, 12);
  const noArea = { asked: false, query: "" };

  it("names the community nearest it, how far, and what a phone gets there", () => {
    // By Jumeirah Lake Towers, rounded as the page sends it.
    const view = coverageView("en", noArea, at("25.07", "55.14"));
    expect(view.check.asked).toBe(true);
    expect(view.check.here).toMatch(
      /^The community nearest your location is Jumeirah Lake Towers, Dubai, about \d+\u00a0km away\.$/,
    );
    expect(view.check.answers.map(({ id }) => id)).toEqual(["jumeirah-lake-towers"]);
    expect(view.pins).toEqual([expect.objectContaining({ label: "Jumeirah Lake Towers" })]);
    expect(view.mapDescription).toBe(
      "Jumeirah Lake Towers is marked on the map, which shows the area around it.",
    );
    // Dubai's table opens on it; the others stay folded and hidden.
    expect(view.groups.filter((group) => group.open).map((group) => group.id)).toEqual(["dubai"]);
    expect(view.filterStatus).toBe("");
  });

  it("says in Arabic a location outside the UAE, keeping every community in view", () => {
    const view = coverageView("ar", noArea, at("40.71", "-74.01"));
    expect(view.check.problem).toBe("outside");
    expect(view.check.answers).toEqual([]);
    expect(view.pins).toEqual([]);
    expect(view.groups.every((group) => !group.open && !group.hidden)).toBe(true);
    expect(coverageView("en", noArea, at("25.07", "")).check.problem).toBe("unreadable");
  });
});

describe("the tables folded by emirate", () => {
  it("are all folded before a question, and open where the answer is", () => {
    expect(
      coverageView("en", areaQueryOf(new URL("https://x/coverage"))).groups.some((g) => g.open),
    ).toBe(false);
    const barsha = coverageView("en", ask("al barsha"));
    expect(barsha.groups.filter((group) => group.open).map((group) => group.id)).toEqual(["dubai"]);
    expect(barsha.pins.map((pin) => pin.id)).toEqual(["pin-al-barsha"]);
    // An unknown name folds every table again, all of them there to open.
    expect(coverageView("en", ask("Atlantis")).groups.some((group) => group.open)).toBe(false);
  });
});
