/**
 * The search form's field, and the query parameter the server answers. Apart from the
 * matching rules (app/search/matching.ts) so the page's modules do not share a file with the
 * finder's script, which then loads as one file.
 */
export const DESTINATION_QUERY_PARAM = "q";
/** Longer queries are cut: no name or code is this long. */
export const MAX_QUERY_LENGTH = 60;
