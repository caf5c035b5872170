/**
 * The mobile menu is a native popover (`popovertarget` on the toggle button), so it opens,
 * closes on Escape and on a tap outside with no JavaScript at all. This small inline script
 * adds what the platform does not: it keeps the button's `aria-expanded` in step with the
 * popover and closes the menu once a link in it is chosen. It listens on `document`, so it
 * works before hydration and survives React re-rendering the header.
 *
 * It is inlined in `<head>`; the Content-Security-Policy allows it by its hash.
 */
export const MENU_ID = "site-menu";

export const menuScript = `(() => {
  const menuId = ${JSON.stringify(MENU_ID)};
  document.addEventListener("toggle", (event) => {
    const menu = event.target;
    if (!(menu instanceof HTMLElement) || menu.id !== menuId) return;
    const expanded = String(menu.matches(":popover-open"));
    for (const button of document.querySelectorAll('[aria-controls="' + menuId + '"]')) {
      button.setAttribute("aria-expanded", expanded);
    }
  }, true);
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("#" + menuId + " a") : null;
    const menu = document.getElementById(menuId);
    if (link && menu && menu.matches(":popover-open")) menu.hidePopover();
  });
})();`;
