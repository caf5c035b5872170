import { expect, test } from "./fixtures";
import { rawRequest } from "../support/raw-http";

/** The branded page's `<title>`, in the language of `lang`. */
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test.describe("a request target in absolute form, as a proxy is sent one", () => {
  test("is answered like its path, query and all", async ({ baseURL }) => {
    const origin = baseURL ?? "";
    const home = await rawRequest(origin, { target: `${origin}/` });
    expect(home.status).toBe(200);
    expect(home.body).toContain("Stay connected across the Emirates");
    const chosen = await rawRequest(origin, {
      target: `${origin}/?plan=premium&email=alice%40example.com`,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toContain('name="plan" value="premium"');
    const terms = await rawRequest(origin, { target: `${origin}/terms` });
    expect(terms.status).toBe(200);
    expect(title(terms.body)).toBe("Terms of Service | Sahab Mobile");
  });

  for (const [target, lang] of [
    ["ftp://example.com/terms", "en"],
    ["ws://example.com/ar/terms", "ar"],
    ["file:///terms", "en"],
  ] as const) {
    test(`${target}, another scheme, gets the branded 400 page`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL ?? "", { target });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(`<html lang="${lang}"`);
      expect(answer.headers["x-frame-options"]).toBe("DENY");
    });
  }
});

test("OPTIONS * is refused as nginx refuses it, not sent to the home page", async ({ baseURL }) => {
  const answer = await rawRequest(baseURL ?? "", { method: "OPTIONS", target: "*" });
  expect(answer.status).toBe(400);
  expect(answer.headers.location).toBeUndefined();
});

test.describe("a path with ordinary characters percent-encoded", () => {
  for (const [path, location] of [
    ["/ter%6Ds", "/terms"],
    ["/%61r", "/ar"],
    ["/privac%79", "/privacy"],
    ["/cookie%2Dpolicy", "/cookie-policy"],
    ["/ar/ter%6Ds?ref=mail", "/ar/terms?ref=mail"],
    ["/%74erms/", "/terms"],
    ["/no%2Dsuch%2dpage", "/no-such-page"],
    ["/a%2fb", "/a%2Fb"],
    ["/roaming\\", "/roaming"],
    ["/x\\..\\terms", "/terms"],
    ["/ar\\roaming?q=uk", "/ar/roaming?q=uk"],
  ] as const) {
    test(`${path} moves permanently to ${location}`, async ({ baseURL }) => {
      const answer = await rawRequest(`${baseURL}${path}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(location);
      expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
    });
  }

  test("a post is sent on with its method and body (308)", async ({ baseURL }) => {
    const answer = await rawRequest(`${baseURL}/%63ontact-message`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=A&email=a%40example.com&message=hi",
    });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/contact-message");
  });

  test("names no page by way of dot segments", async ({ baseURL }) => {
    const answer = await rawRequest(`${baseURL}/ar/%2E%2E/terms`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/terms");
  });
});

test.describe("a path that is not valid percent-encoded UTF-8", () => {
  for (const [path, lang, words] of [
    ["/%FF", "en", "We couldn’t read that address"],
    ["/terms%E0%A4%A", "en", "We couldn’t read that address"],
    ["/ar/%FF", "ar", "لم نتمكن من قراءة هذا العنوان"],
  ] as const) {
    test(`${path} gets the branded 400 page in its language`, async ({ baseURL }) => {
      const answer = await rawRequest(`${baseURL}${path}`);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain(`<html lang="${lang}"`);
      expect(answer.body).toContain(words);
      expect(answer.body).not.toContain("URI malformed");
    });
  }
});

test.describe("the build's own files", () => {
  for (const [path, location] of [
    ["/index.html", "/"],
    ["/ar/index.html", "/ar"],
    ["/terms/index.html?ref=mail", "/terms?ref=mail"],
  ] as const) {
    test(`${path} moves permanently to the page, ${location}`, async ({ baseURL }) => {
      const answer = await rawRequest(`${baseURL}${path}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(location);
    });
  }

  for (const path of [
    "/_.data.br",
    "/favicon.ico.br",
    "/terms/index.html.br",
    "/index.html.gz",
    "/sitemap.xml.gz",
  ]) {
    test(`${path}, a precompressed copy, is not found`, async ({ baseURL }) => {
      const answer = await rawRequest(`${baseURL}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(title(answer.body)).toBe("Page not found | Sahab Mobile");
    });
  }
});

test.describe("the contact form's JSON action", () => {
  for (const [path, lang, words] of [
    ["/contact-message", "en", "That request isn’t supported here"],
    ["/ar/contact-message", "ar", "هذا الطلب غير مدعوم هنا"],
  ] as const) {
    test(`GET ${path} gets the branded 405 page in its language, allowing POST`, async ({
      baseURL,
    }) => {
      const answer = await rawRequest(`${baseURL}${path}`);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("POST");
      expect(answer.body).toContain(`<html lang="${lang}"`);
      expect(answer.body).toContain(words);
    });
  }

  test("has no route-data twin", async ({ baseURL }) => {
    for (const method of ["GET", "POST"]) {
      const answer = await rawRequest(`${baseURL}/contact-message.data`, { method });
      expect(answer.status, method).toBe(404);
      expect(answer.body, method).not.toContain('"root"');
    }
  });
});

test("a form posted to / without React Router's ?index is the home page's form", async ({
  baseURL,
}) => {
  const answer = await rawRequest(`${baseURL}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL ?? "" },
    body: `name=Index&email=index%40example.com&message=Posted+to+${Date.now()}`,
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toMatch(
    /^\/\?sent=1&ref=[A-Z0-9]{4}-[A-Z0-9]{4}#contact-status$/,
  );
  const invalid = await rawRequest(`${baseURL}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL ?? "" },
    body: "name=&email=nobody&message=",
  });
  expect(invalid.status).toBe(400);
  expect(title(invalid.body)).toBe("Sahab Mobile — Mobile plans, data and calls in the UAE");
  expect(invalid.body).toContain("Please check the highlighted fields.");
});
