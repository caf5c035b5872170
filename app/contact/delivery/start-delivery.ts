import { startDeliverer } from "./deliverer";
import type { DeliveryConfig } from "../../settings/delivery-settings";
import { emailSender } from "./email-delivery";
import { webhookSender } from "./webhook-delivery";
import type { SharedQueries } from "../messages/shared-queries";
import type { CollectionStore } from "./signup-facts";
import type { Log } from "../../log";

/**
 * Runs the deliverer, on the channels the settings configure, until `stop`; with none, says
 * once that messages are only stored. `stores` are those a sign-up's mails may name.
 */
export function startMessageDelivery(
  config: DeliveryConfig,
  messages: SharedQueries,
  log: Log,
  stores: readonly CollectionStore[],
): { stop: () => Promise<void> } {
  const email = config.email ? emailSender(config.email, stores) : undefined;
  const webhook = config.webhook ? webhookSender(config.webhook) : undefined;
  if (!email && !webhook) {
    log.info(
      "Contact messages and sign-up requests are only stored: set SMTP_URL or WEBHOOK_URL to deliver them (see README).",
    );
    return { stop: async () => undefined };
  }
  const deliverer = startDeliverer({
    withQueries: messages.run,
    senders: { email: email?.send, webhook: webhook?.send, confirmation: email?.confirm },
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
