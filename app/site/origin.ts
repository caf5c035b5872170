import { siteConfig } from "../domain/site-config";

/**
 * The public origin absolute URLs are built on (alternates, canonical links): `SITE_URL` at
 * build time, else the operator's own address. Fixed at build, so server and browser agree.
 */
export const siteOrigin = (import.meta.env.SITE_URL || siteConfig.defaultOrigin).replace(
  /\/+$/,
  "",
);
