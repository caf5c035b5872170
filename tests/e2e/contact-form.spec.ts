import type { Phrase } from "../../app/i18n/bidi";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test, gotoHydrated } from "./fixtures";
import { exportMessages, storedMessages } from "../support/server-processes";

const SUCCESS = "Thank you for your message. We will contact you shortly!";
/** A message's reference, as the site writes it. */
const REFERENCE = "[3479ACEFHJKMPRTWXY]{4}-[3479ACEFHJKMPRTWXY]{4}";
/** The thanks for a stored message: the seed's sentence exactly, then the message's reference. */
const THANKS = new RegExp(
  `^${SUCCESS.replace(/[.!]/g, "\\$&")} Your reference is ${REFERENCE}\\.$`,
);
/** The page a stored message leads to, naming its reference. */
const SENT_URL = new RegExp(`/\\?sent=1&ref=${REFERENCE}#contact-status$`);

/** A unique message, so each test finds its own record among everyone's. */
const uniqueText = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}`;

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });
/** What replaces the form once a message is stored, named by its heading. */
const confirmation = (page: Page) =>
  page.getByRole("region", { name: "Your message has reached us" });
/** The thanks and the reference, a status message within the confirmation. */
const thanks = (page: Page) => confirmation(page).getByRole("status");

/**
 * A stored message: the form gone, its confirmation in its place, saying the thanks and the
 * reference, when we answer and what next, its heading focused so a screen reader says it.
 */
async function expectConfirmation(page: Page) {
  await expect(thanks(page)).toHaveText(THANKS);
  await expect(form(page)).toHaveCount(0);
  const heading = confirmation(page).getByRole("heading", { name: "Your message has reached us" });
  await expect(heading).toBeFocused();
  await expect(confirmation(page)).toContainText("Our care team replies within 24");
  await expect(
    confirmation(page).getByRole("link", { name: "our complaints procedure" }),
  ).toHaveAttribute("href", "/complaints");
}
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });

async function fillForm(
  page: Page,
  values: { name?: string; email?: string; phone?: string; message?: string },
) {
  if (values.name !== undefined) await field(page, "Full name").fill(values.name);
  if (values.email !== undefined) await field(page, "Email").fill(values.email);
  if (values.phone !== undefined) await field(page, "Mobile number").fill(values.phone);
  if (values.message !== undefined) await field(page, "Message").fill(values.message);
}

/** 2,000 characters in 20 lines: 19 line breaks, each counted once. */
const twentyLines = (label: string) => {
  const text = `${uniqueText(label)} `;
  const line = (n: number) => (n === 0 ? text : "").padEnd(99, "m");
  return `${Array.from({ length: 20 }, (_, n) => line(n)).join("\n")}m`;
};

const stored = (message: string) => storedMessages().filter((record) => record.message === message);

/** Holds every POST until `release` is called, to see the page while a submission is on its way. */
async function holdPosts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return () => release();
}

const posts = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") seen.push(request.url());
  });
  return seen;
};

test.describe("with JavaScript", () => {
  test("shows each missing field's error beside it and focuses the first", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    const sent = posts(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    const expected: [string, string][] = [
      ["Full name", "Please enter your name."],
      ["Email", "Please enter your email address."],
      ["Message", "Please write your message."],
    ];
    for (const [label, error] of expected) {
      const input = field(page, label);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(error);
    }
    await expect(field(page, "Mobile number")).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "Full name")).toBeFocused();
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
    expect(sent).toEqual([]);
  });

  test("refuses a bad email and keeps everything typed", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    await fillForm(page, {
      name: "Omar",
      email: "omar@",
      phone: "+971 50 000 0000",
      message: "Hi",
    });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(field(page, "Email")).toHaveAccessibleDescription(
      "Please enter an email address like name@example.com.",
    );
    await expect(field(page, "Email")).toBeFocused();
    await expect(field(page, "Full name")).toHaveValue("Omar");
    await expect(field(page, "Mobile number")).toHaveValue("+971 50 000 0000");
    await expect(field(page, "Message")).toHaveValue("Hi");
  });

  test("sends without a reload, shows progress, refuses a double send, then resets", async ({
    page,
  }) => {
    await gotoHydrated(page, "/#contact");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const message = uniqueText("JS send");
    await fillForm(page, {
      name: "Mariam Al Suwaidi",
      email: "mariam@example.com",
      phone: "050 123 4567",
      message,
    });
    // Hold the submission for a moment, so its progress can be seen and a second click tried.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const sent = posts(page);
    const button = form(page).getByRole("button");
    await button.click();
    await expect(button).toHaveText("Sending…");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    // A person can still press it; the form must not send again.
    await button.click({ force: true });
    release();

    await expectConfirmation(page);
    expect(sent).toHaveLength(1);
    // Another message: the form comes back empty, its first field focused, in the same page.
    await confirmation(page).getByRole("link", { name: "Send another message" }).click();
    await expect(confirmation(page)).toHaveCount(0);
    await expect(field(page, "Full name")).toBeFocused();
    for (const label of ["Full name", "Email", "Mobile number", "Message"]) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(form(page).getByRole("button")).toHaveText("Send Message");
    // The same document: nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const record = storedMessages().find((stored) => stored.message === message);
    expect(record).toMatchObject({
      name: "Mariam Al Suwaidi",
      email: "mariam@example.com",
      phone: "050 123 4567",
      locale: "en",
    });
    expect(Date.now() - Date.parse(String(record?.receivedAt))).toBeLessThan(60_000);
  });

  test("an address that names a plan puts it in the message, as Choose Plan once led", async ({
    page,
  }) => {
    await gotoHydrated(page, "/?plan=premium#contact");
    await expect(field(page, "Message")).toHaveValue(
      "Hello, I would like to join Sahab Mobile on the Premium plan. Please contact me to get started.",
    );
    await gotoHydrated(page, "/?plan=gold#contact");
    await expect(field(page, "Message")).toHaveValue("");
  });

  test("stores Arabic and markup exactly and never runs it", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    const message = `${uniqueText("مرحباً")} <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
    await fillForm(page, { name: "فاطمة <b>المنصوري</b>", email: "fatima@example.com", message });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expectConfirmation(page);
    const record = storedMessages().find((stored) => stored.message === message);
    expect(record?.name).toBe("فاطمة <b>المنصوري</b>");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  });
});

