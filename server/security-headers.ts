import type { RequestHandler } from "express";
import { fallbackPolicy } from "./csp";

/**
 * Browser features the site never uses, switched off for it and anything it might embed; and
 * the location, which only the site's own pages may ask for, on a visitor's press of "Use my
 * location" (docs/decisions/097-maps-that-answer-and-the-visitors-location.md).
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** A header's name and value, as written. */
export type Header = readonly [name: string, value: string];

/**
 * The security headers every response carries, beside its Content-Security-Policy: one list, which
 * the Express app sets, the build's files are answered with from memory, and the build writes into
 * nginx's configuration for the files nginx serves itself
 * (docs/decisions/055-the-build-served-from-memory.md). They are helmet's defaults but three:
 * no X-Download-Options, which only Internet Explorer 8 read and which cost every answer its
 * bytes; the referrer policy (under helmet's `no-referrer` browsers send `Origin: null` with a form post,
 * which React Router's CSRF check rightly refuses) and framing, denied outright. HSTS is on unless
 * HSTS=off (a deployment not behind HTTPS).
 */
export function securityHeaderList({ hsts }: { hsts: boolean }): Header[] {
  return [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(hsts
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // Browsers' old XSS auditors did more harm than good; 0 switches off what is left of them.
    ["X-XSS-Protection", "0"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

/**
 * Every security header of the site, for every response the Express app makes. HTML documents
 * carry a policy that allows their own inline code by hash (set when they are rendered); any
 * response that has none when its headers go out gets the policy with no inline code at all.
 */
export function securityHeaders({ hsts }: { hsts: boolean }): RequestHandler[] {
  const headers = securityHeaderList({ hsts });
  return [
    (_req, res, next) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      next();
    },
    fallbackPolicy,
  ];
}
