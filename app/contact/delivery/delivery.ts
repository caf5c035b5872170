/** Starts delivering contact messages from the server, as the environment configures it. */
import { startDeliverer } from "./deliverer";
import { DeliveryConfigError, readDeliveryConfig } from "./delivery-config";
import { emailSender } from "./email-delivery";
import { openMessageStore } from "../messages/database-message-store";
import { databaseTarget } from "../messages/database-target";
import { webhookSender } from "./webhook-delivery";

/**
 * Reads the delivery settings, or stops the start with one line naming the variable that is
 * wrong (never its value: a URL or a secret may hold a password).
 */
export function deliveryConfigOrExit() {
  try {
    return readDeliveryConfig();
  } catch (error) {
    if (!(error instanceof DeliveryConfigError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
}

/** Runs the deliverer until `stop`; with no channel configured, says once that it will not. */
export function startMessageDelivery(config = deliveryConfigOrExit()): {
  stop: () => Promise<void>;
} {
  const email = config.email ? emailSender(config.email) : undefined;
  const webhook = config.webhook ? webhookSender(config.webhook) : undefined;
  if (!email && !webhook) {
    console.log(
      "Contact messages are only stored: set SMTP_URL or WEBHOOK_URL to deliver them (see README).",
    );
    return { stop: async () => undefined };
  }
  const deliverer = startDeliverer({
    openStore: () => openMessageStore(databaseTarget()),
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
