import { createHash } from "node:crypto";

/** The hashes a page's inline `<script>` and `<style>` elements need to be allowed to run. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Hashes every inline script and style of an HTML document. Scripts with a `src` load from
 * 'self'; a JSON-LD block is data the browser never runs, so neither needs a hash.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\ssrc=|type="application\/ld\+json"/i.test(attributes))
    .map(([, , body = ""]) => sha256(body));
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    ([, body = ""]) => sha256(body),
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The site's Content-Security-Policy, enforced: everything from the site's own origin only,
 * inline code only by hash (no 'unsafe-inline', no 'unsafe-eval'), no plugins, no <base>, no
 * framing, forms posting only to the site. See docs/decisions/011-content-security-policy.md.
 */
export function contentSecurityPolicy(
  { scripts, styles }: InlineHashes = { scripts: [], styles: [] },
): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
