import { type SupportChannelId, supportChannelIds } from "../domain/catalog";
import { siteConfig } from "../domain/site-config";
import type { HomeContent } from "../content/home";
import { AroundValue } from "./around-value";
import { Icon, type IconName } from "../components/icons";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";
import { PageSection } from "../components/page-section";
import { secondaryActionClass } from "../components/primary-action";
import { SpotArt } from "./spot-art";

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

/** The channels as a list of rows, each with its way in; the balance code as a strip. */
export function SupportSection({
  words,
  storesHref,
}: {
  words: HomeContent["support"];
  storesHref: string;
}) {
  const channels = channelsOf(storesHref);
  return (
    <PageSection id="support" content={words} art={<SpotArt name="support" />}>
      <ul className="mt-8 grid border-t border-line lg:grid-cols-2 lg:gap-x-10">
        {supportChannelIds.map((id) => {
          const { href, icon } = channels[id];
          const channel = words.channels[id];
          return (
            <li
              key={id}
              className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 border-b border-line py-3 sm:py-4"
            >
              <Icon name={icon} className="h-6 w-6 text-gulf-600" />
              <h3 className="font-semibold text-brand-900 sm:text-lg">{channel.heading}</h3>
              <a href={href} className={secondaryActionClass}>
                <TextWithLtrRuns text={channel.action} />
              </a>
              <p className="col-span-2 col-start-2 text-ink-muted">
                <TextWithLtrRuns text={channel.body} />
              </p>
            </li>
          );
        })}
        <li className="flex gap-3 border-b border-line py-3 sm:py-4">
          <Icon name="dial" className="mt-0.5 h-6 w-6 shrink-0 text-gulf-600" />
          <div>
            <h3 className="font-semibold text-brand-900 sm:text-lg">{words.balance.heading}</h3>
            <p className="text-ink-muted">
              <AroundValue words={words.balance}>
                <kbd className="rounded-md bg-sand-100 px-2 py-0.5 font-mono font-bold text-brand-900">
                  <LtrText>{siteConfig.balanceShortCode}</LtrText>
                </kbd>
              </AroundValue>
            </p>
          </div>
        </li>
      </ul>
    </PageSection>
  );
}
