/**
 * On a phone the menu is a native popover (`popovertarget` on the toggle button), so it opens,
 * closes on Escape and on a tap outside with no JavaScript at all, and the browser itself tells
 * assistive technology whether it is expanded (HTML forbids `aria-expanded` on such a button;
 * see docs/decisions/012-menu-expanded-state-from-the-browser.md). On a laptop each group of
 * the menu is a native `<details>`, which opens and closes by itself and says whether it is
 * open; their shared name keeps one open at a time.
 *
 * This small inline script adds what the platform does not: a link chosen in the menu closes
 * the popover and any open group; a click outside an open group closes it; Escape closes an
 * open group and, when focus was in it, returns focus to the group's button. It listens on
 * `document`, so it works before hydration and survives React re-rendering the header.
 *
 * It is inlined in `<head>`; the Content-Security-Policy allows it by its hash.
 */
export const MENU_ID = "site-menu";

/** The laptop groups' shared `<details name>`: the browser keeps one of them open. */
export const MENU_GROUP_NAME = "site-menu-group";

/**
 * Without JavaScript the menu opens as the page's `:target` (see no-script-css.ts and
 * docs/decisions/020-menu-without-javascript-as-target.md). Closing it points the address at this
 * fragment, which names no element, so the menu stops being the target and the page does not
 * scroll.
 */
export const MENU_CLOSED_FRAGMENT = "menu-closed";

import { islandsOnDemandScript } from "./islands-on-demand";

const groups = "details[data-menu-group]";

export const menuScript = `(() => {${islandsOnDemandScript}
  const close = (except) => {
    for (const group of document.querySelectorAll(${JSON.stringify(`${groups}[open]`)})) {
      if (group !== except) group.open = false;
    }
  };
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && target.closest(${JSON.stringify(`#${MENU_ID} a`)})) {
      const menu = document.getElementById(${JSON.stringify(MENU_ID)});
      if (menu && menu.matches(":popover-open")) menu.hidePopover();
      close(null);
    } else {
      close(target && target.closest(${JSON.stringify(groups)}));
    }
  });
  document.addEventListener("keydown", (event) => {
    const open = event.key === "Escape" && document.querySelector(${JSON.stringify(`${groups}[open]`)});
    if (!open) return;
    const hadFocus = open.contains(document.activeElement);
    open.open = false;
    if (hadFocus) open.querySelector("summary").focus();
  });
})();`;
