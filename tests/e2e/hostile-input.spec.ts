import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { expect, test } from "./fixtures";
import { rawRequest } from "../support/raw-http";
import { exportMessages } from "../support/server-processes";

const contentTypes = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "application/json",
  "multipart/form-data; boundary=xyz",
  "text/plain",
  "application/xml",
  "",
  "garbage/;;;",
);
const bodies = fc.oneof(
  fc.string({ unit: "binary", maxLength: 500 }),
  fc.json(),
  fc.constantFrom(
    '{"name":"a","email":"a@b.ae","message":"hi"}',
    '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--xyz--\r\n',
    "name=A&name=B&email=a@b.ae&email=c@d.ae&message=twice",
    "name=%E0%A4%A&email=%&message=%ZZ",
    `message=${"x".repeat(40_000)}`,
  ),
);

test("the server answers any post to the form with a clear 4xx or success, never 5xx", async ({
  request,
}) => {
  await fc.assert(
    fc.asyncProperty(contentTypes, bodies, async (contentType, body) => {
      const response = await request.post("/?index", {
        headers: contentType ? { "Content-Type": contentType } : {},
        data: body,
        maxRedirects: 0,
      });
      expect([303, 400, 411, 413, 415]).toContain(response.status());
      if (response.status() >= 400) expect((await response.text()).length).toBeGreaterThan(10);
    }),
    { numRuns: 120 },
  );
});

test.describe("a form body in another character set than UTF-8", () => {
  // "José Müller" and "Café" as ISO-8859-1 sends them: é is byte E9, ü byte FC.
  const latin1 = `name=Jos%E9+M%FCller&email=jose%40example.com&message=Caf%E9+${Date.now()}`;

  test("declared, is refused with 415, storing nothing", async ({ baseURL }) => {
    for (const path of ["/?index", "/contact-message"]) {
      const answer = await rawRequest(`${baseURL}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded; charset=ISO-8859-1",
          Origin: baseURL ?? "",
        },
        body: latin1,
      });
      expect(answer.status, path).toBe(415);
    }
    expect(exportMessages(["--email", "jose@example.com"])).toBe("");
  });

  test("undeclared, is answered 400 with the fields it made unreadable, storing nothing", async ({
    baseURL,
  }) => {
    const answer = await rawRequest(`${baseURL}/contact-message`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL ?? "" },
      body: latin1,
    });
    expect(answer.status).toBe(400);
    const { errors } = JSON.parse(answer.body) as { errors: Record<string, string> };
    expect(errors).toEqual({
      name: "Please remove the special control characters from this field.",
      message: "Please remove the special control characters from this field.",
    });
    expect(exportMessages(["--email", "jose@example.com"])).toBe("");
  });

  test("declared as UTF-8, in any spelling, is read", async ({ baseURL }) => {
    for (const charset of ["utf-8", "UTF-8", '"utf-8"', "utf8"]) {
      const answer = await rawRequest(`${baseURL}/contact-message`, {
        method: "POST",
        headers: {
          "Content-Type": `application/x-www-form-urlencoded; charset=${charset}`,
          Origin: baseURL ?? "",
        },
        body: `name=Jos%C3%A9&email=jose.utf8%40example.com&message=${charset}+${Date.now()}`,
      });
      expect(answer.status, charset).toBe(200);
    }
  });
});

/** Every path a form post can reach: the form without JavaScript, and with it (route data). */
const formEndpoints = ["/", "/?index", "/ar", "/ar?index", "/_.data?index", "/ar.data?index"];
const valid = "name=Big&email=big%40example.com&message=";

test.describe("a refused form post gets the branded error page in its path's language", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const refusals = [
    [415, { headers: { "Content-Type": "text/plain" }, body: valid }],
    [411, { headers: { ...form, "Transfer-Encoding": "chunked" }, body: "0\r\n\r\n" }],
    [413, { headers: form, body: `${valid}${"x".repeat(40_000)}` }],
    [403, { headers: { ...form, Origin: "https://evil.example" }, body: `${valid}hi` }],
  ] as const satisfies (readonly [number, { headers: Record<string, string>; body: string }])[];
  for (const [path, lang, words] of [
    ["/?index", "en", ["send the form from the website", "too long to send"]],
    ["/ar?index", "ar", ["يُرجى إرسال النموذج من الموقع", "أطول من أن تُرسل"]],
    ["/ar.data?index", "ar", ["يُرجى إرسال النموذج من الموقع", "أطول من أن تُرسل"]],
  ] as const) {
    test(`${path}: 415, 411, 413 and 403 in ${lang}`, async ({ baseURL }) => {
      for (const [status, request] of refusals) {
        const answer = await rawRequest(`${baseURL}${path}`, { method: "POST", ...request });
        const what = `${path} ${status}`;
        expect(answer.status, what).toBe(status);
        expect(answer.headers["content-type"], what).toMatch(/^text\/html/);
        expect(answer.headers.connection, what).toBe("close");
        expect(answer.body, what).toContain(`<html lang="${lang}"`);
        expect(answer.body, what).toContain(status === 413 ? words[1] : words[0]);
        expect(answer.body, what).not.toContain("xxxxxxxxxx");
      }
    });
  }
});

test.describe("the cap on form bodies holds on every form endpoint", () => {
  for (const path of formEndpoints) {
    test(`${path}: oversized, chunked, encoded or multipart bodies are refused, never echoed`, async ({
      baseURL,
    }) => {
      const url = `${baseURL}${path}`;
      const form = { "Content-Type": "application/x-www-form-urlencoded" };
      const marker = "OVERSIZED-INPUT-";
      const big = `${valid}${marker.repeat(4000)}`;

      const oversized = await rawRequest(url, { method: "POST", headers: form, body: big });
      expect(oversized.status).toBe(413);
      expect(oversized.body).not.toContain(marker);

      const chunked = await rawRequest(url, {
        method: "POST",
        headers: { ...form, "Transfer-Encoding": "chunked" },
        body: `${Buffer.byteLength(big).toString(16)}\r\n${big}\r\n0\r\n\r\n`,
      });
      expect(chunked.status).toBe(411);
      expect(chunked.body).not.toContain(marker);

      const compressed = await rawRequest(url, {
        method: "POST",
        headers: { ...form, "Content-Encoding": "gzip" },
        body: gzipSync(big),
      });
      expect(compressed.status).toBe(415);

      const multipart = await rawRequest(url, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
        body:
          '--xyz\r\nContent-Disposition: form-data; name="message"; filename="a.bin"\r\n' +
          "Content-Type: application/octet-stream\r\n\r\n" +
          `${"x".repeat(10_000)}\r\n--xyz--\r\n`,
      });
      expect(multipart.status).toBe(415);
    });
  }

  test("a body longer than its declared length is read only as far as declared", async ({
    baseURL,
  }) => {
    const declared = `${valid}short`;
    const answer = await rawRequest(`${baseURL}/_.data?index`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(declared.length),
        Origin: baseURL ?? "",
      },
      body: `${declared}${"EXTRA".repeat(20_000)}`,
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toContain("EXTRA");
  });

  test("a post anywhere else never has its body read", async ({ baseURL }) => {
    const marker = "UNREAD-";
    for (const path of ["/terms", "/terms.data", "/no-such-page"]) {
      const answer = await rawRequest(`${baseURL}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `${valid}${marker.repeat(20_000)}`,
      });
      expect([404, 405], path).toContain(answer.status);
      expect(answer.body, path).not.toContain(marker);
      expect(answer.headers.connection, path).toBe("close");
    }
  });
});

