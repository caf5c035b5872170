/** The nearest-store form's one field: the place a visitor is near (`/stores?near=sharjah`). */
export const NEAR_PARAM = "near";

/** The form's own anchor, so its answer opens where the visitor asked. */
export const NEAREST_ID = "nearest";
