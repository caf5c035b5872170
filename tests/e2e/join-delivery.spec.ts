import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startSmtpPeer, startWebhookPeer } from "../../harness/delivery-peers.mjs";
import { type PostgresServer, startPostgres } from "../../harness/postgres.mjs";
import { startServer, storedMessages } from "../support/server-processes";

test.describe.configure({ mode: "serial" });

// The peers take ports above the extra servers' and the contact delivery test's.
const SMTP_PORT = Number(process.env.E2E_PORT ?? 4173) + 84;
const WEBHOOK_PORT = SMTP_PORT + 1;
const CARE_INBOX = "care@sahabmobile.ae";
const SALES_INBOX = "sales@sahabmobile.ae";

let postgres: PostgresServer | undefined;
test.afterAll(() => postgres?.remove());

for (const engine of ["sqlite", "postgres"] as const) {
  test(`on ${engine}, a request sent through the join page reaches the sales inbox, the webhook and the visitor once each`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const smtp = await startSmtpPeer(SMTP_PORT);
    const hook = await startWebhookPeer(undefined, WEBHOOK_PORT);
    const dataDir = mkdtempSync(path.join(tmpdir(), `sahab-join-${engine}-`));
    let databaseUrl: string | undefined;
    if (engine === "postgres") {
      postgres ??= await startPostgres();
      databaseUrl = await postgres.createDatabase();
    }
    const server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CONTACT_INBOX: CARE_INBOX,
      SALES_INBOX,
      MAIL_FROM: "website@sahabmobile.ae",
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: hook.secret,
      DELIVERY_RETRY_MS: "200",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const context = await browser.newContext({ javaScriptEnabled: engine === "sqlite" });
    try {
      const page = await context.newPage();
      const email = `layla.${engine}@example.com`;
      await page.goto(`${server.url}/ar/plans/standard`);
      await page.locator("main a[href='/ar/join?plan=standard']").first().click();
      const form = page.locator("main form#join-form");
      await form.getByRole("radio", { name: "رقم جديد" }).check();
      await form.getByRole("radio", { name: "شريحة الاتصال" }).check();
      await form.getByRole("radio", { name: "التوصيل" }).check();
      await form.getByLabel("الإمارة").selectOption("sharjah");
      await form.getByLabel("المنطقة").fill("المجاز");
      await form.getByLabel("العنوان", { exact: true }).fill("برج المجاز، شقة 1204");
      await form.getByLabel("يوم الاتصال").selectOption("tomorrow");
      await form.getByLabel("الفترة").selectOption("15");
      await form.getByLabel("الاسم الكامل").fill("ليلى حسن");
      await form.getByLabel("رقم الجوال للاتصال بك").fill("+971 50 765 4321");
      await form.getByLabel("البريد الإلكتروني", { exact: true }).fill(email);
      await form.getByRole("checkbox", { name: /أوافق/ }).check();
      await form.getByRole("button", { name: "أرسل الطلب" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "وصلنا طلبك" })).toBeVisible();
      // Its confirmation is on its way to the visitor too.
      await expect(
        page.getByText("أرسلنا نسخة من هذا التأكيد إلى بريدك الإلكتروني."),
      ).toBeVisible();
      const reference = /ref=([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(page.url())?.[1] ?? "";
      expect(reference).not.toBe("");

      await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2);
      await expect.poll(() => hook.requests.length, { timeout: 30_000 }).toBe(1);
      // A moment more: nothing arrives twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.received).toHaveLength(2);
      expect(hook.requests).toHaveLength(1);

      const sales = smtp.received.find(({ to }) => to.includes(SALES_INBOX));
      expect(sales?.to).toEqual([SALES_INBOX]);
      expect(sales?.mail.subject).toMatch(new RegExp(`^\\[${reference}\\] Sign-up request`));
      expect(sales?.mail.text).toContain("Sharjah");
      const visitor = smtp.received.find(({ to }) => to.includes(email));
      expect(visitor?.to).toEqual([email]);
      expect(visitor?.mail.text).toContain(reference);
      expect(smtp.received.some(({ to }) => to.includes(CARE_INBOX))).toBe(false);

      const [webhook] = hook.requests;
      expect(webhook?.verified).toBe(true);
      expect(webhook?.body).toMatchObject({
        type: "signup.requested",
        data: {
          reference,
          kind: "signup",
          signup: {
            plan: "standard",
            number: { choice: "new" },
            sim: { kind: "sim" },
            fulfilment: { kind: "delivery", emirate: "sharjah", area: "المجاز" },
            call: { fromHour: 15 },
          },
        },
      });
      // Stored once, every delivery done, and nothing of the visitor in the server's log.
      const stored = storedMessages(dataDir, databaseUrl).filter(
        (record) => record.email === email,
      );
      expect(stored).toHaveLength(1);
      expect(server.output()).not.toContain(email);
      expect(server.output()).not.toContain("7654321");
    } finally {
      await context.close();
      await server.stop();
      await smtp.close();
      await hook.close();
    }
  });
}
