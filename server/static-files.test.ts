import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheControlFor, findPrerenderedPaths } from "./static-files";

describe("findPrerenderedPaths", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sahab-client-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("maps each index.html to the path it is served at", () => {
    for (const folder of ["", "terms", "ar/terms"]) {
      mkdirSync(path.join(dir, folder), { recursive: true });
      writeFileSync(path.join(dir, folder, "index.html"), "<!doctype html>");
    }
    writeFileSync(path.join(dir, "terms.data"), "");
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "app-abc123.js"), "");
    expect([...findPrerenderedPaths(dir)].sort()).toEqual(["/", "/ar/terms", "/terms"]);
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/terms")).toBe("public, max-age=0, must-revalidate");
    expect(cacheControlFor("/favicon.ico")).toBe("public, max-age=0, must-revalidate");
  });

  it("has the service worker checked with the server every time it is asked for", () => {
    expect(cacheControlFor("/sw.js")).toBe("no-cache");
    expect(cacheControlFor("/assets/sw.js")).toBe("public, max-age=31536000, immutable");
  });
});
