import type { ReactNode } from "react";
import type { LayoutText } from "../content/layout";
import type { MenuLink } from "./section-links";
import { MENU_CLOSED_FRAGMENT, MENU_ID } from "./menu-script";
import { Icon } from "./icons";
import { Logo } from "./logo";

interface SiteHeaderProps {
  content: LayoutText;
  homeHref: string;
  links: MenuLink[];
  /** The links to this page in the other languages. */
  languageSwitch: ReactNode;
}

const toggleClass =
  "min-h-11 items-center gap-2 rounded-md border border-line px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50";

/**
 * On narrow screens the navigation list is a native popover opened by the menu button; from
 * the `lg` breakpoint up (eight links need the room) the same list is laid out inline and the button is hidden. The
 * button's expanded state comes from the browser; the inline menu script closes the menu
 * when a link is chosen (see menu-script.ts).
 *
 * Without JavaScript a popover would stay open over the section a link leads to, so the
 * button gives way to two links: "Menu" makes the list the page's `:target`, which shows it,
 * and any other fragment, a section's or the close link's, hides it again (no-script-css.ts,
 * docs/decisions/020-menu-without-javascript-as-target.md).
 */
export function SiteHeader({ content, homeHref, links, languageSwitch }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4">
        <a
          href={homeHref}
          aria-label={content.header.homeLinkLabel}
          className="flex items-center gap-2 rounded-md text-base font-bold whitespace-nowrap text-brand-900 sm:text-lg"
        >
          <Logo className="h-8 w-10 shrink-0" />
          <span>{content.brandName}</span>
        </a>
        <div className="flex items-center gap-2">
          {languageSwitch}
          <nav aria-label={content.header.navLabel} className="group/nav">
            <button
              type="button"
              popoverTarget={MENU_ID}
              aria-controls={MENU_ID}
              data-js-only
              className={`flex lg:hidden ${toggleClass}`}
            >
              <Icon name="menu" className="h-5 w-5" />
              {/* The narrowest phones show the icon alone; the name stays for assistive tech. */}
              <span className="max-[379px]:sr-only">{content.header.menuButtonLabel}</span>
            </button>
            <noscript>
              <a
                href={`#${MENU_ID}`}
                className={`flex group-has-[:target]/nav:hidden lg:hidden ${toggleClass}`}
              >
                <Icon name="menu" className="h-5 w-5" />
                <span className="max-[379px]:sr-only">{content.header.menuButtonLabel}</span>
              </a>
              <a
                href={`#${MENU_CLOSED_FRAGMENT}`}
                className={`hidden max-lg:group-has-[:target]/nav:flex ${toggleClass}`}
              >
                <Icon name="close" className="h-5 w-5" />
                <span className="max-[379px]:sr-only">{content.header.closeMenuLabel}</span>
              </a>
            </noscript>
            <ul
              id={MENU_ID}
              popover="auto"
              className="inset-x-0 top-16 bottom-auto m-0 w-full border-0 border-b border-line bg-surface p-2 shadow-lg open:flex open:flex-col lg:static lg:flex lg:w-auto lg:flex-row lg:items-center lg:gap-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
            >
              {links.map((link) => (
                <li key={link.id}>
                  <a
                    href={link.href}
                    aria-current={link.current ? "page" : undefined}
                    className="block rounded-md px-3 py-3 font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 lg:px-2 lg:py-2 xl:px-3"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
