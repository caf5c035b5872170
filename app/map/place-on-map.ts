import type { MapProjection } from "./map-frame";

const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Where a point falls on the map, in map units from its top left corner: the spherical
 * transverse Mercator (x = k·atanh(cos φ · sin Δλ), y = k·atan2(tan φ, cos Δλ)) that d3-geo's
 * `geoTransverseMercator` computes, with the scale and offset the build fitted. Two lines of
 * arithmetic instead of the library, so a page places its marks without shipping d3-geo or the
 * geographic data; a unit test holds it to d3-geo's own answer for the whole frame.
 */
export function placeOnMap(
  projection: MapProjection,
  longitude: number,
  latitude: number,
): [x: number, y: number] {
  const fromCentre = (longitude - projection.centralMeridian) * RADIANS_PER_DEGREE;
  const phi = latitude * RADIANS_PER_DEGREE;
  const east = Math.atanh(Math.cos(phi) * Math.sin(fromCentre));
  const north = Math.atan2(Math.sin(phi), Math.cos(phi) * Math.cos(fromCentre));
  const [x0, y0] = projection.translate;
  return [x0 + projection.scale * east, y0 - projection.scale * north];
}
