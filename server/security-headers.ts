import type { RequestHandler } from "express";
import helmet from "helmet";
import { fallbackPolicy } from "./csp";

/** Browser features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * Every security header of the site, for every response. HTML documents carry a policy that
 * allows their own inline code by hash (set when they are served or rendered); any response
 * that has none when its headers go out gets the policy with no inline code at all.
 *
 * HSTS is on unless HSTS=off (for a deployment that is not behind HTTPS).
 */
export function securityHeaders({ hsts }: { hsts: boolean }): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      // Not helmet's `no-referrer`: under it browsers send `Origin: null` with a form post,
      // which React Router's CSRF check rightly refuses.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "deny" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
    fallbackPolicy,
  ];
}
