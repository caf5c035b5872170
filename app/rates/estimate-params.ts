/**
 * The monthly estimate's fields, and the query parameters the server answers: `?minutes=120&to=in`.
 * Apart from the estimate's rules so the page's modules and the browser's script share no more.
 */
export const ESTIMATE_PARAMS = { minutes: "minutes", to: "to" } as const;

/** The id of the estimate's section: the form comes back to it with its answer. */
export const ESTIMATE_ID = "estimate";

/** Longer input is cut before it is read: no number or row id the estimate takes is this long. */
export const MAX_ESTIMATE_INPUT = 20;
