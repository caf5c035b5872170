import { PLAN_PARAM, REFERENCE_PARAM, SENT_PARAM, TOPIC_PARAM } from "./site/contact-urls";
import { PLAN_FINDER_PARAMS } from "./plans/finder-input";
import { ESTIMATE_PARAMS } from "./rates/estimate-params";
import { DESTINATION_QUERY_PARAM } from "./rates/finder-params";
import { NEAR_PARAM } from "./stores/stores-params";
import { AREA_PARAM } from "./coverage/area-params";

/**
 * The query parameters that change what a page shows, for the server: a prerendered page is
 * served only for a request without them. The contact form's (on the site's map, since other
 * pages link to the form with them), React Router's `index`, which picks the form's route, the
 * rates pages' destination search, the plan finder's figures and the calls page's monthly
 * estimate (its minutes are the plan finder's parameter's name), and the stores page's nearest
 * store. Each feature names its own;
 * they are gathered here, beside the routes and above every feature, so no lower floor
 * imports a feature for them.
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
] as const;

/** Parameters whose page shows the visitor's own state, kept out of shared caches. */
export const visitorStateParams = [SENT_PARAM, REFERENCE_PARAM] as const;
