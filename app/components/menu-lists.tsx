import { Icon } from "./icons";
import type { MenuGroup } from "./menu-groups";
import { MENU_GROUP_NAME } from "./menu-script";

/** A link of the menu, marked as the page shown when it is. */
interface LinkItem {
  id: string;
  label: string;
  href: string;
  current?: boolean;
}

/** A titled list of links: a group of the menu, or the home page's own sections. */
export interface LinkList {
  id: string;
  label: string;
  links: LinkItem[];
}

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";

function Links({ links, className }: { links: LinkItem[]; className: string }) {
  return links.map((link) => (
    <li key={link.id}>
      <a
        href={link.href}
        aria-current={link.current ? "page" : undefined}
        className={`${linkClass} ${className}`}
      >
        {link.label}
      </a>
    </li>
  ));
}

/**
 * On a laptop, the groups in a row, each a disclosure: a native `<details>`, so it opens,
 * closes and says whether it is open without JavaScript, and the shared name lets one group
 * be open at a time. The inline menu script adds Escape, a click outside and a link chosen,
 * each of which closes it (menu-script.ts).
 */
export function MenuBar({ groups }: { groups: MenuGroup[] }) {
  return (
    <ul className="hidden lg:flex lg:items-center lg:gap-1">
      {groups.map((group) => (
        <li key={group.id} className="relative">
          <details name={MENU_GROUP_NAME} data-menu-group="" className="group/menu">
            <summary
              data-current={group.current ? "" : undefined}
              className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 data-current:text-brand-700 data-current:underline data-current:decoration-2 data-current:underline-offset-8 xl:px-3 [&::-webkit-details-marker]:hidden"
            >
              {group.label}
              <Icon
                name="chevron-down"
                className="h-4 w-4 shrink-0 group-open/menu:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <ul className="absolute start-0 top-full mt-2.5 w-64 rounded-lg border border-line bg-surface p-2 shadow-lg">
              <Links links={group.links} className="" />
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * In the phone's menu panel, every group open as a titled list: a task is one tap after the
 * menu button, and nothing inside the panel needs a second disclosure.
 */
export function PanelLists({ lists }: { lists: LinkList[] }) {
  return (
    <div className="grid gap-4 lg:hidden">
      {lists.map((list) => {
        const labelId = `menu-list-${list.id}`;
        return (
          <div key={list.id}>
            <p id={labelId} className="px-3 text-sm font-semibold text-ink-muted">
              {list.label}
            </p>
            <ul aria-labelledby={labelId} className="mt-1 grid grid-cols-2 gap-x-2">
              <Links links={list.links} className="leading-snug" />
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * On a laptop, the home page's own sections in a row under the header, out of the sticky bar:
 * it scrolls away with the page, so it never covers the section a link leads to.
 */
export function PageSectionsBar({ list }: { list: LinkList }) {
  const labelId = "page-sections-label";
  return (
    <nav
      aria-labelledby={labelId}
      className="hidden border-b border-line bg-surface-muted lg:block"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4">
        <p id={labelId} className="text-sm font-semibold whitespace-nowrap text-ink-muted">
          {list.label}
        </p>
        <ul className="flex flex-wrap items-center">
          <Links links={list.links} className="text-sm" />
        </ul>
      </div>
    </nav>
  );
}
