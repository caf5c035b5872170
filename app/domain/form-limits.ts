/**
 * What the plan finder and the monthly estimate take, which their pages' words also state
 * (app/content): the limits live here, below both, so neither imports the other for them.
 */

/** The most minutes a month can hold (31 days): more is a typing slip. */
export const MAX_MONTHLY_MINUTES = 44_640;

/** The plan finder's fields: a month's data in GB and its minutes of calls. */
export type FinderField = "data" | "minutes";

/**
 * The most each finder field takes: more data than anyone uses, and the minutes of a 31-day
 * month. Anything larger is a typing slip, answered as one.
 */
export const FINDER_LIMITS: Record<FinderField, number> = {
  data: 10_000,
  minutes: MAX_MONTHLY_MINUTES,
};

export type FieldProblem = "missing" | "not-a-number" | "too-large";
