import { type SupportChannelId, supportChannelIds } from "../domain/catalog";
import { siteConfig } from "../domain/site-config";
import type { HomeContent } from "../content/home";
import { AroundValue } from "./around-value";
import { FeatureCard } from "./feature-card";
import { Icon, type IconName } from "../components/icons";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";
import { PageSection } from "../components/page-section";

/**
 * Where each channel's button leads: the site config's targets, and the stores page in the
 * page's language.
 */
const channelsOf = (
  storesHref: string,
): Record<SupportChannelId, { href: string; icon: IconName }> => ({
  phone: { href: siteConfig.phone.href, icon: "phone" },
  email: { href: siteConfig.email.href, icon: "mail" },
  chat: { href: siteConfig.externalLinks.liveChat, icon: "chat" },
  store: { href: storesHref, icon: "map-pin" },
  community: { href: siteConfig.externalLinks.forum, icon: "people" },
});

export function SupportSection({
  words,
  storesHref,
}: {
  words: HomeContent["support"];
  storesHref: string;
}) {
  const channels = channelsOf(storesHref);
  return (
    <PageSection id="support" content={words}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {supportChannelIds.map((id) => {
          const { href, icon } = channels[id];
          const channel = words.channels[id];
          return (
            <li key={id}>
              <FeatureCard
                icon={<Icon name={icon} className="h-6 w-6" />}
                heading={channel.heading}
              >
                <p className="flex-1">
                  <TextWithLtrRuns text={channel.body} />
                </p>
                <a
                  href={href}
                  className="self-start rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <TextWithLtrRuns text={channel.action} />
                </a>
              </FeatureCard>
            </li>
          );
        })}
        <li>
          <FeatureCard
            icon={<Icon name="dial" className="h-6 w-6" />}
            heading={words.balance.heading}
          >
            <p>
              <AroundValue words={words.balance}>
                <kbd className="rounded-md bg-brand-50 px-2 py-0.5 font-mono font-bold text-brand-900">
                  <LtrText>{siteConfig.balanceShortCode}</LtrText>
                </kbd>
              </AroundValue>
            </p>
          </FeatureCard>
        </li>
      </ul>
    </PageSection>
  );
}
