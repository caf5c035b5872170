import { describe, expect, it } from "vitest";
import { mapColours, markShapes, markTones, MARK_REACH } from "./map-palette";
import { MAP_PADDING } from "./map-frame";

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe("the map's colours", () => {
  const grounds = {
    sea: mapColours.sea,
    land: mapColours.land,
    neighbours: mapColours.neighbours,
    "the page (the legend)": "#ffffff",
  };

  it("show every mark at 3:1 or more, dark on light, wherever it falls", () => {
    for (const [tone, colour] of Object.entries(markTones)) {
      for (const [ground, background] of Object.entries(grounds)) {
        expect(contrast(colour, background), `${tone} on ${ground}`).toBeGreaterThanOrEqual(3);
        expect(luminance(colour), tone).toBeLessThan(luminance(background));
      }
    }
  });

  it("draw the UAE's coast at 3:1 against the sea and the land", () => {
    expect(contrast(mapColours.coast, mapColours.sea)).toBeGreaterThanOrEqual(3);
    expect(contrast(mapColours.coast, mapColours.land)).toBeGreaterThanOrEqual(3);
  });

  it("tell the UAE's land from the sea and from its neighbours' land", () => {
    expect(luminance(mapColours.land)).toBeGreaterThan(luminance(mapColours.sea));
    expect(luminance(mapColours.land)).toBeGreaterThan(luminance(mapColours.neighbours));
  });

  it("hold the check to real numbers: a light tone fails it", () => {
    expect(contrast("#8fb8ff", mapColours.land)).toBeLessThan(3);
  });
});

describe("the marks' shapes", () => {
  it("are each different and fit within the map's padding", () => {
    expect(new Set(Object.values(markShapes)).size).toBe(Object.keys(markShapes).length);
    expect(MARK_REACH).toBeLessThanOrEqual(MAP_PADDING);
  });
});
