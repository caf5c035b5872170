import { describe, expect, it } from "vitest";
import { networkStatus as arabic } from "../content/ar/network-status";
import { networkStatus as english } from "../content/en/network-status";
import type { NoticesSnapshot } from "./notice-cache";
import type { Notice } from "./notice-queries";
import { statusView } from "./status-view";

const now = new Date("2026-12-07T17:41:00Z");
const readAt = new Date("2026-12-07T17:40:30Z");

const notice = (id: string, kind: Notice["kind"], areas: string[], startsAt: string): Notice => ({
  id,
  kind,
  services: ["4g"],
  areas,
  title: { en: `Notice ${id}`, ar: `إشعار ${id}` },
  description: { en: "What happens.", ar: "ما يحدث." },
  startsAt,
  createdAt: startsAt,
  changedAt: startsAt,
  updates: [],
});

const started = "2026-12-07T15:00:00Z";
const ahead = "2026-12-09T01:00:00Z";

function view(
  notices: Notice[],
  {
    area,
    locale = "en",
    snapshot,
  }: { area?: string; locale?: "en" | "ar"; snapshot?: Partial<NoticesSnapshot<Notice>> } = {},
) {
  return statusView(
    { notices, readAt, stale: false, ...snapshot },
    {
      locale,
      intlLocale: locale === "en" ? "en-AE" : "ar-AE",
      words: locale === "en" ? english : arabic,
      area,
      action: locale === "en" ? "/network-status" : "/ar/network-status",
      now,
    },
  );
}

const statesOf = (notices: Notice[]) =>
  Object.fromEntries(view(notices).emirates.map(({ id, state }) => [id, state]));

describe("the banner", () => {
  it("is as bad as the worst notice in force, and ignores works not yet started", () => {
    expect(view([]).summary.level).toBe("ok");
    expect(view([notice("a", "planned", ["dubai"], ahead)]).summary.level).toBe("ok");
    expect(view([notice("a", "planned", ["dubai"], started)]).summary.level).toBe("planned");
    expect(
      view([
        notice("a", "planned", ["dubai"], started),
        notice("b", "degradation", ["sharjah"], started),
      ]).summary.level,
    ).toBe("degradation");
    expect(
      view([
        notice("b", "degradation", ["sharjah"], started),
        notice("c", "outage", ["al-barsha"], started),
      ]).summary.level,
    ).toBe("outage");
    const resolved = { ...notice("d", "outage", ["dubai"], started), resolvedAt: started };
    expect(view([resolved]).summary.level).toBe("ok");
  });

  it("says when the notices were read, in UAE time, in each language", () => {
    expect(view([]).summary.checkedAt).toEqual({
      iso: "2026-12-07T17:40:30.000Z",
      text: "Checked at 9:40pm, 7\u00a0December (UAE time)",
    });
    expect(view([], { locale: "ar" }).summary.checkedAt?.text).toBe(
      "آخر تحقق: الساعة 9:40\u00a0مساءً في 7\u00a0ديسمبر (بتوقيت الإمارات)",
    );
    expect(view([], { snapshot: { stale: true } }).summary.checkedAt?.text).toMatch(
      /^Last checked at 9:40pm/,
    );
  });

  it("claims nothing when the notices were never read", () => {
    const never = view([], { snapshot: { readAt: undefined } });
    expect(never.summary).toEqual({ level: "unknown" });
  });
});

describe("the emirates' lines", () => {
  it("give each of the seven its worst state, a community's notice counting for its emirate", () => {
    expect(
      statesOf([
        notice("a", "outage", ["al-barsha"], started),
        notice("b", "planned", ["dubai"], started),
        notice("c", "degradation", ["sharjah"], started),
        notice("d", "planned", ["ajman"], started),
        notice("e", "planned", ["fujairah"], ahead),
      ]),
    ).toEqual({
      "abu-dhabi": "ok",
      dubai: "outage",
      sharjah: "degradation",
      ajman: "planned",
      "umm-al-quwain": "ok",
      "ras-al-khaimah": "ok",
      fujairah: "planned-ahead",
    });
  });

  it("lead to the emirate's check, named in the page's language", () => {
    const [abuDhabi] = view([], { locale: "ar" }).emirates;
    expect(abuDhabi?.name).toBe("أبوظبي");
    expect(abuDhabi?.href).toBe(
      `/ar/network-status?area=${encodeURIComponent("أبوظبي")}#check-heading`,
    );
  });
});

describe("check your area", () => {
  const dubaiOutage = notice("dxb", "outage", ["dubai"], started);

  it.each([
    ["JLT", "Jumeirah Lake Towers, Dubai"],
    ["Marina", "Dubai Marina, Dubai"],
    ["barsah", "Al Barsha, Dubai"],
    ["البرشاء", "Al Barsha, Dubai"],
    ["Sharjah", "Sharjah"],
  ])("answers %s as the coverage check does", (typed, area) => {
    expect(view([], { area: typed }).check).toMatchObject({ known: true, area, notices: [] });
  });

  it("answers a community with what touches its emirate", () => {
    expect(view([dubaiOutage], { area: "JLT" }).check).toMatchObject({
      known: true,
      notices: [{ id: "dxb", title: "Notice dxb" }],
    });
    expect(view([dubaiOutage], { area: "JLT", locale: "ar" }).check).toMatchObject({
      area: "أبراج بحيرات جميرا، دبي",
    });
  });

  it("answers a community with the rest of its emirate apart", () => {
    const marina = notice("marina", "outage", ["dubai-marina"], started);
    expect(view([marina], { area: "barsah" }).check).toEqual({
      typed: "barsah",
      known: true,
      area: "Al Barsha, Dubai",
      notices: [],
      elsewhere: { emirate: "Dubai", notices: [{ id: "marina", title: "Notice marina" }] },
    });
    expect(view([marina], { area: "Marina" }).check).not.toHaveProperty("elsewhere");
  });

  it("offers the areas a visitor may mean, and says plainly when it knows none", () => {
    const several = view([], { area: "Island" }).check;
    expect(several?.known).toBe(false);
    if (several?.known === false) {
      expect(several.suggestions.length).toBeGreaterThan(1);
      expect(several.suggestions.length).toBeLessThanOrEqual(5);
      expect(several.suggestions[0]?.href).toMatch(/^\/network-status\?area=.+#check-heading$/);
    }
    expect(view([], { area: "Gotham" }).check).toEqual({
      typed: "Gotham",
      known: false,
      suggestions: [],
    });
  });
});
