/**
 * The part of the map a page shows: all of it, or a frame around the places a visitor asked
 * about, in map units. Worked out on the server with the page, so the answer needs no script.
 */

/** A rectangle of the map, in map units from its top left corner. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The narrowest frame, in map units: about 100 km across, a city with the emirate around it,
 * so one community is seen with its neighbours and the coast, not as a dot in an empty square.
 */
export const MIN_FRAME_WIDTH = 200;

/** The share of the frame's width and height kept free on each side of the outermost places. */
export const FRAME_MARGIN = 0.18;

/**
 * The frame around `points` (map units): their box with a margin on every side, no narrower
 * than MIN_FRAME_WIDTH, of the whole map's shape (so the page's box does not change size with
 * the answer), and inside the map, moved in from an edge rather than past it. With no points,
 * the whole map.
 */
export function frameAround(
  points: readonly (readonly [number, number])[],
  map: { readonly width: number; readonly height: number },
): ViewBox {
  if (points.length === 0) return { x: 0, y: 0, width: map.width, height: map.height };
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const aspect = map.width / map.height;
  const free = 1 - 2 * FRAME_MARGIN;
  let width = Math.max(MIN_FRAME_WIDTH, (right - left) / free, ((bottom - top) / free) * aspect);
  width = Math.min(Math.round(width), map.width);
  const height = Math.min(Math.round(width / aspect), map.height);
  const within = (centre: number, size: number, room: number) =>
    Math.min(Math.max(Math.round(centre - size / 2), 0), room - size);
  return {
    x: within((left + right) / 2, width, map.width),
    y: within((top + bottom) / 2, height, map.height),
    width,
    height,
  };
}

/** How much smaller a mark is drawn in `view` than on the whole map, so it keeps its size on screen. */
export function markScale(view: ViewBox, mapWidth: number): number {
  return view.width / mapWidth;
}
