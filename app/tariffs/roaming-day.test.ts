import { describe, expect, it } from "vitest";
import { roamingDayCharge } from "./roaming-day";
import type { RoamingTerms, RoamingZone } from "./tariff-data";

const zone: RoamingZone = {
  id: "B",
  dayPass: { priceFils: 3_500, dataMb: 1_000, minutes: 30 },
  callToUaeOrLocalMinuteFils: 350,
  callToOtherCountryMinuteFils: 700,
  callReceivedMinuteFils: 200,
  smsFils: 100,
  dataMbFils: 200,
};
const noPass: RoamingZone = { ...zone, id: "ships", dayPass: null, dataMbFils: 2_500 };
const terms: RoamingTerms = { dayHours: 24, callStepSeconds: 1, dataStepKb: 10 };

describe("a roaming day's charge", () => {
  it("is nothing for a day with no chargeable use", () => {
    expect(roamingDayCharge(zone, terms, {})).toMatchObject({ chargedFils: 0, byPass: false });
  });

  it("is pay-as-you-go when that is lower than the pass: two texts cost two texts", () => {
    expect(roamingDayCharge(zone, terms, { smsSent: 2 })).toEqual({
      payAsYouGoFils: 200,
      withPassesFils: 3_700,
      passes: 1,
      chargedFils: 200,
      byPass: false,
    });
  });

  it("is the pass when pay-as-you-go would cost more", () => {
    const day = roamingDayCharge(zone, terms, {
      dataKb: 300_000,
      callSecondsToUaeOrLocal: 20 * 60,
      callSecondsReceived: 10 * 60,
    });
    expect(day.payAsYouGoFils).toBe(600_00 + 70_00 + 20_00);
    expect(day).toMatchObject({ chargedFils: 3_500, byPass: true, passes: 1 });
  });

  it("bills calls by the second and data in steps of 10 KB", () => {
    // 61 seconds at AED 3.50 a minute: 3.5583 rounds to 3.56; 1 KB is billed as 10 KB.
    expect(roamingDayCharge(zone, terms, { callSecondsToUaeOrLocal: 61 }).chargedFils).toBe(356);
    // 10 KB at AED 2.00 an MB is 2 fils; 11 KB is billed as 20 KB.
    expect(roamingDayCharge(zone, terms, { dataKb: 1 }).payAsYouGoFils).toBe(2);
    expect(roamingDayCharge(zone, terms, { dataKb: 11 }).payAsYouGoFils).toBe(4);
    // A billing step of a minute rounds the same call up to two.
    expect(
      roamingDayCharge(zone, { ...terms, callStepSeconds: 60 }, { callSecondsToUaeOrLocal: 61 })
        .chargedFils,
    ).toBe(700);
  });

  it("charges minutes past the pass's and calls to other countries at pay-as-you-go", () => {
    const day = roamingDayCharge(zone, terms, {
      dataKb: 900_000,
      callSecondsToUaeOrLocal: 25 * 60,
      callSecondsReceived: 10 * 60,
      callSecondsToOtherCountry: 60,
      smsSent: 1,
    });
    // 30 minutes cover the 25 made and 5 of the 10 received; 5 received, 1 abroad, 1 text.
    expect(day.withPassesFils).toBe(3_500 + 5 * 200 + 700 + 100);
    expect(day).toMatchObject({ byPass: true, chargedFils: day.withPassesFils });
  });

  it("needs another pass once a pass's data is used up", () => {
    const day = roamingDayCharge(zone, terms, { dataKb: 1_500_000 });
    expect(day).toMatchObject({ passes: 2, withPassesFils: 7_000, chargedFils: 7_000 });
  });

  it("is pay-as-you-go alone on a network no pass covers", () => {
    expect(roamingDayCharge(noPass, terms, { dataKb: 1_000 })).toEqual({
      payAsYouGoFils: 2_500,
      withPassesFils: null,
      passes: 0,
      chargedFils: 2_500,
      byPass: false,
    });
  });
});
