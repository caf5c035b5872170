import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config";
import { locales } from "../i18n/locale";

/** Every address the site config leads a visitor to outside the site, by where it is used. */
const outsideLinks: [string, string][] = [
  ...Object.entries(siteConfig.externalLinks),
  ...Object.entries(siteConfig.regulatorComplaints).map(([locale, href]): [string, string] => [
    `regulatorComplaints.${locale}`,
    href,
  ]),
  ...siteConfig.social.map(({ id, href }): [string, string] => [`social.${id}`, href]),
];

/**
 * Why each link cannot be an outside link: not https, carrying credentials, or on the site's
 * own host, whose pages are linked by their paths (app/site/paths.ts) so they follow the
 * visitor's language and SITE_URL.
 */
function problemsOf(links: [string, string][]): string[] {
  const ownHost = new URL(siteConfig.defaultOrigin).host;
  return links.flatMap(([id, href]) => {
    const url = new URL(href);
    if (url.protocol !== "https:") return [`${id}: ${url.protocol} is not https:`];
    if (url.username || url.password) return [`${id}: carries credentials`];
    if (url.host === ownHost) return [`${id}: is a page of this site, to link by its path`];
    return [];
  });
}

describe("the site config's outside links", () => {
  it("are https addresses of other sites, never a page of this one", () => {
    expect(problemsOf(outsideLinks)).toEqual([]);
    // What the check refuses, so that it can fail.
    expect(
      problemsOf([
        ["own", `${siteConfig.defaultOrigin}/plans`],
        ["plain", "http://status.sahabmobile.ae/"],
      ]),
    ).toEqual(["own: is a page of this site, to link by its path", "plain: http: is not https:"]);
  });

  it("lead to the regulator's page in the language of the page that links it", () => {
    for (const locale of locales) {
      const { pathname } = new URL(siteConfig.regulatorComplaints[locale]);
      expect(pathname.split("/")[1], locale).toBe(locale);
    }
  });
});
