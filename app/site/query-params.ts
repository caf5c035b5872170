import { PLAN_PARAM, SENT_PARAM } from "../contact/contact-urls";
import { DESTINATION_QUERY_PARAM } from "../rates/finder-params";

/**
 * The query parameters that change what a page shows, for the server: a prerendered page is
 * served only for a request without them. The contact form's, React Router's `index`, which
 * picks the form's route, and the rates pages' destination search.
 */
export const paramsThePagesRead = [
  PLAN_PARAM,
  SENT_PARAM,
  "index",
  DESTINATION_QUERY_PARAM,
] as const;

/** Parameters whose page shows the visitor's own state, kept out of shared caches. */
export const visitorStateParams = [SENT_PARAM] as const;