test.describe("with JavaScript, sending twice and again", () => {
  test("two clicks a few milliseconds apart send one message", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    const message = uniqueText("JS double");
    await fillForm(page, { name: "Saeed", email: "saeed@example.com", message });
    const sent = posts(page);
    await form(page)
      .getByRole("button", { name: "Send message" })
      .evaluate((button: HTMLButtonElement) => {
        button.click();
        setTimeout(() => button.click(), 5);
      });
    await expectConfirmation(page);
    await page.waitForTimeout(200);
    expect(sent).toHaveLength(1);
    expect(stored(message)).toHaveLength(1);
  });

  test("the confirmation is for a stored message only, and comes again for the next", async ({
    page,
  }) => {
    await gotoHydrated(page, "/#contact");
    // Found by its type, not its name, which says "Sending…" while a message is on its way.
    const button = form(page).locator('button[type="submit"]');
    await fillForm(page, { name: "Noura", email: "noura@example.com", message: uniqueText("1st") });
    await button.click();
    await expectConfirmation(page);

    // An invalid try on the form brought back: only the request to check the fields.
    await confirmation(page).getByRole("link", { name: "Send another message" }).click();
    await button.click();
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(confirmation(page)).toHaveCount(0);

    // A second message, held on its way: the form stays, saying so, until it is stored.
    const release = await holdPosts(page);
    await fillForm(page, { name: "Noura", email: "noura@example.com", message: uniqueText("2nd") });
    await button.click();
    await expect(button).toHaveText("Sending…");
    await expect(confirmation(page)).toHaveCount(0);
    release();
    await expectConfirmation(page);
  });

  test.describe("when the network fails", () => {
    test.use({ expectedConsoleErrors: [/ERR_FAILED/] });

    test("the form says so, keeps the input, and sends once the network is back", async ({
      page,
    }) => {
      await gotoHydrated(page, "/#contact");
      const message = uniqueText("Offline");
      const values = { name: "Reem", email: "reem@example.com", phone: "050 123 4567", message };
      await fillForm(page, values);
      await page.route("**/*", (route) =>
        route.request().method() === "POST" ? route.abort() : route.continue(),
      );
      await form(page).getByRole("button", { name: "Send message" }).click();
      await expect(form(page).getByRole("alert")).toHaveText(
        "Your message could not reach us. Please check your internet connection and try again.",
      );
      await expect(field(page, "Full name")).toHaveValue(values.name);
      await expect(field(page, "Email")).toHaveValue(values.email);
      await expect(field(page, "Mobile number")).toHaveValue(values.phone);
      await expect(field(page, "Message")).toHaveValue(message);
      await expect(thanks(page)).toHaveCount(0);

      await page.unrouteAll();
      await form(page).getByRole("button", { name: "Send message" }).click();
      await expectConfirmation(page);
      expect(stored(message)).toHaveLength(1);
    });
  });
});

