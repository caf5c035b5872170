import type { DeliveryChannel, DeliveryConfig } from "../../settings/delivery-settings";

/** The channels a configuration delivers on; each saved message gets a pending delivery on each. */
export function channelsOf(config: DeliveryConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (config.email) channels.push("email");
  if (config.webhook) channels.push("webhook");
  return channels;
}
