/** The nearest-store form's one field: the place a visitor is near (`/stores?near=sharjah`). */
export const NEAR_PARAM = "near";
/** Longer queries are cut: no place's name is this long. */
export const MAX_NEAR_LENGTH = 60;

/** The form's own anchor, so its answer opens where the visitor asked. */
export const NEAREST_ID = "nearest";
