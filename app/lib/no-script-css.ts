/**
 * Styles that apply only when JavaScript is off (inlined in `<noscript>` in `<head>`): widgets
 * that need a script give way to plain content. Tab lists are hidden and every tab panel is
 * shown with its own heading, so all internet packages stay readable.
 *
 * The rules sit in Tailwind's `base` layer: an `!important` declaration in a layer beats an
 * unlayered one, so only there can they outrank preflight's `[hidden] { display: none !important }`.
 */
export const noScriptCss = [
  "@layer base{",
  "[data-js-only]{display:none!important}",
  "[role=tabpanel][hidden]{display:block!important}",
  "[data-no-js-visible]{position:static!important;width:auto!important;height:auto!important;" +
    "margin:0 0 1rem!important;overflow:visible!important;clip:auto!important;" +
    "clip-path:none!important;white-space:normal!important}",
  "}",
].join("");
