import { expect, pages, test } from "./fixtures";

/** The hashed script and stylesheet URLs a page references. */
async function assetUrls(html: string): Promise<string[]> {
  return [...html.matchAll(/(\/assets\/[^"\s]+\.(?:js|css))[\s"]/g)].flatMap(
    (match) => match[1] ?? [],
  );
}

test.describe("the production server", () => {
  test("serves each page's HTML precompressed, revalidated, and without X-Powered-By", async ({
    request,
  }) => {
    // The network status page is rendered for each request, with a cache policy of its own.
    for (const { path } of pages.filter(({ path }) => path !== "/network-status")) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
      const headers = response.headers();
      expect(headers["content-type"], path).toMatch(/^text\/html/);
      expect(headers["content-encoding"], path).toBe("br");
      expect(headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
      expect(headers["vary"], path).toMatch(/Accept-Encoding/i);
      expect(headers["x-powered-by"], path).toBeUndefined();
      expect(headers["etag"], path).toBeTruthy();
    }
  });

  test("answers a revalidation of unchanged HTML with 304", async ({ request }) => {
    const first = await request.get("/privacy");
    const etag = first.headers()["etag"] ?? "";
    expect(etag).not.toBe("");
    const second = await request.get("/privacy", { headers: { "If-None-Match": etag } });
    expect(second.status()).toBe(304);
  });

  test("answers a byte range of a page, and a revalidation of an asset with 304", async ({
    request,
  }) => {
    const whole = await (
      await request.get("/terms", { headers: { "Accept-Encoding": "" } })
    ).text();
    const part = await request.get("/terms", {
      headers: { "Accept-Encoding": "", Range: "bytes=0-14" },
    });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 0-14/${Buffer.byteLength(whole)}`);
    expect(await part.text()).toBe("<!DOCTYPE html>");

    const [asset = ""] = await assetUrls(await (await request.get("/")).text());
    const first = await request.get(asset, { headers: { "Accept-Encoding": "br" } });
    const again = await request.get(asset, {
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers()["etag"] ?? "" },
    });
    expect(again.status()).toBe(304);
  });

  test("falls back to gzip for clients without brotli", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(await response.text()).toContain("<!DOCTYPE html>");
  });

  test("caches hashed assets for a year, immutably", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = await assetUrls(html);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { "Accept-Encoding": "br" } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe(
        "public, max-age=31536000, immutable",
      );
    }
  });

  test("answers a missing asset with a plain 404", async ({ request }) => {
    const response = await request.get("/assets/no-such-file-abc123.js");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  });

  test("answers HEAD with headers and no body", async ({ request }) => {
    const response = await request.head("/terms");
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBe(0);
  });

  test("serves the full page to clients without JavaScript (as curl sees it)", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("Stay connected across the Emirates");
    expect(html).toContain('id="contact"');
  });
});

test.describe("links with a query", () => {
  test("a campaign link is answered with the prerendered page, cached like it", async ({
    request,
  }) => {
    for (const path of ["/", "/ar", "/terms"]) {
      const query = "?utm_source=news&utm_medium=email&fbclid=abc&gclid=xyz";
      const plain = await request.get(path, { headers: { "Accept-Encoding": "br" } });
      const tagged = await request.get(`${path}${query}`, {
        headers: { "Accept-Encoding": "br" },
      });
      const headers = tagged.headers();
      expect(headers["content-encoding"], path).toBe("br");
      expect(headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
      expect(headers["etag"], path).toBe(plain.headers()["etag"]);
      expect(await tagged.text()).toBe(await plain.text());
    }
  });

  test("a page rendered for a parameter it reads gets a cache policy and an ETag", async ({
    request,
  }) => {
    const chosen = await request.get("/?plan=premium&utm_source=news");
    expect(chosen.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(await chosen.text()).toContain("Premium");
    const etag = chosen.headers()["etag"] ?? "";
    expect(etag).not.toBe("");
    const again = await request.get("/?plan=premium&utm_source=news", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    // The page after a visitor's own message is theirs: no shared cache keeps it.
    const sent = await request.get("/ar?sent=1");
    expect(sent.headers()["cache-control"]).toBe("private, no-cache");
  });
});
