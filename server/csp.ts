import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";

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
 * framing, forms posting only to the site, workers and manifests from the site. See docs/decisions/011-content-security-policy.md.
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
    // The rates pages' service worker and the web app manifests, named rather than left to
    // default-src, so a change there cannot open them to another origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Where the build keeps the hashes of the prerendered pages' inline code. */
export const PAGE_HASHES_FILE = "csp-hashes.json";

/** The hashes the build wrote (build-steps/page-hashes.ts), by page path. */
export function readPageHashes(buildDir: string): Record<string, InlineHashes> {
  return JSON.parse(readFileSync(path.join(buildDir, PAGE_HASHES_FILE), "utf8")) as Record<
    string,
    InlineHashes
  >;
}

/**
 * The policy for a rendered answer: an HTML document is whole before it is sent (see
 * app/entry.server.tsx), so its own inline code is hashed into it, as the build does for the
 * prerendered pages.
 */
export function policyForDocument(html: string, { development = false } = {}): string {
  const hashes = inlineHashes(html);
  // Vite's development client adds the styles of a changed module as inline <style> elements.
  // Browsers ignore 'unsafe-inline' next to a hash, so in development it replaces the style
  // hashes; scripts stay allowed by hash alone (docs/decisions/024-one-module-graph.md).
  if (development) return contentSecurityPolicy({ ...hashes, styles: ["'unsafe-inline'"] });
  return contentSecurityPolicy(hashes);
}

/**
 * The fallback: any answer that has no policy when its headers go out (a file, a plain-text
 * refusal, a redirect) gets the one that allows no inline code at all.
 */
export const fallbackPolicy: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (!res.hasHeader("Content-Security-Policy")) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy());
    }
  });
  next();
};
