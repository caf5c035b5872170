import { startDeliverer } from "./deliverer";
import type { DeliveryConfig } from "../../settings/delivery-settings";
import { emailSender } from "./email-delivery";
import { webhookSender } from "./webhook-delivery";
import type { SharedQueries } from "../messages/shared-queries";
import type { Log } from "../../log";

/**
 * Runs the deliverer, on the channels the settings configure, until `stop`; with none, says
 * once that messages are only stored.
 */
export function startMessageDelivery(
  config: DeliveryConfig,
  messages: SharedQueries,
  log: Log,
): { stop: () => Promise<void> } {
  const email = config.email ? emailSender(config.email) : undefined;
  const webhook = config.webhook ? webhookSender(config.webhook) : undefined;
  if (!email && !webhook) {
    log.info(
      "Contact messages are only stored: set SMTP_URL or WEBHOOK_URL to deliver them (see README).",
    );
    return { stop: async () => undefined };
  }
  const deliverer = startDeliverer({
    withQueries: messages.run,
    senders: { email: email?.send, webhook: webhook?.send },
    retryMs: config.retryMs,
    log,
  });
  return {
    async stop() {
      await deliverer.stop();
      email?.close();
      webhook?.close();
    },
  };
}
