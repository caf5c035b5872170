/**
 * The "check your area" form's field, and the query parameter the server answers. Apart from
 * the page's modules, so the filter's script shares no file with them.
 */
export const AREA_PARAM = "area";
/** Longer queries are cut: no community's name is this long. */
export const MAX_AREA_LENGTH = 60;
