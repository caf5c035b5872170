import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoArea, geoPath, geoTransverseMercator } from "d3-geo";
import type { Feature, MultiPoint, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import {
  CENTRAL_MERIDIAN,
  MAP_PADDING,
  MAP_WIDTH,
  UAE_BOUNDS,
  type UaeMapGeometry,
} from "./map-frame.ts";

// Read at build only, by the map's Vite plugin (app/map/uae-map-plugin.ts): neither the data
// package nor d3-geo reaches the server's bundle or the browser. Vite's config loader reads
// this file too, so it names its own `.ts` imports.

/** Natural Earth's countries at 1:10 million, as TopoJSON (the `world-atlas` package). */
const COUNTRIES_FILE = "world-atlas/countries-10m.json";

/** The countries' numeric ISO 3166 codes, as Natural Earth keys them. */
const UAE = "784";
const NEIGHBOURS = new Set(["364", "512", "634", "682"]); // Iran, Oman, Qatar, Saudi Arabia

/**
 * A neighbour's island smaller than this, in km², is not drawn: the map shows where our network
 * reaches, and the small islands of the Gulf that the data gives another country are not part
 * of what it answers.
 */
const SMALLEST_NEIGHBOURING_ISLAND_KM2 = 300;
const EARTH_RADIUS_KM = 6371;

type Country = Feature<Polygon | MultiPolygon>;

/** Every country of the data package, as GeoJSON in degrees. */
export function readCountries(): Country[] {
  const file = createRequire(import.meta.url).resolve(COUNTRIES_FILE);
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: GeometryCollection;
  }>;
  const countries = feature(topology, topology.objects.countries);
  return countries.features as Country[];
}

function country(countries: Country[], id: string): Country {
  const found = countries.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${COUNTRIES_FILE} has no country ${id}`);
  return found;
}

/** The polygons of a country at least `km2` large. */
function withoutIslandsBelow(country: Country, km2: number): Country {
  const polygons =
    country.geometry.type === "Polygon"
      ? [country.geometry.coordinates]
      : country.geometry.coordinates;
  const kept = polygons.filter(
    (rings) => geoArea({ type: "Polygon", coordinates: rings }) * EARTH_RADIUS_KM ** 2 >= km2,
  );
  return { ...country, geometry: { type: "MultiPolygon", coordinates: kept } };
}

/**
 * The frame's edges, a point every tenth of a degree: a projected parallel is curved, so the
 * fit must see all of it, not only the corners.
 */
function frameOutline(): MultiPoint {
  const { west, south, east, north } = UAE_BOUNDS;
  const points: [number, number][] = [];
  for (let longitude = west; longitude <= east + 1e-9; longitude += 0.1) {
    points.push([longitude, south], [longitude, north]);
  }
  for (let latitude = south; latitude <= north + 1e-9; latitude += 0.1) {
    points.push([west, latitude], [east, latitude]);
  }
  return { type: "MultiPoint", coordinates: points };
}

/**
 * The UAE drawn for the page: a transverse Mercator projection on the UAE's central meridian,
 * fitted so the whole frame fills the map's width within its padding; the UAE's land and its
 * neighbours' clipped to the map, rounded to whole map units (a thousandth of its width, finer
 * than any screen shows it).
 */
export function drawUaeMap(countries: Country[] = readCountries()): UaeMapGeometry {
  const frame = frameOutline();
  const projection = geoTransverseMercator()
    .rotate([-CENTRAL_MERIDIAN, 0])
    .fitWidth(MAP_WIDTH - 2 * MAP_PADDING, frame);
  const [[left, top], [, bottom]] = geoPath(projection).bounds(frame);
  const [x0, y0] = projection.translate();
  projection.translate([x0 + MAP_PADDING - left, y0 + MAP_PADDING - top]);
  const height = Math.ceil(bottom - top + 2 * MAP_PADDING);
  projection.clipExtent([
    [0, 0],
    [MAP_WIDTH, height],
  ]);

  const path = geoPath(projection).digits(0);
  const neighbours = countries
    .filter((candidate) => NEIGHBOURS.has(String(candidate.id)))
    .map((neighbour) => withoutIslandsBelow(neighbour, SMALLEST_NEIGHBOURING_ISLAND_KM2));
  const [translateX, translateY] = projection.translate();
  return {
    width: MAP_WIDTH,
    height,
    land: path(country(countries, UAE)) ?? "",
    neighbours: path({ type: "FeatureCollection", features: neighbours }) ?? "",
    projection: {
      centralMeridian: CENTRAL_MERIDIAN,
      scale: projection.scale(),
      translate: [translateX, translateY],
    },
  };
}
