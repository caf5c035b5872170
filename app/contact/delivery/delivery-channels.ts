import type { DeliveryChannel, DeliveryConfig } from "../../settings/delivery-settings";

/**
 * The channels a configuration delivers on; each saved message gets a pending delivery on each
 * its kind goes out on. A visitor's confirmation is mail too, so it comes with the email settings.
 */
export function channelsOf(config: DeliveryConfig): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (config.email) channels.push("email");
  if (config.webhook) channels.push("webhook");
  if (config.email) channels.push("confirmation");
  return channels;
}
