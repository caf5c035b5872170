import type { FinderField } from "../domain/form-limits";

/*
 * Every query parameter a page reads, named once on the site's map with the longest value it
 * keeps (a longer one is cut: no answer is that long, so only what no one would type is lost).
 * A feature's form and its server both take the name from here.
 */

/** The rates pages' search form's field: `/international-calls?q=india`. */
export const DESTINATION_QUERY_PARAM = "q";
/** Longer queries are cut: no name or code is this long. */
export const MAX_QUERY_LENGTH = 60;

/** The site search's field, in every page's header: `/search?q=jlt`. */
export const SEARCH_QUERY_PARAM = "q";
/** Longer queries are cut: no name, number or question the index answers is this long. */
export const MAX_SEARCH_LENGTH = 80;

/**
 * The "check your area" forms' field, on the coverage page (`/coverage?area=al-barsha`) and the
 * network status page (`/network-status?area=dubai`).
 */
export const AREA_PARAM = "area";
/** Longer queries are cut: no community's name is this long. */
export const MAX_AREA_LENGTH = 60;

/** The nearest-store form's one field: the place a visitor is near (`/stores?near=sharjah`). */
export const NEAR_PARAM = "near";
/** Longer queries are cut: no place's name is this long. */
export const MAX_NEAR_LENGTH = 60;

/** The "Is my phone ready?" form's one field: the phone's name (`/devices?model=pixel+8`). */
export const DEVICE_MODEL_PARAM = "model";
/** Longer queries are cut: no phone's name, however written, is this long. */
export const MAX_MODEL_LENGTH = 60;

/** The plan finder's fields: `/plans?data=12&minutes=300`. */
export const PLAN_FINDER_PARAMS = {
  data: "data",
  minutes: "minutes",
} as const satisfies Record<FinderField, string>;

/**
 * The monthly estimate's fields: `/international-calls?minutes=120&to=in` (its minutes are the
 * plan finder's parameter's name).
 */
export const ESTIMATE_PARAMS = { minutes: "minutes", to: "to" } as const;
/** Longer input is cut before it is read: no number or row id the estimate takes is this long. */
export const MAX_ESTIMATE_INPUT = 20;

/**
 * "Use my location": where the visitor's browser says they are, rounded before it is sent
 * (`/stores?lat=25.11&lng=55.2`, `/coverage?lat=…&lng=…`). Read for the one answer and then
 * forgotten: never logged, never stored (docs/decisions/097-maps-that-answer-and-the-visitors-location.md).
 */
export const LOCATION_PARAMS = { latitude: "lat", longitude: "lng" } as const;
/** Longer values are not read: a coordinate is at most a sign, three digits, a point and a few decimals. */
export const MAX_COORDINATE_LENGTH = 12;