/**
 * The two ways a visitor sends the form, for the cases both must handle alike: the island's
 * script, which checks in the browser and sends without leaving the page, and a plain post the
 * server answers with a page (400 with the errors, or a redirect to the thanks).
 */
const ways = [
  {
    name: "with JavaScript",
    javaScriptEnabled: true,
    open: (page: Page) => gotoHydrated(page, "/#contact"),
    /** Whether an invalid form is refused before anything is sent. */
    checksBeforeSending: true,
    expectedConsoleErrors: [],
  },
  {
    name: "without JavaScript",
    javaScriptEnabled: false,
    open: async (page: Page) => void (await page.goto("/#contact")),
    checksBeforeSending: false,
    // The answer to an invalid post is the page itself, with status 400.
    expectedConsoleErrors: [/status of 400/],
  },
];

for (const way of ways) {
  test.describe(`${way.name}, what a visitor types`, () => {
    test.use({
      javaScriptEnabled: way.javaScriptEnabled,
      expectedConsoleErrors: way.expectedConsoleErrors,
    });

    test("a name or message of only invisible characters is refused as empty", async ({ page }) => {
      await way.open(page);
      const sent = posts(page);
      await fillForm(page, {
        name: "\u200B\u200B",
        email: "zw@example.com",
        message: "\u200B\u200B",
      });
      await form(page).getByRole("button", { name: "Send message" }).click();
      await expect(field(page, "Full name")).toHaveAccessibleDescription("Please enter your name.");
      await expect(field(page, "Message")).toHaveAccessibleDescription(
        "Please write your message.",
      );
      await expect(field(page, "Email")).toHaveValue("zw@example.com");
      expect(sent).toHaveLength(way.checksBeforeSending ? 0 : 1);
    });

    test("a message of 2,000 characters with line breaks is sent and stored as typed", async ({
      page,
    }) => {
      await way.open(page);
      const message = twentyLines(`${way.name} lines`);
      await fillForm(page, { name: "Layla", email: "layla@example.com", message });
      await form(page).getByRole("button", { name: "Send message" }).click();
      await expectConfirmation(page);
      await expect(page).toHaveURL(SENT_URL);
      expect(stored(message)).toHaveLength(1);
    });

    test("a phone number pasted with direction marks passes the checks and is stored without them", async ({
      page,
    }) => {
      await way.open(page);
      const message = uniqueText(`${way.name} marked phone`);
      await fillForm(page, {
        name: "Hamdan",
        email: "hamdan@example.com",
        phone: "\u200F+971 50 123 4567\u200F",
        message,
      });
      await form(page).getByRole("button", { name: "Send message" }).click();
      await expectConfirmation(page);
      await expect(page).toHaveURL(SENT_URL);
      expect(stored(message).map((record) => record.phone)).toEqual(["+971 50 123 4567"]);
    });
  });
}

