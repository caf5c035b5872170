import { MENU_ID } from "./menu-script";

/**
 * Styles that apply only when JavaScript is off (inlined in `<noscript>` in `<head>`).
 *
 * - Controls that need a script (`data-js-only`) give way: the menu's popover button is
 *   replaced by plain links (in the header's own `<noscript>`).
 * - The menu shows while it is the page's `:target`: its "Menu" link points at it, and any
 *   section link or the close link moves the target elsewhere, which closes it. A popover
 *   cannot be closed by a link without a script (docs/decisions/020-menu-without-javascript-as-target.md).
 *
 * The rules sit in Tailwind's `base` layer: an `!important` declaration in a layer beats an
 * unlayered one, so only there can they outrank preflight's `[hidden] { display: none !important }`.
 * The menu's `display` needs no `!important`: it only has to beat the browser's own style for
 * a closed popover, and the `lg:` utilities above it keep the wide layout.
 */
export const noScriptCss = [
  "@layer base{",
  "[data-js-only]{display:none!important}",
  `#${MENU_ID}:target{display:flex;flex-direction:column}`,
  // Opening scrolls the list's top, just under the 4rem header, to the anchor line lower
  // down; this (negative) margin moves the line up to where the list already is, so the page
  // does not move.
  `#${MENU_ID}{scroll-margin-top:calc(4rem - var(--spacing-anchor-offset))}`,
  "}",
].join("");
