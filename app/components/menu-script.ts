/**
 * The mobile menu is a native popover (`popovertarget` on the toggle button), so it opens, closes
 * on Escape and on a tap outside with no JavaScript at all, and the browser itself tells assistive
 * technology whether it is expanded (HTML forbids `aria-expanded` on such a button; see
 * docs/decisions/012-menu-expanded-state-from-the-browser.md). This small inline script adds the
 * one thing the platform does not: it closes the menu once a link in it is chosen. It listens on
 * `document`, so it works before hydration and survives React re-rendering the header.
 *
 * It is inlined in `<head>`; the Content-Security-Policy allows it by its hash.
 */
export const MENU_ID = "site-menu";

/**
 * Without JavaScript the menu opens as the page's `:target` (see no-script-css.ts and
 * docs/decisions/020-menu-without-javascript-as-target.md). Closing it points the address at this
 * fragment, which names no element, so the menu stops being the target and the page does not
 * scroll.
 */
export const MENU_CLOSED_FRAGMENT = "menu-closed";

export const menuScript = `document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest(${JSON.stringify(`#${MENU_ID} a`)}) : null;
  const menu = document.getElementById(${JSON.stringify(MENU_ID)});
  if (link && menu && menu.matches(":popover-open")) menu.hidePopover();
});`;