for (const way of ways) {
  test.describe(`${way.name}, the page's address`, () => {
    test.use({ javaScriptEnabled: way.javaScriptEnabled });

    test("thanks the visitor only at ?sent=1, where a stored message leads", async ({ page }) => {
      for (const query of ["?sent=0", "?sent=false", "?sent", "?sent=yes"]) {
        await page.goto(`/${query}#contact`);
        await expect(thanks(page), query).toHaveCount(0);
        await expect(form(page), query).toBeVisible();
      }
      await page.goto("/?sent=1#contact-status");
      await expect(thanks(page)).toHaveText(SUCCESS);
      await expect(form(page)).toHaveCount(0);
    });

    test("says the reference the address names, and only one that is a reference", async ({
      page,
    }) => {
      await page.goto("/?sent=1&ref=7kcm-hx3r#contact-status");
      const status = thanks(page);
      await expect(status).toHaveText(`${SUCCESS} Your reference is 7KCM-HX3R.`);
      for (const ref of ["<b>7KCM</b>", "0OOO-1111", "7KCM-HX3R-7KCM", "%E2%80%AE7KCM-HX3R"]) {
        await page.goto(`/?sent=1&ref=${encodeURIComponent(ref)}#contact-status`);
        await expect(status, ref).toHaveText(SUCCESS);
      }
      // Without ?sent=1 a reference is not even a thanks.
      await page.goto("/?ref=7KCM-HX3R#contact");
      await expect(status).toHaveCount(0);
    });

    test("a message sent from an address that names a plan is stored with that plan for the care team", async ({
      page,
    }) => {
      await page.goto("/?plan=standard#contact");
      await expect(field(page, "Message")).toHaveValue(/on the Standard plan/);
      const message = uniqueText("Plan choice");
      await fillForm(page, { name: "Aisha", email: "aisha@example.com", message });
      await form(page).getByRole("button", { name: "Send message" }).click();
      await expectConfirmation(page);
      expect(stored(message).map((record) => record.plan)).toEqual(["standard"]);
    });

    test("Choose Plan takes the visitor on to the sign-up request, with the plan chosen", async ({
      page,
    }) => {
      await page.goto("/");
      await page
        .locator('[data-plan="premium"]')
        .getByRole("link", { name: /Choose Plan/ })
        .click();
      await expect(page).toHaveURL("/join?plan=premium");
      await expect(page.locator("main #join-plan-premium")).toBeChecked();
    });
  });
}

