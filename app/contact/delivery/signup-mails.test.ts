import { describe, expect, it } from "vitest";
import { composeConfirmation } from "./confirmation-email";
import { composeEmail } from "./email-delivery";
import { webhookPayload } from "./webhook-delivery";
import type { ContactMessage, StoredContactMessage } from "../messages/message-types";
import type { SignupDetails } from "../../domain/signup";
import type { EmailSettings } from "../../settings/delivery-settings";
import { NBSP } from "../../i18n/count-parts";
import { planMonthlyPriceFils } from "../../tariffs/tariffs";
import {
  collectionStores,
  contactMessage,
  signupMessage,
} from "../../../tests/support/contact-databases";
import { must } from "../../../tests/support/must.mjs";

const settings: EmailSettings = {
  smtpUrl: "smtp://127.0.0.1:25",
  inbox: { name: "Care", address: "care@sahabmobile.ae" },
  salesInbox: { name: "Sales", address: "sales@sahabmobile.ae" },
  from: { name: "Sahab Mobile website", address: "website@sahabmobile.ae" },
};

/** A message as the store gives it back, without a database. */
function stored(message: ContactMessage): StoredContactMessage {
  return {
    ...message,
    id: 7,
    uuid: "0b7e2c1e-6a51-4d0e-9c3f-3f1b2a9d8e11",
    reference: "7KCM-HX3R",
    kind: message.kind ?? "contact",
    signup: message.signup ?? null,
    topic: message.topic ?? "general",
    plan: message.plan ?? null,
    deliveries: [],
  };
}

const signup = (overrides: Partial<ContactMessage> = {}, choices: Partial<SignupDetails> = {}) =>
  stored(signupMessage({ receivedAt: "2026-12-07T10:00:00.000Z", ...overrides }, choices));
const delivered: Partial<SignupDetails> = {
  number: { choice: "new" },
  sim: { kind: "sim" },
  fulfilment: {
    kind: "delivery",
    emirate: "fujairah",
    area: "Dibba",
    address: "Villa 12, Street 5",
  },
  call: { date: "2026-12-10", fromHour: 12 },
};
/** The text as a reader sees it: no-break spaces as spaces, bidi isolates left out. */
const seen = (text: string | undefined) =>
  (text ?? "").replaceAll(NBSP, " ").replace(/[\u2066-\u2069]/g, "");
const standardPrice = planMonthlyPriceFils("standard") / 100;
/** A header of RFC 2047 encoded words, as a mail client shows it. */
const decoded = (header: string) =>
  Buffer.concat(
    header
      .split(" ")
      .map((word) => Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(word)?.[1] ?? "", "base64")),
  ).toString("utf8");

