import { describe, expect, it } from "vitest";
import { deviceName } from "./device-names";
import { devices } from "./devices";
import { type DeviceLookup, MAX_CANDIDATES, findDevice } from "./find-device";

/** The name of the phone a query finds, or undefined. */
const found = (query: string) => {
  const answer = findDevice(query);
  return answer.found ? deviceName(answer.device) : undefined;
};
const candidates = (answer: DeviceLookup) =>
  answer.found ? [] : answer.candidates.map((device) => deviceName(device));

describe("finding the phone a visitor means", () => {
  it("finds the issue's examples", () => {
    expect(found("iphone 15 pro")).toBe("Apple iPhone 15 Pro");
    expect(found("galaxy s24")).toBe("Samsung Galaxy S24");
    expect(found("pixel8")).toBe("Google Pixel 8");
  });

  it("answers with the phone's brand, model and four answers", () => {
    expect(findDevice("Galaxy A15 5G")).toEqual({
      found: true,
      whole: true,
      device: {
        brand: "Samsung",
        model: "Galaxy A15 5G",
        esim: false,
        fiveG: true,
        volte: true,
        wifiCalling: true,
      },
    });
  });

  it("reads a name whatever its case, spaces and punctuation", () => {
    expect(found("iPhone15Pro")).toBe("Apple iPhone 15 Pro");
    expect(found("  IPHONE 15-PRO  ")).toBe("Apple iPhone 15 Pro");
    expect(found("pixel 8")).toBe("Google Pixel 8");
    expect(found("Pixel 8 a")).toBe("Google Pixel 8a");
    expect(found("nothing phone 2a")).toBe("Nothing Phone (2a)");
    expect(found("magic 6 pro")).toBe("Honor Magic6 Pro");
  });

  it("tells a plus from the phone without one", () => {
    expect(found("s24")).toBe("Samsung Galaxy S24");
    expect(found("s24+")).toBe("Samsung Galaxy S24+");
    expect(found("galaxy s24 plus")).toBe("Samsung Galaxy S24+");
    expect(found("Redmi Note 13 Pro+")).toBe("Xiaomi Redmi Note 13 Pro+ 5G");
  });

  it("finds a phone by an alias, alone or after its brand", () => {
    expect(found("fold 6")).toBe("Samsung Galaxy Z Fold6");
    expect(found("samsung s24 ultra")).toBe("Samsung Galaxy S24 Ultra");
    expect(found("iphone se 2022")).toBe("Apple iPhone SE (3rd generation)");
    expect(found("razr+ 2024")).toBe("Motorola razr 50 ultra");
  });

  it("finds a phone with its brand left out, and says it was not typed whole", () => {
    expect(findDevice("15 pro max")).toMatchObject({
      found: true,
      whole: false,
      device: { model: "iPhone 15 Pro Max" },
    });
  });

  it("finds a phone through a slip of spelling, never of its number", () => {
    expect(findDevice("iphnoe 15")).toMatchObject({
      found: true,
      whole: false,
      device: { model: "iPhone 15" },
    });
    expect(found("galxy s23 ultra")).toBe("Samsung Galaxy S23 Ultra");
    const iphone5 = findDevice("iphone 5");
    expect(iphone5.found).toBe(false);
    expect(candidates(iphone5)).toContain("Apple iPhone 15");
  });

  it("offers the phones a query could mean when it could mean several", () => {
    const answer = findDevice("iphone 15 p");
    expect(answer.found).toBe(false);
    expect(candidates(answer)).toEqual([
      "Apple iPhone 15 Plus",
      "Apple iPhone 15 Pro",
      "Apple iPhone 15 Pro Max",
    ]);
    expect(candidates(findDevice("galaxy a15"))).toEqual([
      "Samsung Galaxy A15 4G",
      "Samsung Galaxy A15 5G",
    ]);
    expect(candidates(findDevice("samsung"))).toHaveLength(MAX_CANDIDATES);
  });

  it("does not guess a model from the start of its number", () => {
    const answer = findDevice("honor 40");
    expect(answer.found).toBe(false);
    expect(candidates(answer)).toEqual(["Honor 400", "Honor 400 Pro"]);
  });

  it("says clearly when a phone is not listed, with nothing near it", () => {
    expect(findDevice("Nokia 3310")).toEqual({ found: false, candidates: [] });
    expect(findDevice("")).toEqual({ found: false, candidates: [] });
    expect(findDevice("?!")).toEqual({ found: false, candidates: [] });
  });

  it("finds every phone of the file by its model and by the name the site gives it", () => {
    for (const device of devices) {
      expect(found(device.model)).toBe(deviceName(device));
      expect(found(deviceName(device))).toBe(deviceName(device));
    }
  });
});
