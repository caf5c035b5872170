import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  type SmtpPeer,
  startSmtpPeer,
  startWebhookPeer,
  type WebhookPeer,
} from "../../harness/delivery-peers.mjs";
import { exportMessages, startServer } from "../support/server-processes";

test.describe.configure({ mode: "serial" });

// The peers take ports above the extra servers' (E2E_PORT + 1 and up).
const SMTP_PORT = Number(process.env.E2E_PORT ?? 4173) + 80;
const WEBHOOK_PORT = SMTP_PORT + 1;
const INBOX = "care@sahabmobile.ae";

let smtp: SmtpPeer | undefined;
let hook: WebhookPeer | undefined;
test.afterEach(async () => {
  await smtp?.close();
  await hook?.close();
  smtp = hook = undefined;
});

const deliveryEnv = (webhook: WebhookPeer) => ({
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  CONTACT_INBOX: INBOX,
  MAIL_FROM: "website@sahabmobile.ae",
  WEBHOOK_URL: webhook.url,
  WEBHOOK_SECRET: webhook.secret,
  DELIVERY_RETRY_MS: "200",
  CONTACT_RATE_LIMIT: "1000",
});

const deliveries = (dataDir: string) =>
  exportMessages([], dataDir)
    .split("\n")
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as { uuid: string; message: string; deliveries: { status: string }[] },
    )
    .map(({ uuid, message, deliveries }) => ({
      uuid,
      message,
      statuses: deliveries.map((delivery) => delivery.status).join(" "),
    }));

test("a message sent while the mail server is down reaches the inbox and the webhook once both are back", async ({
  page,
}) => {
  hook = await startWebhookPeer(undefined, WEBHOOK_PORT);
  hook.failWith.push(500, 500);
  const server = await startServer(deliveryEnv(hook));
  try {
    expect(server.output()).not.toContain("only stored");
    await page.goto(`${server.url}/#contact`);
    const form = page.getByRole("form", { name: "Send us a message" });
    const text = `Through the form ${Date.now()}\nSecond line`;
    await form.getByLabel("Full name", { exact: false }).fill("Omar Haddad");
    await form.getByLabel("Email", { exact: false }).fill("omar@example.com");
    await form.getByLabel("Mobile number", { exact: false }).fill("+971 50 765 4321");
    await form.getByLabel("Message", { exact: false }).fill(text);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("We will contact you shortly!")).toBeVisible();

    // The mail server is down: the message waits, and the log says why without who.
    await expect.poll(server.output, { timeout: 10_000 }).toContain("ECONNREFUSED");
    expect(server.output()).not.toContain("omar@example.com");
    smtp = await startSmtpPeer(SMTP_PORT);
    const peer = smtp;
    await expect.poll(() => peer.received.length, { timeout: 20_000 }).toBe(1);
    const { mail, to } = peer.received[0] ?? { mail: undefined, to: [] };
    expect(to).toEqual([INBOX]);
    expect(mail?.replyTo?.value).toEqual([{ name: "Omar Haddad", address: "omar@example.com" }]);
    expect(mail?.subject).toMatch(/^\[[A-Z0-9]{4}-[A-Z0-9]{4}\] Website message from Omar Haddad$/);
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain("Phone: +971 50 765 4321");
    expect(mail?.text).toContain("Page language: English (en)");

    const webhook = hook;
    await expect.poll(() => webhook.requests.length, { timeout: 20_000 }).toBe(3);
    const ids = new Set(webhook.requests.map((request) => request.id));
    expect(ids.size).toBe(1);
    expect(webhook.requests.every((request) => request.verified)).toBe(true);
    expect(mail?.messageId).toBe(`<${[...ids][0]}@sahabmobile.ae>`);
  } finally {
    await server.stop();
  }
});

