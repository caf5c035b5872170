import { siteConfig } from "../domain/site-config";
import type { LayoutText } from "../content/layout";
import type { SectionLink } from "./section-links";
import type { Locale } from "../i18n/locale";
import { localizedPath } from "../i18n/locale";
import {
  coveragePagePath,
  legalSlugs,
  networkStatusPagePath,
  plansPagePath,
  ratesPagePaths,
  statementPagePaths,
  storesPagePath,
  type LegalSlug,
} from "../site/paths";
import { LtrText } from "../i18n/ltr-text";
import { Icon } from "./icons";
import { Logo } from "./logo";

interface SiteFooterProps {
  content: LayoutText;
  locale: Locale;
  links: SectionLink[];
}

/**
 * The operator's services first, then the legal pages, privacy first, then how to complain and
 * the accessibility statement.
 */
const resourceLinkIds = ["coverageMap", "storeLocator", "downloadApp", "networkStatus"] as const;

/** A resource that is a page of this site in the page's language, or a service elsewhere. */
function resourceHref(id: (typeof resourceLinkIds)[number], locale: Locale): string {
  if (id === "coverageMap") return localizedPath(locale, coveragePagePath);
  if (id === "storeLocator") return localizedPath(locale, storesPagePath);
  if (id === "networkStatus") return localizedPath(locale, networkStatusPagePath);
  return siteConfig.externalLinks[id];
}
const legalLinkPlace = { privacy: 0, terms: 1, "cookie-policy": 2 } satisfies Record<
  LegalSlug,
  number
>;
const legalLinkSlugs = [...legalSlugs].sort((a, b) => legalLinkPlace[a] - legalLinkPlace[b]);

const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";
const linkClass = "rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter({ content, locale, links }: SiteFooterProps) {
  const { footer } = content;
  return (
    <footer className="bg-brand-900 text-brand-100">
      {/* Two columns from the narrowest phone, the link lists side by side: half the height. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-4">
        <div className="col-span-2 space-y-4 sm:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Logo className="h-8 w-10 rounded-md bg-white p-1" />
            {content.brandName}
          </p>
          <p>{footer.tagline}</p>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={headingClass}>
              {footer.socialHeading}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {siteConfig.social.map(({ id, href }) => (
                <li key={id}>
                  <a
                    href={href}
                    aria-label={footer.socialLabels[id]}
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon name={id} className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {footer.quickLinksHeading}
          </h2>
          <ul className="mt-3 space-y-2">
            {links.map((link) => (
              <li key={link.id}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href={localizedPath(locale, plansPagePath)} className={linkClass}>
                {footer.plansLink}
              </a>
            </li>
            {ratesPagePaths.map((path) => (
              <li key={path}>
                <a href={localizedPath(locale, path)} className={linkClass}>
                  {footer.ratesLinks[path]}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={headingClass}>
            {footer.resourcesHeading}
          </h2>
          <ul className="mt-3 space-y-2">
            {resourceLinkIds.map((id) => (
              <li key={id}>
                <a href={resourceHref(id, locale)} className={linkClass}>
                  {footer.resourceLinks[id]}
                </a>
              </li>
            ))}
            {legalLinkSlugs.map((slug) => (
              <li key={slug}>
                <a href={localizedPath(locale, `/${slug}`)} className={linkClass}>
                  {footer.legalLinks[slug]}
                </a>
              </li>
            ))}
            {statementPagePaths.map((path) => (
              <li key={path}>
                <a href={localizedPath(locale, path)} className={linkClass}>
                  {footer.statementLinks[path]}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
          <h2 id="footer-contact" className={headingClass}>
            {footer.contactHeading}
          </h2>
          <address className="mt-3 space-y-3 not-italic">
            <p>
              {footer.phoneLabel}:{" "}
              <a href={siteConfig.phone.href} className={`${linkClass} font-semibold`}>
                <LtrText>{siteConfig.phone.display}</LtrText>
              </a>
              <br />
              <span className="text-sm">{footer.phoneAvailability}</span>
            </p>
            <p>
              {footer.emailLabel}:{" "}
              <a href={siteConfig.email.href} className={`${linkClass} font-semibold`}>
                <LtrText>{siteConfig.email.address}</LtrText>
              </a>
              <br />
              <span className="text-sm">{footer.emailResponse}</span>
            </p>
            <p>
              {footer.storeLabel}: {footer.storeAddress}
              <br />
              <span className="text-sm">{footer.storeHours}</span>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm">{footer.copyright}</p>
      </div>
    </footer>
  );
}
