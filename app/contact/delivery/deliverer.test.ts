import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Deliverer, outcomeOf, retryDelay, startDeliverer } from "./deliverer";
import { emailSender } from "./email-delivery";
import { webhookSender } from "./webhook-delivery";
import type { ContactMessage, ContactQueries } from "../messages/message-types";
import {
  collectionStores,
  contactMessage,
  ENGINES,
  freshDatabaseEachTest,
  signupMessage,
} from "../../../tests/support/contact-databases";
import {
  type SmtpPeer,
  startSmtpPeer,
  startWebhookPeer,
  type WebhookPeer,
} from "../../../harness/delivery-peers.mjs";
import { must } from "../../../tests/support/must.mjs";
import { type RecordingLog, recordingLog } from "../../../tests/support/recording-log";

vi.setConfig({ testTimeout: 20_000 });

const INBOX = "care@sahabmobile.ae";
const SALES_INBOX = "sales@sahabmobile.ae";
const FROM = "website@sahabmobile.ae";

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage =>
  contactMessage({
    phone: "+971 50 123 4567",
    message: "I would like to move to the Premium plan.\nSecond line, ٣ أسطر.",
    locale: "ar",
    receivedAt: "2026-11-22T10:00:00.000Z",
    plan: "premium",
    ...overrides,
  });

