import { describe, expect, it } from "vitest";
import { readVisitorLocation, roundCoordinate } from "./visitor-location";

const read = (lat: string | null, lng: string | null) => readVisitorLocation(lat, lng, 12);

describe("the visitor's location", () => {
  it("is rounded to two decimals, about a kilometre", () => {
    expect(roundCoordinate(25.118734)).toBe(25.12);
    expect(roundCoordinate(55.2049)).toBe(55.2);
    expect(roundCoordinate(25.005)).toBe(25.01);
  });

  it("is read from the request, rounded again whatever the page sent", () => {
    expect(read("25.1187341", "55.2049871")).toEqual({
      asked: true,
      at: { latitude: 25.12, longitude: 55.2 },
    });
    expect(read(" 24.45 ", "+54.38")).toEqual({
      asked: true,
      at: { latitude: 24.45, longitude: 54.38 },
    });
  });

  it("is not asked about without either parameter", () => {
    expect(read(null, null)).toEqual({ asked: false });
  });

  it("says plainly a value that is not a coordinate, or one of the two missing", () => {
    for (const [lat, lng] of [
      ["25.1", null],
      [null, "55.2"],
      ["", ""],
      ["abc", "55.2"],
      ["25.1", "1e2"],
      ["0x19", "55"],
      ["25,1", "55.2"],
      ["Infinity", "55"],
      ["NaN", "55"],
      ["25.1", "55.2; drop"],
      ["25.1234567890123", "55.2"],
      ["95", "55"],
      ["25", "-181"],
    ] as const) {
      expect(read(lat, lng), `${lat} ${lng}`).toEqual({ asked: true, problem: "unreadable" });
    }
  });

  it("says a point outside the UAE's box is outside, rather than moving it onto the map", () => {
    expect(read("51.5", "-0.12")).toEqual({ asked: true, problem: "outside" }); // London
    expect(read("23.58", "58.4")).toEqual({ asked: true, problem: "outside" }); // Muscat
    expect(read("22.59", "54")).toEqual({ asked: true, problem: "outside" });
    // The box's own edges are inside.
    expect(read("22.6", "51.5")).toMatchObject({ at: { latitude: 22.6, longitude: 51.5 } });
    expect(read("26.1", "56.4")).toMatchObject({ at: { latitude: 26.1, longitude: 56.4 } });
  });
});
