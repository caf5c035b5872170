import type { DeliveryChannel } from "../settings/delivery-settings";

/**
 * What the metrics read of the outbox at each scrape: their own shape, which the contact
 * feature's queries fill, so the metrics import no feature.
 */
export interface OutboxChannelState {
  channel: DeliveryChannel;
  pending: number;
  /** When the oldest pending delivery was queued (ISO 8601, UTC), or null when none waits. */
  oldestQueuedAt: string | null;
}
