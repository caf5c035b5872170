import type { LayoutContent } from "../content/layout";
import { type Locale, localizedPath } from "../i18n/locale";
import {
  type MenuGroupId,
  menuGroupIds,
  type MenuLinkId,
  type MenuTarget,
  menuTargets,
} from "../site/menu";

export interface MenuLink {
  id: MenuLinkId;
  label: string;
  href: string;
  /** Whether it leads to the page shown, said to assistive technology. */
  current: boolean;
}

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
  links: MenuLink[];
  /** Whether one of its links leads to the page shown. */
  current: boolean;
}

/**
 * The main menu (app/site/menu.ts) as a page in a locale shows it. On the home page the
 * contact link is a bare fragment, so the browser scrolls to the form without loading the
 * page again; elsewhere it leads to the form on the home page of the locale.
 */
export function menuGroupsFor(
  layout: Pick<LayoutContent, "header">,
  locale: Locale,
  pagePath: string | null,
): MenuGroup[] {
  const { groups, links } = layout.header.menu;
  const home = pagePath === "/" ? "" : localizedPath(locale, "/");
  return menuGroupIds.map((group) => {
    const entries = Object.entries(menuTargets[group]) as [MenuLinkId, MenuTarget][];
    const groupLinks = entries.map(([id, target]): MenuLink => {
      const label = links[id];
      if ("homeSection" in target) {
        return { id, label, href: `${home}#${target.homeSection}`, current: false };
      }
      return {
        id,
        label,
        href: localizedPath(locale, target.page),
        current: pagePath === target.page,
      };
    });
    return {
      id: group,
      label: groups[group],
      links: groupLinks,
      current: groupLinks.some((link) => link.current),
    };
  });
}
