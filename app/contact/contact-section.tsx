import type { ReactNode } from "react";
import { siteConfig } from "../domain/site-config";
import type { HomeContent } from "../content/home";
import { Icon } from "../components/icons";
import { LtrText } from "../i18n/ltr-text";
import { PageSection } from "../components/page-section";

interface ContactSectionProps {
  words: HomeContent["contact"];
  /** The contact form, beside the details. */
  children?: ReactNode;
}

export function ContactSection({ words, children }: ContactSectionProps) {
  const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline";
  return (
    <PageSection id="contact" content={words} tone="muted">
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <h3 id="contact-details-heading" className="text-xl font-semibold text-brand-900">
            {words.detailsHeading}
          </h3>
          <p className="flex gap-3">
            <Icon name="phone" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span>
              <span className="block text-sm text-ink-muted">{words.phoneLabel}</span>
              <a href={siteConfig.phone.href} className={linkClass}>
                <LtrText>{siteConfig.phone.display}</LtrText>
              </a>
            </span>
          </p>
          <p className="flex gap-3">
            <Icon name="mail" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span>
              <span className="block text-sm text-ink-muted">{words.emailLabel}</span>
              <a href={siteConfig.email.href} className={linkClass}>
                <LtrText>{siteConfig.email.address}</LtrText>
              </a>
            </span>
          </p>
          <p className="flex gap-3">
            <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
            <span>
              <span className="block text-sm text-ink-muted">{words.storeLabel}</span>
              <span className="block font-semibold">{words.storeAddress}</span>
              <span className="block text-sm">{words.storeHours}</span>
            </span>
          </p>
        </div>
        {children}
      </div>
    </PageSection>
  );
}