test("a NUL or an unclosed bidi override in a finder's input is not written back into the page", async ({
  baseURL,
}) => {
  for (const target of [
    "/roaming?q=%00%E2%80%AEphil",
    "/ar/international-calls?q=%E2%80%AEindia%00",
    "/plans?data=%E2%80%AE12%00&minutes=%E2%81%A7300",
    "/coverage?area=%00%E2%80%AEbarsha",
    "/stores?near=%00%E2%80%AEgotham",
    "/ar/stores?near=%E2%80%AEdubai%00",
    "/network-status?area=%00%E2%80%AEgotham",
    "/ar/network-status?area=%E2%80%AEdubai%00",
  ]) {
    const answer = await rawRequest(`${baseURL}${target}`);
    expect(answer.status, target).toBe(200);
    expect(answer.body, target).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(answer.body, target).not.toContain("\u0000");
  }
});

test("a finder's input is cut to a length no answer reaches before it is written back", async ({
  baseURL,
}) => {
  const typed = "Z".repeat(8000);
  for (const target of [
    `/roaming?q=${typed}`,
    `/plans?data=${typed}`,
    `/coverage?area=${typed}`,
    `/stores?near=${typed}`,
    `/network-status?area=${typed}`,
  ]) {
    const answer = await rawRequest(`${baseURL}${target}`);
    expect(answer.status, target).toBe(200);
    expect(answer.body, target).toContain("ZZZZZZZZZZ");
    expect(answer.body, target).not.toContain("Z".repeat(61));
  }
});
