import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "./csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the content security policy", () => {
  it("hashes inline scripts and styles, not external scripts or JSON-LD", () => {
    const html = `<head><script>one()</script><script type="module">two()</script>
      <script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>
      <noscript><style>p{color:red}</style></noscript></head><script>one()</script>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hash("one()"), hash("two()")],
      styles: [hash("p{color:red}")],
    });
  });

  it("is strict: self only, no inline code but by hash, no eval, plugins, base or framing", () => {
    const policy = contentSecurityPolicy({ scripts: ["'sha256-abc'"], styles: [] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "font-src 'self'",
      "img-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});
