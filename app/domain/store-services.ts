/** What the stores offer, as the retail team's files write each service. */
export const serviceIds = [
  "esim",
  "number-transfer",
  "device-repair",
  "payments",
  "step-free-access",
] as const;
export type ServiceId = (typeof serviceIds)[number];
