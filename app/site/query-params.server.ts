import { PLAN_PARAM, REFERENCE_PARAM, SENT_PARAM, TOPIC_PARAM } from "./contact-urls";
import {
  AREA_PARAM,
  DESTINATION_QUERY_PARAM,
  DEVICE_MODEL_PARAM,
  ESTIMATE_PARAMS,
  LOCATION_PARAMS,
  NEAR_PARAM,
  PLAN_FINDER_PARAMS,
} from "./query-params";

/**
 * The query parameters that change what a prerendered page shows, for the server: such a page
 * is served only for a request without them. The contact form's, React Router's `index`,
 * which picks the form's route, the rates pages' destination search, the plan finder's figures
 * and the calls page's monthly estimate, the stores page's nearest store and the coverage
 * page's area, and the visitor's location both answer from, and the phone the devices page is
 * asked about. (The network status page is rendered for each request; the server keeps its
 * answers by the area asked, server/request-listener.ts.) Apart from the names, which the
 * pages' modules import, so the contact form's script shares no file with those modules.
 */
export const paramsThePagesRead = [
  PLAN_PARAM,
  TOPIC_PARAM,
  SENT_PARAM,
  REFERENCE_PARAM,
  "index",
  DESTINATION_QUERY_PARAM,
  PLAN_FINDER_PARAMS.data,
  PLAN_FINDER_PARAMS.minutes,
  ESTIMATE_PARAMS.to,
  NEAR_PARAM,
  AREA_PARAM,
  LOCATION_PARAMS.latitude,
  LOCATION_PARAMS.longitude,
  DEVICE_MODEL_PARAM,
] as const;

/** Parameters whose page shows the visitor's own state, kept out of shared caches. */
export const visitorStateParams = [SENT_PARAM, REFERENCE_PARAM] as const;
