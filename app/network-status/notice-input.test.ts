import { describe, expect, it } from "vitest";
import { type Area, areaIndex, EMIRATES } from "./areas";
import { validNotice } from "../../tests/support/notices";
import {
  checkCorrection,
  checkNotice,
  checkResolution,
  checkUpdate,
  checkWithdrawal,
  isNoticeId,
} from "./notice-input";

const reasonFor = (body: unknown) => {
  const checked = checkNotice(body);
  return checked.ok ? "valid" : checked.reason;
};

describe("a notice from the operations centre", () => {
  it("is taken whole, its times in UTC", () => {
    const checked = checkNotice(validNotice);
    expect(checked).toEqual({
      ok: true,
      value: {
        ...validNotice,
        startsAt: "2026-11-28T04:00:00.000Z",
        expectedEndAt: "2026-11-28T08:00:00.000Z",
      },
    });
  });

  it("needs no expected end", () => {
    const open: Partial<typeof validNotice> = { ...validNotice };
    delete open.expectedEndAt;
    expect(reasonFor(open)).toBe("valid");
  });

  it.each([
    [{ ...validNotice, title: { en: "Down" } }, "title.ar is missing"],
    [{ ...validNotice, description: { en: "Down", ar: "   " } }, "description.ar is empty"],
    [{ ...validNotice, title: "Down" }, "title must be an object with en and ar texts"],
    [{ ...validNotice, areas: ["atlantis"] }, 'areas: unknown area "atlantis"'],
    [{ ...validNotice, areas: [] }, "areas must name at least one area"],
    [{ ...validNotice, areas: ["dubai", "dubai"] }, "areas names an area twice"],
    [{ ...validNotice, services: ["6g"] }, 'services: unknown service "6g"'],
    [{ ...validNotice, services: [] }, "services must name at least one service"],
    [{ ...validNotice, kind: "meteor" }, "kind must be one of outage, degradation, planned"],
    [{ ...validNotice, startsAt: "2026-11-28 08:00" }, "startsAt must be an ISO 8601 time"],
    [{ ...validNotice, startsAt: "2026-11-28T08:00:00" }, "startsAt must be an ISO 8601 time"],
    [{ ...validNotice, startsAt: "2026-02-30T08:00:00Z" }, "startsAt must be an ISO 8601 time"],
    [
      { ...validNotice, expectedEndAt: "2026-11-28T07:00:00+04:00" },
      "expectedEndAt must be after startsAt",
    ],
    [{ ...validNotice, severity: "high" }, 'unknown field "severity"'],
    [{ ...validNotice, title: { ...validNotice.title, fr: "x" } }, 'title: unknown field "fr"'],
    [
      { ...validNotice, title: { ...validNotice.title, en: "x".repeat(141) } },
      "title.en is longer",
    ],
    [{ ...validNotice, title: { ...validNotice.title, en: "a\u0000b" } }, "control character"],
    [
      { ...validNotice, title: { ...validNotice.title, en: "Down \uFFFF" } },
      "title.en holds U+FFFF",
    ],
    [
      { ...validNotice, title: { ...validNotice.title, ar: "\uFFFE انقطاع" } },
      "title.ar holds U+FFFE, which is not a character",
    ],
    [
      { ...validNotice, description: { ...validNotice.description, en: "Down \uD800 now" } },
      "description.en holds a broken character",
    ],
    [
      { ...validNotice, title: { ...validNotice.title, en: "Down \uFFFD\uFFFD\uFFFD" } },
      "title.en holds U+FFFD",
    ],
    [
      { ...validNotice, title: { ...validNotice.title, en: "\u200B\u200B\u200B" } },
      "title.en holds no visible character",
    ],
    [
      { ...validNotice, title: { ...validNotice.title, en: "Down \u202Eatad" } },
      "title.en holds a direction control (U+202E)",
    ],
    [
      { ...validNotice, title: { ...validNotice.title, en: "Down \u0085" } },
      "title.en holds a control character (U+0085)",
    ],
    [{ ...validNotice, areas: [1] }, "areas: 1 is not an area id"],
    [{ ...validNotice, services: [null] }, "services: null is not a service name"],
    [
      { ...validNotice, startsAt: "9999-12-31T23:59-23:59", expectedEndAt: undefined },
      "startsAt must fall in the years 2000 to 2099",
    ],
    [
      { ...validNotice, expectedEndAt: "9999-12-31T23:59-23:59" },
      "expectedEndAt must fall in the years 2000 to 2099",
    ],
    [{ ...validNotice, startsAt: "1999-12-31T23:59:00Z" }, "startsAt must fall in the years"],
    [[], "the body must be a JSON object"],
    [null, "the body must be a JSON object"],
    [undefined, "the body must be a JSON object"],
  ])("is refused with a reason: %j", (body, reason) => {
    expect(reasonFor(body)).toContain(reason);
  });

  it("knows the communities the area list is given", () => {
    const heights: Area = {
      id: "sahab-heights",
      name: { en: "Sahab Heights", ar: "مرتفعات سحاب" },
      emirate: "dubai",
      aliases: [],
    };
    const areas = areaIndex([...EMIRATES, heights]);
    expect(checkNotice({ ...validNotice, areas: ["sahab-heights"] }, areas).ok).toBe(true);
    expect(checkNotice({ ...validNotice, areas: ["sahab-heights"] }).ok).toBe(false);
    // The site's own list holds the coverage file's communities.
    expect(checkNotice({ ...validNotice, areas: ["al-barsha", "dubai"] }).ok).toBe(true);
  });
});

