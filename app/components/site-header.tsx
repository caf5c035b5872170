import type { ReactNode } from "react";
import type { LayoutText } from "../content/layout";
import type { MenuGroup } from "./menu-groups";
import { type LinkList, MenuBar, PageSectionsBar, PanelLists } from "./menu-lists";
import { MENU_CLOSED_FRAGMENT, MENU_ID } from "./menu-script";
import type { SectionLink } from "./section-links";
import { Icon } from "./icons";
import { Logo } from "./logo";
import { SiteSearch } from "./site-search";

interface SiteHeaderProps {
  content: LayoutText;
  homeHref: string;
  /** The main menu: the visitor's tasks, in groups. */
  groups: MenuGroup[];
  /** The home page's in-page anchors, on the home page alone; null elsewhere. */
  sections: SectionLink[] | null;
  /** Where the header's search form sends its query, by what name, and its suggestions' island. */
  search: { action: string; name: string; island: string };
  /** The links to this page in the other languages. */
  languageSwitch: ReactNode;
}

const toggleClass =
  "min-h-11 items-center gap-2 rounded-md border border-line px-3 py-2 font-semibold text-brand-900 hover:bg-brand-50";

/**
 * The bar on every page: the brand, the main menu with the site search, and the language
 * switch (docs/decisions/095-a-menu-of-tasks-and-search-in-the-header.md).
 *
 * On a phone the menu button opens a panel, a native popover, holding the search field, every
 * group as an open list, and on the home page its sections. From the `lg` breakpoint up the
 * same panel is laid out in the bar: the groups as disclosures in a row, then the search
 * field; the button is hidden, and the home page's sections get a row of their own under the
 * bar. The inline menu script closes the panel and the groups when a link is chosen
 * (menu-script.ts).
 *
 * Without JavaScript a popover would stay open over the section a link leads to, so the
 * button gives way to two links: "Menu" makes the panel the page's `:target`, which shows it,
 * and any other fragment, a section's or the close link's, hides it again (no-script-css.ts,
 * docs/decisions/020-menu-without-javascript-as-target.md).
 */
export function SiteHeader({
  content,
  homeHref,
  groups,
  sections,
  search,
  languageSwitch,
}: SiteHeaderProps) {
  const { header } = content;
  const sectionList: LinkList | null = sections && {
    id: "sections",
    label: header.onThisPage,
    links: sections,
  };
  const panelLists: LinkList[] = sectionList ? [...groups, sectionList] : groups;
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
          <a
            href={homeHref}
            aria-label={header.homeLinkLabel}
            className="me-auto flex items-center gap-2 rounded-md text-base font-bold whitespace-nowrap text-brand-900 sm:text-lg lg:me-0"
          >
            <Logo className="h-8 w-10 shrink-0" />
            <span>{content.brandName}</span>
          </a>
          <nav aria-label={header.navLabel} className="group/nav flex items-center lg:flex-1">
            <button
              type="button"
              popoverTarget={MENU_ID}
              aria-controls={MENU_ID}
              data-js-only
              className={`flex lg:hidden ${toggleClass}`}
            >
              <Icon name="menu" className="h-5 w-5" />
              {/* The narrowest phones show the icon alone; the name stays for assistive tech. */}
              <span className="max-[379px]:sr-only">{header.menuButtonLabel}</span>
            </button>
            <noscript>
              <a
                href={`#${MENU_ID}`}
                className={`flex group-has-[:target]/nav:hidden lg:hidden ${toggleClass}`}
              >
                <Icon name="menu" className="h-5 w-5" />
                <span className="max-[379px]:sr-only">{header.menuButtonLabel}</span>
              </a>
              <a
                href={`#${MENU_CLOSED_FRAGMENT}`}
                className={`hidden max-lg:group-has-[:target]/nav:flex ${toggleClass}`}
              >
                <Icon name="close" className="h-5 w-5" />
                <span className="max-[379px]:sr-only">{header.closeMenuLabel}</span>
              </a>
            </noscript>
            <div
              id={MENU_ID}
              popover="auto"
              className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-b border-line bg-surface p-4 text-ink shadow-lg open:flex open:flex-col open:gap-4 lg:static lg:flex lg:max-h-none lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:justify-between lg:gap-4 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
            >
              <MenuBar groups={groups} />
              <PanelLists lists={panelLists} />
              <SiteSearch
                action={search.action}
                name={search.name}
                island={search.island}
                words={header.search}
                className="max-lg:order-first"
              />
            </div>
          </nav>
          {languageSwitch}
        </div>
      </header>
      {sectionList && <PageSectionsBar list={sectionList} />}
    </>
  );
}