describe.each(ENGINES)("the deliverer on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);
  let smtp: SmtpPeer;
  let hook: WebhookPeer;
  let queries: ContactQueries;
  let deliverer: Deliverer | undefined;
  let log: RecordingLog;
  const logged = () => ({ warn: log.lines.warn, error: log.lines.error });
  const closers: (() => Promise<void> | void)[] = [];
  /** A deliverer's queries: the process's shared ones, on a database owner of its own. */
  const withQueries = () => fresh.shared({ channels: ["email", "webhook"], log }).run;

  beforeEach(async () => {
    smtp = await startSmtpPeer();
    hook = await startWebhookPeer();
    log = recordingLog();
    queries = await fresh.queries({ channels: ["email", "webhook"] });
  });

  afterEach(async () => {
    await deliverer?.stop();
    deliverer = undefined;
    for (const close of closers.splice(0)) await close();
    await smtp.close();
    await hook.close();
  });

  function start(smtpUrl = smtp.url, retryMs = 20) {
    const email = emailSender(
      {
        smtpUrl,
        inbox: { name: "", address: INBOX },
        salesInbox: { name: "Sales", address: SALES_INBOX },
        from: { name: "Sahab Mobile website", address: FROM },
      },
      collectionStores,
    );
    const webhook = webhookSender({ url: hook.url, secret: hook.secret });
    closers.push(email.close);
    deliverer = startDeliverer({
      withQueries: withQueries(),
      senders: { email: email.send, webhook: webhook.send, confirmation: email.confirm },
      retryMs,
      pollMs: 20,
      log,
    });
    return deliverer;
  }

  const statuses = async () =>
    (await queries.list()).map((m) =>
      m.deliveries.map((d) => `${d.channel}:${d.status}`).join(" "),
    );

  async function until(check: () => boolean | Promise<boolean>, timeout = 15_000) {
    const deadline = Date.now() + timeout;
    while (!(await check())) {
      if (Date.now() > deadline) {
        throw new Error(`Timed out; deliveries: ${(await statuses()).join(", ")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const delivered = async () => (await statuses())[0] === "email:delivered webhook:delivered";

  it("delivers every field by email and by a signed webhook", async () => {
    const saved = await queries.save(message());
    start();
    await until(() => smtp.received.length === 1 && hook.requests.length === 1);
    await until(delivered);

    const { mail, from, to } = must(smtp.received[0]);
    expect(from).toBe(FROM);
    expect(to).toEqual([INBOX]);
    // The sender as the care team sees it: the site's name, then its address.
    expect(mail.from?.value).toEqual([{ name: "Sahab Mobile website", address: FROM }]);
    expect(mail.replyTo?.value).toEqual([
      { name: "Fatima Al Mansouri", address: "fatima@example.com" },
    ]);
    expect(mail.subject).toBe(
      `[${saved.reference}] Website message from Fatima Al Mansouri about the premium plan`,
    );
    expect(mail.messageId).toBe(`<${saved.uuid}@sahabmobile.ae>`);
    const text = mail.text ?? "";
    for (const line of [
      "Name: Fatima Al Mansouri",
      "Email: fatima@example.com",
      "Phone: +971 50 123 4567",
      "Plan: premium",
      "Page language: Arabic (ar)",
      "Received: Sunday, 22 November 2026 at 14:00:00 GST (Dubai)",
      `Reference: ${saved.reference}`,
      "Kind: general message",
      `Message id: ${saved.uuid}`,
      saved.message,
    ]) {
      expect(text).toContain(line);
    }

    const request = must(hook.requests[0]);
    expect(request.verified).toBe(true);
    expect(request.id).toBe(saved.uuid);
    expect(request.body).toMatchObject({
      type: "contact.message.received",
      data: {
        id: saved.uuid,
        reference: saved.reference,
        topic: "general",
        receivedAt: saved.receivedAt,
        locale: "ar",
        plan: "premium",
        name: saved.name,
        email: saved.email,
        phone: saved.phone,
        message: saved.message,
      },
    });
    expect(logged()).toEqual({ warn: [], error: [] });
  });

  it("delivers a sign-up once to the sales team, once to its visitor and once as signup.requested, and a contact message as before", async () => {
    const all = await fresh.queries({ channels: ["email", "webhook", "confirmation"] });
    const visitor = "visitor@example.com";
    const signup = await all.save(signupMessage({ locale: "ar", email: visitor }));
    const contact = await all.save(message());
    start();
    const settled = async () =>
      (await all.list()).every((saved) =>
        saved.deliveries.every((delivery) => delivery.status === "delivered"),
      );
    await until(settled);
    await until(() => smtp.received.length === 3 && hook.requests.length === 2);
    // A second copy of anything would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(3);
    expect(hook.requests).toHaveLength(2);
    const to = (address: string) =>
      smtp.received.filter((received) => received.to.includes(address));

    const sales = to(SALES_INBOX);
    expect(sales).toHaveLength(1);
    const { mail: salesMail, to: salesRecipients } = must(sales[0]);
    expect(salesRecipients).toEqual([SALES_INBOX]);
    expect(salesMail.subject).toBe(
      `[${signup.reference}] Sign-up request: Standard plan from Fatima Al Mansouri`,
    );
    expect(salesMail.replyTo?.value).toEqual([{ name: "Fatima Al Mansouri", address: visitor }]);
    expect(salesMail.messageId).toBe(`<${signup.uuid}@sahabmobile.ae>`);
    expect(salesMail.text).toContain("Number: move +971501234567 from du\n");
    expect(salesMail.text).toContain("Page language: Arabic (ar)\n");

    const confirmations = to(visitor);
    expect(confirmations).toHaveLength(1);
    const { mail: confirmation, from, to: visitorRecipients } = must(confirmations[0]);
    expect([from, visitorRecipients]).toEqual([FROM, [visitor]]);
    expect(confirmation.from?.value).toEqual([{ name: "Sahab Mobile website", address: FROM }]);
    expect(confirmation.subject).toBe(`طلب اشتراكك في سحاب موبايل: ${signup.reference}`);
    expect(confirmation.headers.get("content-language")).toBe("ar");
    expect(confirmation.messageId).toBe(`<${signup.uuid}.confirmation@sahabmobile.ae>`);
    expect(confirmation.text).toContain(`الرقم المرجعي لطلبك هو \u2066${signup.reference}\u2069.`);

    const care = to(INBOX);
    expect(care).toHaveLength(1);
    expect(must(care[0]).mail.subject).toBe(
      `[${contact.reference}] Website message from Fatima Al Mansouri about the premium plan`,
    );
    expect(to(contact.email)).toEqual([]);

    const event = (uuid: string) => must(hook.requests.find((request) => request.id === uuid));
    expect(hook.requests.every((request) => request.verified)).toBe(true);
    expect(event(signup.uuid).body).toMatchObject({
      type: "signup.requested",
      data: { id: signup.uuid, reference: signup.reference, kind: "signup", signup: signup.signup },
    });
    expect(event(contact.uuid).body).toMatchObject({
      type: "contact.message.received",
      data: { id: contact.uuid, reference: contact.reference, message: contact.message },
    });
    expect(event(contact.uuid).body.data).not.toHaveProperty("kind");
    expect(logged()).toEqual({ warn: [], error: [] });
  });

  it("says a complaint is one, with its reference, in the subject, the body and the webhook", async () => {
    const saved = await queries.save(message({ topic: "complaint", plan: null }));
    start();
    await until(() => smtp.received.length === 1 && hook.requests.length === 1);
    const { mail } = must(smtp.received[0]);
    expect(mail.subject).toBe(`[${saved.reference}] Complaint from Fatima Al Mansouri`);
    expect(mail.text).toContain("A visitor sent this COMPLAINT through the contact form");
    expect(mail.text).toContain(`Reference: ${saved.reference}\nKind: complaint\n`);
    const request = must(hook.requests[0]);
    expect(request.verified).toBe(true);
    expect(request.body).toMatchObject({
      data: { id: saved.uuid, reference: saved.reference, topic: "complaint" },
    });
  });

  it("shows a visitor's name in the headers as typed, never decoded as an encoded word or reordered", async () => {
    // An encoded word that a mail client would decode to a line break, a header and an
    // escape sequence; and a right-to-left override that would reverse the rest of the Subject.
    const encoded = "=?UTF-8?B?Q2FyZSBUZWFtDQpYLVByaW9yaXR5OiAxG1szMW0=?=";
    await queries.save(message({ name: encoded, plan: null }));
    await queries.save(
      message({ name: "Omar\u202e\u2066 Saeed\u200f", email: "omar@example.com" }),
    );
    start();
    await until(() => smtp.received.length === 2);
    const mails = smtp.received.map((received) => received.mail);
    const first = must(mails.find((mail) => mail.subject?.includes("=?")));
    const second = must(mails.find((mail) => mail !== first));
    expect(first.subject).toMatch(/^\[[^\]]{9}\] Website message from /);
    expect(first.subject?.slice(12)).toBe(`Website message from ${encoded}`);
    expect(first.replyTo?.value).toEqual([{ name: encoded, address: "fatima@example.com" }]);
    expect(first.headers.has("x-priority")).toBe(false);
    expect(second.subject?.slice(12)).toBe(
      "Website message from Omar Saeed about the premium plan",
    );
    expect(second.replyTo?.value).toEqual([{ name: "Omar Saeed", address: "omar@example.com" }]);
  });

  it("lets nothing a visitor types add a header or a recipient", async () => {
    const injected = "x\r\nBcc: thief@evil.example\r\nX-Injected: yes\nSubject: pwned\r\n";
    await queries.save(
      message({
        name: `Eve${injected}`,
        email: `eve@example.com${injected}`,
        phone: `050${injected}`,
        message: `Hello${injected}\r\n.\r\nMAIL FROM:<a@b>`,
        locale: `en${injected}`,
        plan: `basic${injected}`,
      }),
    );
    await queries.save(message({ email: "a@example.com, thief@evil.example" }));
    start();
    await until(() => smtp.received.length === 2 && hook.requests.length === 2);
    for (const { mail, to } of smtp.received) {
      expect(to).toEqual([INBOX]);
      expect(mail.bcc).toBeUndefined();
      expect(mail.cc).toBeUndefined();
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
        { name: "", address: INBOX },
      ]);
      expect(mail.subject).toMatch(
        /^\[[3479ACEFHJKMPRTWXY]{4}-[3479ACEFHJKMPRTWXY]{4}\] Website message from /,
      );
      expect(mail.subject).not.toContain("\n");
    }
    // The deliverer sends concurrently, so the two mails may arrive in either order.
    const mails = smtp.received.map((received) => received.mail);
    const first = must(mails.find((mail) => mail.subject?.includes("Eve")));
    const second = must(mails.find((mail) => mail !== first));
    expect(first.replyTo).toBeUndefined();
    expect(first.subject).toMatch(
      /^\[.{9}\] Website message from Evex Bcc: thief@evil\.example X-Injected: yes Subject: pwned about the basicx Bcc: .+ plan$/,
    );
    expect(first.text).toContain("MAIL FROM:<a@b>");
    expect(second.replyTo).toBeUndefined();
  });

  it("keeps a message while the mail server is down, then delivers it once it is back", async () => {
    const port = smtp.port;
    await smtp.close();
    await queries.save(message());
    start(`smtp://127.0.0.1:${port}`);
    await until(() => logged().warn.some((line) => line.includes("ECONNREFUSED")));
    await until(async () => (await statuses())[0] === "email:pending webhook:delivered");
    smtp = await startSmtpPeer(port);
    await until(delivered);
    await until(() => smtp.received.length === 1);
    expect(logged().error).toEqual([]);
    expect(logged().warn.join("\n")).not.toContain("fatima");
  });

  it("retries a webhook that answers 500 twice, with the same id each time", async () => {
    hook.failWith.push(500, 500);
    const saved = await queries.save(message());
    start();
    await until(delivered);
    expect(hook.requests.map((request) => [request.id, request.verified])).toEqual([
      [saved.uuid, true],
      [saved.uuid, true],
      [saved.uuid, true],
    ]);
    expect((await queries.list())[0]?.deliveries[1]).toMatchObject({
      attempts: 3,
      lastError: null,
    });
    expect(logged().warn).toHaveLength(2);
  });

  it("shows a 550 rejection as failed, logged without personal data, and sends it on redelivery", async () => {
    smtp.answer.code = 550;
    hook.failWith.push(410);
    const saved = await queries.save(message());
    start();
    await until(async () => (await statuses())[0] === "email:failed webhook:failed");
    expect((await queries.list({ failed: true }))[0]?.deliveries).toMatchObject([
      { channel: "email", status: "failed", attempts: 1, lastError: "SMTP 550" },
      { channel: "webhook", status: "failed", attempts: 1, lastError: "HTTP 410" },
    ]);
    expect(logged().error).toHaveLength(2);
    expect(logged().error.join("\n")).toContain(saved.uuid);
    expect(logged().error.join("\n")).not.toMatch(/fatima|Fatima|971|Premium plan/);

    smtp.answer.code = 250;
    expect(await queries.redeliver(String(saved.id))).toBe(2);
    await until(delivered);
    await until(() => smtp.received.length === 1);
    expect(must(smtp.received[0]).mail.messageId).toBe(`<${saved.uuid}@sahabmobile.ae>`);
    logged().error.length = 0;
  });

  it("sends again, with the same ids, what a killed deliverer had claimed but not recorded", async () => {
    const saved = await queries.save(message());
    // A deliverer that claimed the work and died before sending or recording anything. Alone
    // on SQLite, the next one releases its claims at start; on a shared PostgreSQL the claims
    // could be another live instance's, so they are sent once their lease runs out.
    const lease = engine === "sqlite" ? 60 * 60 * 1000 : 500;
    expect(await queries.claimDue(new Date(), 10, lease)).toHaveLength(2);
    start();
    await until(delivered);
    await until(() => smtp.received.length === 1);
    expect(must(smtp.received[0]).mail.messageId).toBe(`<${saved.uuid}@sahabmobile.ae>`);
    expect(must(hook.requests[0]).id).toBe(saved.uuid);
  });

  // Instances share a database on PostgreSQL only (SQLite's one deliverer frees every claim at start).
  it.runIf(engine === "postgres")(
    "keeps the claim on a send slower than the lease, so no other deliverer sends it too",
    async () => {
      await queries.save(message());
      const email = emailSender({
        smtpUrl: smtp.url,
        inbox: { name: "", address: INBOX },
        salesInbox: { name: "", address: SALES_INBOX },
        from: { name: "", address: FROM },
      });
      closers.push(email.close);
      const webhook = webhookSender({ url: hook.url, secret: hook.secret });
      // Two deliverers, as two instances run; each claim lasts 1.5 s unless renewed, with room for
      // a renewal to come late on a loaded machine without the claim lapsing.
      const [first, second] = [1, 2].map(() =>
        startDeliverer({
          withQueries: withQueries(),
          senders: { email: email.send, webhook: webhook.send },
          retryMs: 20,
          pollMs: 60_000,
          leaseMs: 1_500,
          renewMs: 300,
          log,
        }),
      );
      closers.push(
        () => must(first).stop(),
        () => must(second).stop(),
      );
      // The mail server takes its time to accept: several leases' worth.
      smtp.answer.delayMs = 6_000;
      const sending = must(first).runOnce();
      await until(() => hook.requests.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      // Well past the first lease: the claim is still held, so the second finds nothing due.
      expect(await must(second).runOnce()).toBe(0);
      expect(await sending).toBe(2);
      await until(delivered);
      // The peer files a mail once its answer has reached a client still connected, a moment
      // after the deliverer has recorded the delivery.
      await until(() => smtp.received.length > 0);
      expect(smtp.received).toHaveLength(1);
    },
    // The mail server's slow answer alone takes six seconds.
    20_000,
  );
});

describe("two instances on one PostgreSQL", () => {
  const fresh = freshDatabaseEachTest("postgres");

  it("deliver each message exactly once, each instance with its own deliverer", async () => {
    const hook = await startWebhookPeer();
    const queries = await fresh.queries({ channels: ["webhook"] });
    const count = 60;
    for (let i = 0; i < count; i += 1) await queries.save(message({ name: `Visitor ${i}` }));
    const webhook = webhookSender({ url: hook.url, secret: hook.secret });
    const deliverers = [1, 2, 3].map(() =>
      startDeliverer({
        withQueries: fresh.shared({ channels: ["webhook"], log: recordingLog() }).run,
        senders: { webhook: webhook.send },
        retryMs: 20,
        pollMs: 10,
        batch: 5,
        log: recordingLog(),
      }),
    );
    try {
      const deadline = Date.now() + 20_000;
      while (hook.requests.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Any duplicate would have arrived by now too.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = hook.requests.map((request) => request.id);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      const list = await queries.list();
      expect(list.every((m) => m.deliveries[0]?.status === "delivered")).toBe(true);
      expect(list.every((m) => m.deliveries[0]?.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(deliverers.map((deliverer) => deliverer.stop()));
      await hook.close();
    }
  });
});

describe("retry timing", () => {
  it("backs off exponentially with jitter, capped at an hour", () => {
    expect(retryDelay(1, 30_000, () => 0)).toBe(15_000);
    expect(retryDelay(1, 30_000, () => 1)).toBe(30_000);
    expect(retryDelay(3, 30_000, () => 1)).toBe(120_000);
    expect(retryDelay(30, 30_000, () => 1)).toBe(3_600_000);
  });

  it("keeps retrying a temporary failure for 48 hours, then marks it failed", () => {
    const queuedAt = "2026-11-22T10:00:00.000Z";
    const temporary = { ok: false as const, permanent: false, error: "SMTP 451" };
    const at = (hours: number) => new Date(Date.parse(queuedAt) + hours * 3_600_000);
    const options = (now: Date) => ({ now, retryMs: 30_000, random: () => 1 });
    expect(outcomeOf({ attempts: 40, queuedAt }, temporary, options(at(47.9)))).toEqual({
      status: "retry",
      error: "SMTP 451",
      nextAttemptAt: at(48.9),
    });
    expect(outcomeOf({ attempts: 41, queuedAt }, temporary, options(at(48)))).toEqual({
      status: "failed",
      error: "SMTP 451; gave up after 48 hours",
    });
  });
});