describe("a notice's text", () => {
  it("may hold the marks a language needs: joiners, Arabic letters, emoji, line breaks", () => {
    for (const text of ["مرحباً\u200Cبكم", "Back 👩\u200D🔧", "Line one\nLine two", "Tab\there"]) {
      expect(reasonFor({ ...validNotice, title: { en: text, ar: text } }), text).toBe("valid");
    }
  });
});

describe("a correction and a withdrawal", () => {
  const note = { en: "The area was wrong.", ar: "كانت المنطقة خاطئة." };

  it("carry the whole notice and a note, or a note alone", () => {
    expect(checkCorrection({ ...validNotice, note })).toMatchObject({
      ok: true,
      value: { notice: { kind: "outage", areas: ["dubai"] }, note },
    });
    expect(checkCorrection({ ...validNotice, note, resolution: note })).toMatchObject({
      ok: true,
      value: { resolution: note },
    });
    expect(checkWithdrawal({ note })).toEqual({ ok: true, value: { note } });
  });

  it.each([
    [checkCorrection(validNotice), "note must be an object with en and ar texts"],
    [checkCorrection({ ...validNotice, note: { en: "x", ar: "\uFFFF" } }), "note.ar holds U+FFFF"],
    [checkCorrection({ note }), "kind must be one of"],
    [checkWithdrawal({}), "note must be an object"],
    [checkWithdrawal({ note, why: "x" }), 'unknown field "why"'],
  ])("is refused with a reason (%#)", (checked, reason) => {
    expect(checked.ok ? "valid" : checked.reason).toContain(reason);
  });
});

describe("an update and a resolution", () => {
  it("take a text in both languages; a resolution may have none", () => {
    expect(checkUpdate({ text: { en: "Fixing", ar: "نصلح" } }).ok).toBe(true);
    expect(checkUpdate({ text: { en: "Fixing" } })).toEqual({
      ok: false,
      reason: "text.ar is missing: every text is written in English and Arabic",
    });
    expect(checkUpdate({})).toMatchObject({ ok: false });
    expect(checkResolution({}).ok).toBe(true);
    expect(checkResolution({ text: { ar: "تم" } })).toMatchObject({ ok: false });
  });
});

describe("a notice id", () => {
  it("is the caller's, in lower case, digits and hyphens, up to 64", () => {
    expect(isNoticeId("dxb-4g-2026-11-28")).toBe(true);
    expect(isNoticeId("a".repeat(64))).toBe(true);
    for (const id of ["", "A", "a_b", "a".repeat(65), "a/b", "é"])
      expect(isNoticeId(id)).toBe(false);
  });
});
