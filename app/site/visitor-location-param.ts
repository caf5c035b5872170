import { readVisitorLocation, type VisitorLocation } from "../domain/visitor-location";
import { LOCATION_PARAMS, MAX_COORDINATE_LENGTH } from "./query-params";

/** The visitor's location a request's `?lat=…&lng=…` gives, read as app/domain/visitor-location.ts reads it. */
export function visitorLocationOf(url: URL): VisitorLocation {
  const { searchParams } = url;
  return readVisitorLocation(
    searchParams.get(LOCATION_PARAMS.latitude),
    searchParams.get(LOCATION_PARAMS.longitude),
    MAX_COORDINATE_LENGTH,
  );
}