describe("the sales team's mail of a sign-up request", () => {
  it("goes to the sales inbox, Reply-To the visitor, with the plan and the name in its subject", () => {
    const mail = composeEmail(signup(), settings, collectionStores);
    expect(mail.to).toEqual(settings.salesInbox);
    expect(mail.envelope).toEqual({
      from: "website@sahabmobile.ae",
      to: ["sales@sahabmobile.ae"],
    });
    expect(mail.replyTo?.address).toBe("fatima@example.com");
    expect(mail.messageId).toBe("<0b7e2c1e-6a51-4d0e-9c3f-3f1b2a9d8e11@sahabmobile.ae>");
    const subject = decoded(mail.subject);
    expect(subject).toBe("[7KCM-HX3R] Sign-up request: Standard plan from Fatima Al Mansouri");
  });

  it("names every choice as the team reads it, in English whatever the page's language", () => {
    const text = seen(composeEmail(signup({ locale: "ar" }), settings, collectionStores).text);
    for (const line of [
      "Reference: 7KCM-HX3R\nKind: sign-up request\n",
      `Plan: Standard, AED ${standardPrice} a month (VAT included)\n`,
      "Number: move +971501234567 from du\n",
      "SIM: eSIM, phone: iPhone 15\n",
      "Collection: in store, Sheikh Zayed Road, Ground floor, Al Saqr Tower, Sheikh Zayed Road, Trade Centre 1, Dubai\n",
      "Call: Tuesday 8 December 2026, 9:00–11:00 (UAE time)\n",
      "Name: Fatima Al Mansouri\nEmail: fatima@example.com\nPhone to call: +971501234567\n",
      "Page language: Arabic (ar)\n",
      "Received: Monday, 7 December 2026 at 14:00:00 GST (Dubai)\n",
    ]) {
      expect(text).toContain(line);
    }
    const other = seen(
      composeEmail(
        signup({}, { ...delivered, sim: { kind: "esim", device: null } }),
        settings,
        collectionStores,
      ).text,
    );
    expect(other).toContain("Number: a new number\nSIM: eSIM, phone: not named\n");
    expect(other).toContain("Delivery: Fujairah, Dibba, Villa 12, Street 5\n");
    expect(other).toContain("Call: Thursday 10 December 2026, 12:00–14:00 (UAE time)\n");
  });

  it("names a store the stores' files no longer list by its id", () => {
    const gone = signup({}, { fulfilment: { kind: "store", storeId: "closed-store" } });
    expect(composeEmail(gone, settings, collectionStores).text).toContain(
      "Collection: in store, closed-store, (not in the stores' files)\n",
    );
  });

  it("leaves a contact message's mail to the care team, as it was", () => {
    const mail = composeEmail(
      stored(contactMessage({ plan: "premium" })),
      settings,
      collectionStores,
    );
    expect(mail.envelope.to).toEqual(["care@sahabmobile.ae"]);
    expect(mail.text).toContain("A visitor sent this message through the contact form");
  });
});

