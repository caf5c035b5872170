import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { policyViolations, watchPolicyViolations } from "./page-checks/security-policy";
import { rawExchange, rawRequest } from "../support/raw-http";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The hashes of a document's inline scripts, as a browser would need them allowed. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/src=|ld\+json/.test(attributes))
    .map(([, , body = ""]) => hash(body));
}

const everyKindOfResponse = [
  "/",
  "/ar/terms",
  "/?plan=premium",
  "/ar?sent=1",
  "/plans?data=20&minutes=100",
  "/stores?near=dubai",
  "/?sent=1&ref=7KCM-HX3R",
  "/?topic=complaint",
  "/no-such-page",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
  "/assets/no-such-file.js",
  "/terms.data",
  "/healthz",
];

for (const path of everyKindOfResponse) {
  test(`${path} carries every security header`, async ({ request }) => {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(headers["content-security-policy"]).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // Only the site's own pages may ask for the location, on a visitor's press of a button.
    expect(headers["permissions-policy"]).toContain("geolocation=(self)");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("what Node refuses itself, before the site sees it, carries the security headers too", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  for (const [what, answer, status] of [
    [
      "headers over the limit",
      await rawRequest(origin, { headers: { "X-Big": "a".repeat(20_000) } }),
      431,
    ],
    ["an unknown method", await rawRequest(origin, { method: "FOO" }), 400],
    [
      "a target of another scheme",
      await rawRequest(origin, { target: "mailto:care@example.com" }),
      400,
    ],
    [
      "an HTTP/1.1 request without Host",
      await rawExchange(Number(new URL(origin).port), "GET / HTTP/1.1\r\n\r\n"),
      400,
    ],
  ] as const) {
    expect(answer.status, what).toBe(status);
    expect(answer.headers["content-security-policy"], what).toMatch(/default-src 'self'/);
    expect(answer.headers["strict-transport-security"], what).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
    expect(answer.headers["x-frame-options"], what).toBe("DENY");
    expect(answer.headers["permissions-policy"], what).toContain("camera=()");
    expect(answer.headers.connection, what).toBe("close");
  }
});

for (const path of [
  "/",
  "/terms",
  "/ar",
  "/?plan=basic",
  "/plans?data=20&minutes=100",
  "/stores?near=dubai",
  "/no-such-page",
]) {
  test(`${path} allows exactly its own inline scripts, by hash`, async ({ request }) => {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    const allowed = (scriptSrc ?? "").split(" ").filter((source) => source.startsWith("'sha256-"));
    const needed = [...new Set(inlineScriptHashes(await response.text()))];
    expect(needed.length).toBeGreaterThan(0);
    expect(allowed.sort()).toEqual(needed.sort());
  });
}

test.describe("in the browser", () => {
  test.use({ expectedConsoleErrors: [/status of 40[04]/] });

  test.beforeEach(async ({ page }) => {
    await watchPolicyViolations(page);
  });
  const violations = policyViolations;

  // Every page of the site is checked by the page audit (page-audit.spec.ts), on the load its
  // other checks share; here, the page that answers an unknown address.
  test("/no-such-page breaks no part of the policy", async ({ page }) => {
    await page.goto("/no-such-page");
    expect(await violations(page)).toEqual([]);
  });

  test("neither a navigation nor a form post breaks the policy", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    expect(await violations(page)).toEqual([]);
    await page.goto("/#contact");
    await page.getByRole("textbox", { name: "Full name" }).fill("CSP Check");
    await page.getByRole("textbox", { name: "Email" }).fill("csp@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Checking the policy");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("main").getByRole("status")).toHaveText(/Thank you/);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("form posts behind a proxy", () => {
  const form = { name: "Proxy", email: "proxy@example.com", message: "Through the proxy" };

  test("a proxy that ends TLS without X-Forwarded-Proto still gets the post through", async ({
    request,
    baseURL,
  }) => {
    const host = new URL(baseURL ?? "").host;
    for (const path of ["/?index", "/ar?index"]) {
      const response = await request.post(path, {
        form,
        headers: { Origin: `https://${host}` },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(303);
    }
    const forwarded = await request.post("/?index", {
      form,
      headers: { Origin: `https://${host}`, "X-Forwarded-Proto": "https" },
      maxRedirects: 0,
    });
    expect(forwarded.status()).toBe(303);
  });

  test("a post from another site is refused with a clear answer, not a bare 400", async ({
    request,
  }) => {
    for (const origin of ["https://evil.example", "null"]) {
      const response = await request.post("/_.data?index", {
        form,
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(response.status(), origin).toBe(403);
      expect(response.headers()["content-type"], origin).toMatch(/^text\/html/);
      expect(await response.text(), origin).toContain("Please send the form from the website");
    }
  });
});