test.describe("without JavaScript", () => {
  // The answer to an invalid post is the page itself, with status 400.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] });

  test("a plain POST sends, shows the message, resets, and a reload sends nothing", async ({
    page,
  }) => {
    await page.goto("/#contact");
    const message = uniqueText("No-JS send");
    await fillForm(page, { name: "Khalid", email: "khalid@example.com", message });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(SENT_URL);
    await expectConfirmation(page);
    const count = () => storedMessages().filter((stored) => stored.message === message).length;
    expect(count()).toBe(1);
    await page.reload();
    await expect(thanks(page)).toHaveText(THANKS);
    expect(count()).toBe(1);
    // Another message: a link to the form, which comes back empty.
    await confirmation(page).getByRole("link", { name: "Send another message" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    for (const label of ["Full name", "Email", "Mobile number", "Message"]) {
      await expect(field(page, label)).toHaveValue("");
    }
  });

  test("the server's errors come back beside the fields, with the input kept", async ({ page }) => {
    await page.goto("/#contact");
    // Blank but present: the browser's own check lets it through, the server's does not.
    await fillForm(page, { name: "   ", email: "sara@example.com", message: "Keep me" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(field(page, "Full name")).toHaveAccessibleDescription("Please enter your name.");
    await expect(field(page, "Full name")).toBeFocused();
    await expect(field(page, "Email")).toHaveValue("sara@example.com");
    await expect(field(page, "Message")).toHaveValue("Keep me");
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
  });

  test("the complaint box comes back as it was sent, and unticked sends a general message", async ({
    page,
  }) => {
    await page.goto("/?topic=complaint#contact");
    const box = form(page).getByRole("checkbox", { name: "This is a complaint" });
    await expect(box).toBeChecked();
    await fillForm(page, { name: "   ", email: "sara@example.com", message: "Keep me" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(box).toBeChecked();

    await page.goto("/#contact");
    await expect(box).not.toBeChecked();
    const message = uniqueText("Plain, not a complaint");
    await fillForm(page, { name: "Sara", email: "sara@example.com", message });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expectConfirmation(page);
    expect(stored(message).map((record) => record.topic)).toEqual(["general"]);
  });

  test("the browser itself refuses an empty required field or a bad email", async ({ page }) => {
    await page.goto("/#contact");
    for (const label of ["Full name", "Email", "Message"]) {
      await expect(field(page, label)).toHaveAttribute("required", "");
    }
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Mobile number")).toHaveAttribute("type", "tel");
    await expect(field(page, "Mobile number")).not.toHaveAttribute("required");
    await expect(field(page, "Mobile number")).toHaveAttribute("placeholder", /^\+971/);
    await expect(field(page, "Full name")).toHaveAttribute("placeholder", /Fatima/);
    await expect(field(page, "Email")).toHaveAttribute("placeholder", /@example\.com/);
  });
});

test.describe("without JavaScript, posts the server answers", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] });

  test("a plan the site does not offer is not stored with a message", async ({
    request,
    baseURL,
  }) => {
    const message = uniqueText("Bogus plan");
    const answer = await request.post("/?index", {
      form: { name: "Saeed", email: "saeed@example.com", message, plan: "<gold>" },
      headers: { Origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(stored(message).map((record) => record.plan)).toEqual([null]);
  });

  test("the same form posted twice at once, as a double click sends it, is stored once", async ({
    request,
    baseURL,
  }) => {
    const message = uniqueText("No-JS double");
    const post = () =>
      request.post("/?index", {
        form: { name: "Saeed", email: "saeed@example.com", phone: "", message },
        headers: { Origin: baseURL ?? "" },
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.status())).toEqual([303, 303]);
    expect(stored(message)).toHaveLength(1);
  });

  test("after a stored message, an invalid one shows no thanks", async ({ page }) => {
    await page.goto("/#contact");
    await fillForm(page, { name: "Noura", email: "noura@example.com", message: uniqueText("1st") });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expectConfirmation(page);
    await confirmation(page).getByRole("link", { name: "Send another message" }).click();
    await fillForm(page, { name: "   ", email: "noura@example.com", message: "again" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(thanks(page)).toHaveCount(0);
  });
});

test.describe("the action, asked directly", () => {
  const valid = { name: "Bot", email: "bot@example.com", message: "" };

  test("ignores a filled honeypot but answers as if sent", async ({ request }) => {
    const message = uniqueText("Honeypot");
    const response = await request.post("/?index", {
      form: { ...valid, message, company_website: "https://spam.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    // A reference like any other's, that names nothing stored: nothing tells a bot it was caught.
    expect(response.headers()["location"]).toMatch(
      new RegExp(`^/\\?sent=1&ref=${REFERENCE}#contact-status$`),
    );
    expect(storedMessages().some((stored) => stored.message === message)).toBe(false);
  });

  test("answers invalid input with 400 and escapes what it echoes", async ({ request }) => {
    const response = await request.post("/?index", {
      form: { name: "<script>alert(1)</script>", email: "nope", message: "x" },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter an email address like name@example.com.");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  test("refuses an oversized body with 413", async ({ request }) => {
    const response = await request.post("/?index", {
      form: { ...valid, message: "x".repeat(40 * 1024) },
    });
    expect(response.status()).toBe(413);
  });

  test("its JSON twin, for the form's script: the same checks, escaped, and POST alone", async ({
    request,
  }) => {
    for (const method of ["GET", "HEAD", "PUT"]) {
      const refused = await request.fetch("/contact-message", { method });
      expect(refused.status(), method).toBe(405);
      expect(refused.headers()["allow"], method).toBe("POST");
    }
    const crossSite = await request.post("/ar/contact-message", {
      headers: { Origin: "https://evil.example" },
      form: valid,
    });
    expect(crossSite.status()).toBe(403);

    const invalid = await request.post("/ar/contact-message", {
      form: { name: "<script>alert(1)</script>", email: "nope", message: "x" },
    });
    expect(invalid.status()).toBe(400);
    expect(invalid.headers()["cache-control"]).toBe("no-store");
    const text = await invalid.text();
    expect(text).not.toContain("<script>");
    const answer = JSON.parse(text) as { values: { name: string }; errors: { email?: Phrase } };
    expect(answer.values.name).toBe("<script>alert(1)</script>");
    // A left-to-right run (the example address) is a part of its own, never marked in the text.
    expect(answer.errors.email).toEqual([
      "يُرجى إدخال عنوان بريد إلكتروني صحيح، مثل ",
      { ltr: "name@example.com" },
      ".",
    ]);

    const message = uniqueText("JSON twin");
    const sent = await request.post("/contact-message", { form: { ...valid, message } });
    expect(sent.status()).toBe(200);
    const thanks = (await sent.json()) as { sent: boolean; location: string; reference: string };
    expect(thanks.reference).toMatch(new RegExp(`^${REFERENCE}$`));
    expect(thanks).toEqual({
      sent: true,
      location: `/?sent=1&ref=${thanks.reference}#contact-status`,
      reference: thanks.reference,
    });
    expect(stored(message).map((record) => record.reference)).toEqual([thanks.reference]);
  });

  test("refuses JSON and multipart bodies with 415", async ({ request }) => {
    const json = await request.post("/?index", { data: { ...valid, message: "json" } });
    expect(json.status()).toBe(415);
    const multipart = await request.post("/?index", { multipart: { ...valid, message: "multi" } });
    expect(multipart.status()).toBe(415);
  });
});

test("npm run messages prints JSON lines, CSV and a --since filter", async ({ request }) => {
  const message = uniqueText("Export");
  const response = await request.post("/?index", {
    form: { name: "=cmd|' /C calc'!A0", email: "export@example.com", message },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const lines = exportMessages().trim().split("\n");
  expect(lines.map((line) => JSON.parse(line).message)).toContain(message);
  const csv = exportMessages(["--csv"]);
  expect(csv.split("\r\n")[0]).toBe(
    "id,uuid,reference,topic,receivedAt,locale,plan,name,email,phone,message,emailDelivery,webhookDelivery,confirmationDelivery,kind,signupSummary,signupDetails",
  );
  expect(csv).toContain(`'=cmd|' /C calc'!A0,export@example.com,,${message}`);
  expect(exportMessages(["--since", "2999-01-01"])).toBe("");
});

for (const way of ways) {
  test.describe(`in Arabic, ${way.name}`, () => {
    test.use({ javaScriptEnabled: way.javaScriptEnabled });

    test("a stored message's confirmation replaces the form, takes focus, and axe finds nothing", async ({
      page,
    }) => {
      if (way.javaScriptEnabled) await gotoHydrated(page, "/ar#contact");
      else await page.goto("/ar#contact");
      const arabicForm = page.getByRole("form", { name: "أرسل لنا رسالة" });
      await arabicForm.getByLabel("الاسم الكامل", { exact: false }).fill("مريم السويدي");
      await arabicForm.getByLabel("البريد الإلكتروني", { exact: false }).fill("mariam@example.com");
      await arabicForm.getByLabel("الرسالة", { exact: false }).fill(uniqueText("رسالة للتأكيد"));
      await arabicForm.getByRole("button", { name: "أرسل الرسالة" }).click();
      const sent = page.getByRole("region", { name: "وصلتنا رسالتك" });
      await expect(sent.getByRole("status")).toHaveText(
        new RegExp(`^شكراً لرسالتك\\. سنتواصل معك قريباً! رقمك المرجعي هو ${REFERENCE}\\.$`),
      );
      await expect(arabicForm).toHaveCount(0);
      await expect(sent.getByRole("heading", { name: "وصلتنا رسالتك" })).toBeFocused();
      await expect(sent.getByRole("link", { name: "إجراءات الشكاوى" })).toHaveAttribute(
        "href",
        "/ar/complaints",
      );
      // Axe runs in the page: the same markup, as the server renders it, is read with the script.
      if (way.javaScriptEnabled) {
        await expectNoAxeViolations(page, "/ar confirmation", { include: "#contact" });
      }
      await sent.getByRole("link", { name: "أرسل رسالة أخرى" }).click();
      await expect(arabicForm.getByLabel("الاسم الكامل", { exact: false })).toHaveValue("");
    });
  });
}