describe("the visitor's confirmation of a sign-up request", () => {
  it("goes to the visitor's address alone, from the site, in the page's language", () => {
    const mail = must(
      composeConfirmation(signup(), must(signup().signup), settings, collectionStores),
    );
    expect(mail.from).toEqual(settings.from);
    expect(mail.to.address).toBe("fatima@example.com");
    expect(mail.envelope).toEqual({ from: "website@sahabmobile.ae", to: ["fatima@example.com"] });
    expect(mail.messageId).toBe(
      "<0b7e2c1e-6a51-4d0e-9c3f-3f1b2a9d8e11.confirmation@sahabmobile.ae>",
    );
    expect(mail.headers).toEqual({ "Content-Language": "en" });
    expect(mail).not.toHaveProperty("replyTo");
  });

  it("is not sent to anything but one plain address", () => {
    for (const email of ["a@example.com, thief@evil.example", "Eve <eve@example.com>", "eve"]) {
      const message = signup({ email });
      expect(
        composeConfirmation(message, must(message.signup), settings, collectionStores),
      ).toBeUndefined();
    }
  });

  it("says in English what was chosen, when we call, what to have ready and what comes next", () => {
    const text = seen(
      composeConfirmation(signup(), must(signup().signup), settings, collectionStores)?.text,
    );
    for (const line of [
      "Hello Fatima Al Mansouri,\n",
      "Your reference is 7KCM-HX3R.",
      `Standard: AED ${standardPrice} a month, VAT included\n`,
      "• Number: keeping your number 050 123 4567, moved from du\n",
      "• SIM: an eSIM for your iPhone 15\n",
      "• Collection: at our Sheikh Zayed Road store, Ground floor, Al Saqr Tower, Sheikh Zayed Road, Trade Centre 1, Dubai. A request made before 8pm can be collected the same day.\n",
      "Tuesday 8 December 2026, between 9am and 11am (UAE time), on 050 123 4567.\n",
      "• A valid Emirates ID, or a passport with a valid UAE visa\n",
      "• Proof of address, as all our plans are postpaid\n",
      "• A valid email address\n",
      "Nothing to pay now: your first bill comes after activation.\n",
      "we email you its QR code once we have checked your ID.",
      "the move completes within 1 working day. Your line keeps working on your current network until then. Any credit left with your current operator is lost",
      "call us free on 800 72422.",
    ]) {
      expect(text).toContain(line);
    }
    const other = seen(
      composeConfirmation(
        signup({}, delivered),
        must(signup({}, delivered).signup),
        settings,
        collectionStores,
      )?.text,
    );
    expect(other).toContain(
      "• Delivery: free, to Villa 12, Street 5, Dibba, Fujairah. It arrives the next working day in Abu Dhabi, Dubai, Sharjah and Ajman, and within 2 working days elsewhere. The courier checks your documents at the door.\n",
    );
    expect(other).toContain("Thursday 10 December 2026, between 12pm and 2pm (UAE time)");
    expect(other).not.toMatch(/QR code|Moving your number/);
  });

  it("says it in Arabic to a visitor who asked from the Arabic page, each run isolated", () => {
    const message = signup({ locale: "ar" });
    const mail = must(
      composeConfirmation(message, must(message.signup), settings, collectionStores),
    );
    expect(mail.headers).toEqual({ "Content-Language": "ar" });
    expect(mail.text).toContain("الرقم المرجعي لطلبك هو \u20667KCM-HX3R\u2069.");
    expect(mail.text).toContain("مرحباً \u2068Fatima Al Mansouri\u2069،");
    const text = seen(mail.text);
    for (const line of [
      `الباقة القياسية: ${standardPrice} درهم شهرياً (الأسعار شاملة ضريبة القيمة المضافة)\n`,
      "• الرقم: الاحتفاظ برقمك 050 123 4567 ونقله من du\n",
      "• الشريحة: الشريحة الإلكترونية (eSIM) لهاتفك iPhone 15\n",
      "• الاستلام: من متجرنا في شارع الشيخ زايد، الطابق الأرضي، برج الصقر",
      "وإذا قدّمت طلبك قبل 8 مساءً، فيمكنك استلام شريحتك في اليوم نفسه.",
      "الثلاثاء 8 ديسمبر 2026، من 9 صباحاً إلى 11 صباحاً (بتوقيت الإمارات)، على الرقم 050 123 4567.\n",
      "• بطاقة هوية إماراتية سارية، أو جواز سفر مع تأشيرة إماراتية سارية\n",
      "لا تدفع شيئاً الآن: تصلك فاتورتك الأولى بعد التفعيل.\n",
      "ويكتمل النقل خلال يوم عمل واحد",
    ]) {
      expect(text).toContain(line);
    }
    const subject = decoded(mail.subject);
    expect(subject).toBe("طلب اشتراكك في سحاب موبايل: 7KCM-HX3R");
    const other = signup({ locale: "ar" }, delivered);
    expect(
      seen(composeConfirmation(other, must(other.signup), settings, collectionStores)?.text),
    ).toContain(
      "• التوصيل: مجاناً إلى Villa 12, Street 5، Dibba، الفجيرة. يصلك طلبك في يوم العمل التالي في أبوظبي ودبي والشارقة وعجمان، وخلال يومي عمل في الإمارات الأخرى",
    );
  });
});

describe("the webhook of a sign-up request", () => {
  const now = new Date("2026-12-07T10:00:01.000Z");

  it("is a signup.requested event whose data adds the kind and the choices", () => {
    const message = signup();
    expect(JSON.parse(webhookPayload(message, now))).toEqual({
      type: "signup.requested",
      timestamp: now.toISOString(),
      data: {
        id: message.uuid,
        reference: "7KCM-HX3R",
        topic: "general",
        receivedAt: message.receivedAt,
        locale: "en",
        plan: "standard",
        name: "Fatima Al Mansouri",
        email: "fatima@example.com",
        phone: "+971501234567",
        message: "",
        kind: "signup",
        signup: message.signup,
      },
    });
  });

  it("leaves a contact message's event as it was", () => {
    const payload = JSON.parse(webhookPayload(stored(contactMessage()), now)) as {
      type: string;
      data: object;
    };
    expect(payload.type).toBe("contact.message.received");
    expect(Object.keys(payload.data)).toEqual([
      "id",
      "reference",
      "topic",
      "receivedAt",
      "locale",
      "plan",
      "name",
      "email",
      "phone",
      "message",
    ]);
  });
});
