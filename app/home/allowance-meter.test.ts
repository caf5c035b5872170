import { describe, expect, it } from "vitest";
import { planIds, UNLIMITED } from "../domain/catalog";
import { plans } from "../tariffs/tariffs";
import { allowanceMeters, LARGEST_LIMITED_SHARE } from "./allowance-meter";

const amounts = {
  data: (plan: (typeof plans)[number]) => plan.dataGb,
  calls: (plan: (typeof plans)[number]) => plan.callMinutes,
  sms: (plan: (typeof plans)[number]) => plan.sms,
};

describe("allowanceMeters", () => {
  it("fills the whole track for unlimited and scales the rest against the largest limited one", () => {
    for (const kind of Object.keys(amounts) as (keyof typeof amounts)[]) {
      const limited = plans.map(amounts[kind]).filter((amount) => amount !== UNLIMITED);
      for (const plan of plans) {
        const amount = amounts[kind](plan);
        const share = allowanceMeters(plan.id)[kind];
        if (amount === UNLIMITED) expect(share, `${plan.id} ${kind}`).toBe(100);
        else
          expect(share, `${plan.id} ${kind}`).toBe(
            Math.round((amount / Math.max(...limited)) * LARGEST_LIMITED_SHARE * 100),
          );
      }
    }
  });

  it("draws the catalogue's plans as the spec's figures say", () => {
    // Basic 5 GB, 200 minutes, 100 SMS; Standard 15 GB, 500 minutes, unlimited SMS; Premium
    // unlimited everything.
    expect(planIds.map((id) => allowanceMeters(id))).toEqual([
      { data: 25, calls: 30, sms: 75 },
      { data: 75, calls: 75, sms: 100 },
      { data: 100, calls: 100, sms: 100 },
    ]);
  });

  it("never draws a limited allowance as full as an unlimited one", () => {
    for (const id of planIds)
      for (const share of Object.values(allowanceMeters(id)))
        expect(share === 100 || share <= LARGEST_LIMITED_SHARE * 100).toBe(true);
  });
});
