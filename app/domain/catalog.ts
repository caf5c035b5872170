/**
 * What the catalogue is made of, the same in every language: the plans, data packages,
 * steps and channels by id, which the locale modules give words to. Their prices and
 * allowances are the pricing team's, in the `tariffs/` folder (read by app/tariffs/tariffs.ts).
 */
export const UNLIMITED = "unlimited" as const;

export const planIds = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof planIds)[number];

/** `make`'s answer for each plan, by its id. */
export function byPlan<T>(make: (id: PlanId) => T): Record<PlanId, T> {
  return Object.fromEntries(planIds.map((id) => [id, make(id)])) as Record<PlanId, T>;
}

/** The mobile network generations a plan can reach. */
export const networkGenerations = ["4G", "5G"] as const;
export type NetworkGeneration = (typeof networkGenerations)[number];

export const packagePeriods = ["daily", "weekly", "monthly"] as const;
export type PackagePeriod = (typeof packagePeriods)[number];

export const packageIds = [
  "basic-day",
  "premium-day",
  "basic-week",
  "premium-week",
  "basic-month",
  "premium-month",
  "unlimited-month",
] as const;
export type PackageId = (typeof packageIds)[number];

/** The Call Home packs: minutes to one call zone for 30 days, words in the locale modules. */
export const callHomePackIds = [
  "call-home-60",
  "call-home-150",
  "gulf-60",
  "arab-world-60",
] as const;
export type CallHomePackId = (typeof callHomePackIds)[number];

/** The items of a plan's Key Facts, in the order every plan page lists them. */
export const keyFactIds = [
  "price",
  "billing",
  "term",
  "oneOffFees",
  "allowances",
  "outOfBundle",
  "dataRunsOut",
  "network",
  "speed",
  "abroad",
  "fairUse",
  "priceChanges",
] as const;
export type KeyFactId = (typeof keyFactIds)[number];

/** The Daily tab's "Average Download Speed" figure, and the pace of its count-up. */
export const averageDownloadSpeed = { mbps: 100, stepMs: 20 } as const;

/** Figures the copy claims that are not tariffs: how fast activation is, how far calls reach. */
export const claims = { activationMinutes: 30, callCountries: 200 } as const;

export const activationStepIds = ["choose-plan", "submit-id", "register", "activate"] as const;
export type ActivationStepId = (typeof activationStepIds)[number];

export const supportChannelIds = ["phone", "email", "chat", "store", "community"] as const;
export type SupportChannelId = (typeof supportChannelIds)[number];

/**
 * What we promise a customer who complains, by when; the complaints page and the
 * accessibility statement state them in every language.
 */
export const complaintPromises = {
  acknowledgeWithinWorkingDays: 1,
  mostResolvedWithinWorkingDays: 5,
  finalAnswerWithinDays: 30,
} as const;

/** A reference of the kind every contact message gets, to show what one looks like. */
export const exampleReference = "7KCM-HX3R";