test("a complaint sent through the form, with or without JavaScript, arrives marked as one with the reference its sender was shown", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  smtp = await startSmtpPeer(SMTP_PORT);
  hook = await startWebhookPeer(undefined, WEBHOOK_PORT);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-complaint-"));
  const server = await startServer({ ...deliveryEnv(hook), DATA_DIR: dataDir });
  try {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${server.url}/complaints`);
      await page.getByRole("link", { name: "our contact form, marked as a complaint" }).click();
      const form = page.getByRole("form", { name: "Send us a message" });
      const box = form.getByRole("checkbox", { name: "This is a complaint" });
      await expect(box).toBeChecked();
      const name = javaScriptEnabled ? "Layla Hassan" : "Khalid Omar";
      const text = `My bill charged roaming I never used ${Date.now()}`;
      await form.getByLabel("Full name", { exact: false }).fill(name);
      await form.getByLabel("Email", { exact: false }).fill("layla@example.com");
      await form.getByLabel("Message", { exact: false }).fill(text);
      await form.getByRole("button", { name: "Send message" }).click();
      // The form gives way to its confirmation, which says the thanks and the reference.
      const status = page
        .getByRole("region", { name: "Your message has reached us" })
        .getByRole("status");
      await expect(status).toHaveText(
        /^Thank you for your message\. We will contact you shortly! Your reference is [A-Z0-9]{4}-[A-Z0-9]{4}\.$/,
      );
      const reference = /([A-Z0-9]{4}-[A-Z0-9]{4})\.$/.exec(
        (await status.textContent()) ?? "",
      )?.[1];
      await context.close();

      // The care team's mail: the reference first, and it says it is a complaint.
      const peer = smtp;
      await expect
        .poll(() => peer.received.filter(({ mail }) => mail.text?.includes(text)).length, {
          timeout: 20_000,
        })
        .toBe(1);
      const mail = peer.received.find((received) => received.mail.text?.includes(text))?.mail;
      expect(mail?.subject).toBe(`[${reference}] Complaint from ${name}`);
      expect(mail?.text).toContain(`Reference: ${reference}\nKind: complaint\n`);

      // The helpdesk's webhook, signed with the secret: the same reference, and the topic.
      const webhook = hook;
      await expect
        .poll(
          () =>
            webhook.requests.filter((request) => JSON.stringify(request.body).includes(text))
              .length,
          { timeout: 20_000 },
        )
        .toBe(1);
      const request = webhook.requests.find((each) => JSON.stringify(each.body).includes(text));
      expect(request?.verified).toBe(true);
      expect(request?.body).toMatchObject({
        type: "contact.message.received",
        data: { reference, topic: "complaint", name, message: text },
      });

      // The operator finds it by the reference the visitor quotes, typed in lower case.
      const found = exportMessages(["--ref", (reference ?? "").toLowerCase()], dataDir)
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reference: string; topic: string; message: string });
      expect(found).toEqual([
        expect.objectContaining({ reference, topic: "complaint", message: text }),
      ]);
    }
  } finally {
    await server.stop();
  }
});

test("every acknowledged message arrives after a SIGKILL mid-batch, repeats with the same Message-ID", async () => {
  // Two server starts and sixty deliveries: well within a minute, but not 30 s on a busy machine.
  test.setTimeout(90_000);
  smtp = await startSmtpPeer(SMTP_PORT);
  smtp.answer.delayMs = 40;
  hook = await startWebhookPeer(undefined, WEBHOOK_PORT);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-delivery-"));
  const env = { ...deliveryEnv(hook), DATA_DIR: dataDir, WEB_CONCURRENCY: "2" };
  const first = await startServer(env);
  const texts: string[] = [];
  const total = 60;
  await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const message = `kill test ${Date.now()} #${i}`;
      const response = await fetch(`${first.url}/?index`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Kill", email: "kill@example.com", message }),
      });
      if (response.status === 303) texts.push(message);
    }),
  );
  expect(texts).toHaveLength(total);
  const peer = smtp;
  await expect.poll(() => peer.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
  first.stop(); // SIGKILL to the primary and its workers, mid-batch.
  expect(peer.received.length).toBeLessThan(total);

  const second = await startServer(env);
  try {
    await expect
      .poll(
        () =>
          new Set(peer.received.map(({ mail }) => mail.text?.match(/kill test \S+ #\d+/)?.[0]))
            .size,
        {
          timeout: 30_000,
        },
      )
      .toBe(total);
    const stored = deliveries(dataDir);
    const uuidOf = new Map(stored.map((message) => [message.message, message.uuid]));
    for (const { mail } of peer.received) {
      const text = mail.text?.match(/kill test \S+ #\d+/)?.[0] ?? "";
      expect(mail.messageId).toBe(`<${uuidOf.get(text)}@sahabmobile.ae>`);
    }
    await expect
      .poll(() => deliveries(dataDir).every((m) => m.statuses === "delivered delivered"))
      .toBe(true);
    const hooked = new Set(hook.requests.map((request) => request.id));
    expect(hooked).toEqual(new Set(stored.map((message) => message.uuid)));
  } finally {
    await second.stop();
  }
});
