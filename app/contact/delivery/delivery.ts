/** Starts delivering contact messages from the server, as its settings configure it. */
import { startDeliverer } from "./deliverer";
import type { DeliveryConfig } from "./delivery-config";
import { emailSender } from "./email-delivery";
import { openMessageStore } from "../messages/database-message-store";
import type { DatabaseTarget } from "../messages/database-target";
import { webhookSender } from "./webhook-delivery";

/** Runs the deliverer until `stop`; with no channel configured, says once that it will not. */
export function startMessageDelivery(
  config: DeliveryConfig,
  target: DatabaseTarget,
): { stop: () => Promise<void> } {
  const email = config.email ? emailSender(config.email) : undefined;
  const webhook = config.webhook ? webhookSender(config.webhook) : undefined;
  if (!email && !webhook) {
    console.log(
      "Contact messages are only stored: set SMTP_URL or WEBHOOK_URL to deliver them (see README).",
    );
    return { stop: async () => undefined };
  }
  const deliverer = startDeliverer({
    openStore: () => openMessageStore(target),
    senders: { email: email?.send, webhook: webhook?.send },
    retryMs: config.retryMs,
  });
  return {
    async stop() {
      await deliverer.stop();
      email?.close();
      webhook?.close();
    },
  };
}
