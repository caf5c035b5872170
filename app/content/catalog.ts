/**
 * The catalogue's figures, the same in every language: prices in AED (VAT included),
 * allowances and validity. Names and descriptions are words and live in the locale modules.
 */
export const UNLIMITED = "unlimited" as const;
type Amount = number | typeof UNLIMITED;

export const planIds = ["basic", "standard", "premium"] as const;
export type PlanId = (typeof planIds)[number];

export interface PlanFigures {
  id: PlanId;
  monthlyPriceAed: number;
  dataGb: Amount;
  callMinutes: Amount;
  sms: Amount;
  popular?: boolean;
}

export const plans: PlanFigures[] = [
  { id: "basic", monthlyPriceAed: 99, dataGb: 5, callMinutes: 200, sms: 100 },
  {
    id: "standard",
    monthlyPriceAed: 199,
    dataGb: 15,
    callMinutes: 500,
    sms: UNLIMITED,
    popular: true,
  },
  {
    id: "premium",
    monthlyPriceAed: 299,
    dataGb: UNLIMITED,
    callMinutes: UNLIMITED,
    sms: UNLIMITED,
  },
];

/** The cheapest plan's price, which the copy quotes ("plans from AED 99"). */
export const lowestMonthlyPriceAed = Math.min(...plans.map((plan) => plan.monthlyPriceAed));

/** A plan's monthly minutes, for copy that names them. */
export function planCallMinutes(id: PlanId): Amount {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan.callMinutes;
}

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

export interface PackageFigures {
  id: PackageId;
  period: PackagePeriod;
  priceAed: number;
  dataGb: Amount;
  validity: { value: number; unit: "hour" | "day" };
}

export const internetPackages: PackageFigures[] = [
  {
    id: "basic-day",
    period: "daily",
    priceAed: 5,
    dataGb: 1,
    validity: { value: 24, unit: "hour" },
  },
  {
    id: "premium-day",
    period: "daily",
    priceAed: 10,
    dataGb: 3,
    validity: { value: 24, unit: "hour" },
  },
  {
    id: "basic-week",
    period: "weekly",
    priceAed: 30,
    dataGb: 7,
    validity: { value: 7, unit: "day" },
  },
  {
    id: "premium-week",
    period: "weekly",
    priceAed: 50,
    dataGb: 15,
    validity: { value: 7, unit: "day" },
  },
  {
    id: "basic-month",
    period: "monthly",
    priceAed: 100,
    dataGb: 30,
    validity: { value: 30, unit: "day" },
  },
  {
    id: "premium-month",
    period: "monthly",
    priceAed: 200,
    dataGb: 100,
    validity: { value: 30, unit: "day" },
  },
  {
    id: "unlimited-month",
    period: "monthly",
    priceAed: 300,
    dataGb: UNLIMITED,
    validity: { value: 30, unit: "day" },
  },
];

/** The Daily tab's "Average Download Speed" figure, and the pace of its count-up. */
export const averageDownloadSpeed = { mbps: 100, stepMs: 20 } as const;

/** Figures the copy claims, kept with the prices so both change in one place. */
export const claims = { activationMinutes: 30, callCountries: 200 } as const;

export const activationStepIds = ["choose-plan", "submit-id", "register", "activate"] as const;
export type ActivationStepId = (typeof activationStepIds)[number];

export const supportChannelIds = ["phone", "email", "chat", "store", "community"] as const;
export type SupportChannelId = (typeof supportChannelIds)[number];
