import uaeMap from "virtual:uae-map";
import { describe, expect, it } from "vitest";
import { FRAME_MARGIN, frameAround, markScale, MIN_FRAME_WIDTH } from "./map-view";
import { placeOnMap } from "./place-on-map";

const { width, height, projection } = uaeMap;
const at = (longitude: number, latitude: number) => placeOnMap(projection, longitude, latitude);

const alBarsha = at(55.2, 25.11);
const jlt = at(55.1458, 25.0693);
const sheikhZayedRoad = at(55.2797, 25.2178);
const deira = at(55.3226, 25.2652);
const ruwais = at(52.7306, 24.1103);
const fujairah = at(56.3281, 25.1232);
const alAin = at(55.7613, 24.2226);

/** Whether the point lies in the view with the margin kept free on every side. */
function inside(view: ReturnType<typeof frameAround>, [x, y]: readonly [number, number]) {
  const marginX = view.width * FRAME_MARGIN * 0.99;
  const marginY = view.height * FRAME_MARGIN * 0.99;
  return (
    x >= view.x + marginX &&
    x <= view.x + view.width - marginX &&
    y >= view.y + marginY &&
    y <= view.y + view.height - marginY
  );
}

function withinTheMap(view: ReturnType<typeof frameAround>) {
  expect(view.x).toBeGreaterThanOrEqual(0);
  expect(view.y).toBeGreaterThanOrEqual(0);
  expect(view.x + view.width).toBeLessThanOrEqual(width);
  expect(view.y + view.height).toBeLessThanOrEqual(height);
}

describe("the frame around what a page answers", () => {
  it("is the whole map when there is nothing to frame", () => {
    expect(frameAround([], uaeMap)).toEqual({ x: 0, y: 0, width, height });
  });

  it("holds one community at the least width, centred on it, with its emirate around it", () => {
    const view = frameAround([alBarsha], uaeMap);
    expect(view.width).toBe(MIN_FRAME_WIDTH);
    expect(view.x + view.width / 2).toBeCloseTo(alBarsha[0], -1);
    expect(view.y + view.height / 2).toBeCloseTo(alBarsha[1], -1);
    // Dubai's other communities and stores nearby are in view, Ruwais and Fujairah are not.
    for (const point of [jlt, sheikhZayedRoad, deira]) expect(inside(view, point)).toBe(true);
    expect(inside(view, ruwais)).toBe(false);
    expect(inside(view, fujairah)).toBe(false);
    withinTheMap(view);
  });

  it("takes in every place it is given, keeping the map's shape", () => {
    const view = frameAround([alBarsha, sheikhZayedRoad, deira, alAin], uaeMap);
    for (const point of [alBarsha, sheikhZayedRoad, deira, alAin]) {
      expect(inside(view, point)).toBe(true);
    }
    expect(view.width).toBeGreaterThan(MIN_FRAME_WIDTH);
    expect(view.width / view.height).toBeCloseTo(width / height, 1);
    withinTheMap(view);
  });

  it("moves in from the map's edge rather than past it, and is never larger than the map", () => {
    const corner = frameAround([at(51.55, 26.05)], uaeMap);
    expect(corner.x).toBe(0);
    expect(corner.y).toBe(0);
    withinTheMap(corner);
    const farApart = frameAround([ruwais, fujairah, at(53.7674, 23.1352)], uaeMap);
    expect(farApart.width).toBeLessThanOrEqual(width);
    withinTheMap(farApart);
    // By the east coast, the frame stops at the map's edge, and the place is still in it.
    const east = frameAround([fujairah], uaeMap);
    expect(east.x + east.width).toBe(width);
    expect(fujairah[0]).toBeLessThan(east.x + east.width);
  });

  it("draws marks smaller in a closer frame, so they keep their size on the screen", () => {
    expect(markScale(frameAround([], uaeMap), width)).toBe(1);
    expect(markScale(frameAround([alBarsha], uaeMap), width)).toBeCloseTo(MIN_FRAME_WIDTH / width);
  });
});
