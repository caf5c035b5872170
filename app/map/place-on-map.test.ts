import { geoContains, geoDistance, geoTransverseMercator } from "d3-geo";
import uaeMap from "virtual:uae-map";
import { describe, expect, it } from "vitest";
import { UAE_BOUNDS } from "./map-frame";
import { MARK_REACH } from "./map-palette";
import { placeOnMap } from "./place-on-map";
import { readCountries } from "./uae-outline";

const { projection, width, height } = uaeMap;
const EARTH_RADIUS_KM = 6371;
const at = (longitude: number, latitude: number) => placeOnMap(projection, longitude, latitude);

const places = {
  abuDhabi: [54.3773, 24.4539],
  dubai: [55.2708, 25.2048],
  sharjah: [55.4033, 25.3463],
  fujairah: [56.3265, 25.1288],
  masafi: [56.1617, 25.3166], // in the Hajar mountains, on the road from Dubai to Fujairah
  hatta: [56.1265, 24.8138], // in the Hajar mountains, at the border with Oman
  ruwais: [52.7306, 24.1103],
  sirBaniYas: [52.6047, 24.3203],
  alAin: [55.7447, 24.2075],
  liwa: [53.7674, 23.1352],
} satisfies Record<string, [number, number]>;
const placeAt = (name: keyof typeof places) => at(...places[name]);

/** The frame's edges, a point every hundredth of a degree. */
function frameEdges(): [number, number][] {
  const { west, south, east, north } = UAE_BOUNDS;
  const points: [number, number][] = [];
  for (let step = 0; step <= 100; step += 1) {
    const longitude = west + ((east - west) * step) / 100;
    const latitude = south + ((north - south) * step) / 100;
    points.push([longitude, south], [longitude, north], [west, latitude], [east, latitude]);
  }
  return points;
}

describe("placing a point on the map", () => {
  it("puts places where they are: up is north, right is east", () => {
    const [abuDhabiX, abuDhabiY] = placeAt("abuDhabi");
    const [dubaiX, dubaiY] = placeAt("dubai");
    expect(dubaiX).toBeGreaterThan(abuDhabiX);
    expect(dubaiY).toBeLessThan(abuDhabiY);
    expect(placeAt("sharjah")[1]).toBeLessThan(dubaiY);
    // Fujairah is on the east coast, beyond the Hajar mountains.
    expect(placeAt("fujairah")[0]).toBeGreaterThan(placeAt("masafi")[0]);
    expect(placeAt("fujairah")[0]).toBeGreaterThan(placeAt("hatta")[0]);
    // Ruwais and Sir Bani Yas lie far to the west, Liwa deep in the south.
    for (const west of ["ruwais", "sirBaniYas"] as const) {
      expect(placeAt(west)[0]).toBeLessThan(abuDhabiX - 150);
    }
    expect(placeAt("liwa")[1]).toBeGreaterThan(placeAt("alAin")[1]);
  });

  it("keeps one scale across the country, as a conformal projection centred on it does", () => {
    // Map units per kilometre, measured along pairs of places far apart: the same to within
    // half a percent from the far west to the east coast.
    const unitsPerKm = (from: keyof typeof places, to: keyof typeof places) => {
      const [x1, y1] = placeAt(from);
      const [x2, y2] = placeAt(to);
      const km = geoDistance(places[from], places[to]) * EARTH_RADIUS_KM;
      return Math.hypot(x2 - x1, y2 - y1) / km;
    };
    const reference = unitsPerKm("abuDhabi", "dubai");
    for (const [from, to] of [
      ["ruwais", "liwa"],
      ["alAin", "fujairah"],
      ["sirBaniYas", "sharjah"],
    ] as const) {
      expect(unitsPerKm(from, to) / reference).toBeCloseTo(1, 2);
    }
  });

  it("keeps the whole frame on the map, with room for a mark at its edge", () => {
    for (const [longitude, latitude] of frameEdges()) {
      const [x, y] = at(longitude, latitude);
      expect(x).toBeGreaterThanOrEqual(MARK_REACH);
      expect(x).toBeLessThanOrEqual(width - MARK_REACH);
      expect(y).toBeGreaterThanOrEqual(MARK_REACH);
      expect(y).toBeLessThanOrEqual(height - MARK_REACH);
    }
    // The frame fills the width: it is not a small country in a large sea.
    const xs = frameEdges().map(([longitude, latitude]) => at(longitude, latitude)[0]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(width * 0.9);
  });

  it("is d3-geo's transverse Mercator, the projection the outline was drawn with", () => {
    const d3 = geoTransverseMercator()
      .rotate([-projection.centralMeridian, 0])
      .scale(projection.scale)
      .translate([...projection.translate]);
    const points = [...frameEdges(), ...Object.values(places), [55, 24] as const];
    for (const [longitude, latitude] of points) {
      const [x, y] = at(longitude, latitude);
      const [expectedX, expectedY] = d3([longitude, latitude]) ?? [NaN, NaN];
      expect(x).toBeCloseTo(expectedX, 6);
      expect(y).toBeCloseTo(expectedY, 6);
    }
    // A different central meridian would place Dubai elsewhere: the check can fail.
    const shifted = placeOnMap({ ...projection, centralMeridian: 53 }, ...places.dubai);
    expect(Math.abs(shifted[0] - placeAt("dubai")[0])).toBeGreaterThan(50);
  });
});

describe("the outline the map is drawn from", () => {
  const countries = readCountries();
  const uae = countries.find((country) => country.id === "784");

  it("is the UAE's, and holds its cities, islands and east coast, but not Muscat or Doha", () => {
    expect(uae?.properties?.name).toBe("United Arab Emirates");
    if (!uae) return;
    for (const [name, point] of Object.entries(places)) {
      // Hatta's centre is on the border; the rest lie well inside.
      if (name !== "hatta") expect(geoContains(uae, point), name).toBe(true);
    }
    expect(geoContains(uae, [58.4059, 23.588])).toBe(false); // Muscat
    expect(geoContains(uae, [51.531, 25.2854])).toBe(false); // Doha
  });

  it("lies inside the frame", () => {
    const numbers = uaeMap.land.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(numbers.length).toBeGreaterThan(500);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(width);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(height);
  });
});
