/**
 * The header's search field has suggestions on every page, yet a page with no island of its
 * own (a plan's page, a legal page) loads no script at all until a visitor uses the field. Its
 * form carries this attribute; when the header's island is the page's only one, the server
 * writes the islands' script address into it instead of adding the script to the page, and the
 * menu's inline script adds the script on the visitor's first touch of the form.
 */
export const ISLANDS_ENTRY_ATTRIBUTE = "data-islands-entry";

/** What the server fills in (`data-islands-entry=""` → `data-islands-entry="/assets/…"`). */
const EMPTY = `${ISLANDS_ENTRY_ATTRIBUTE}=""`;

/**
 * The page with its islands' script: loaded at once when the page has islands of its own, or
 * named in the on-demand forms when they are its only islands, so the page loads none.
 */
export function withIslandsEntry(html: string, scriptTag: string, entry: string): string {
  const islands = html.split("data-island=").length - 1;
  const onDemand = html.split(EMPTY).length - 1;
  if (islands === 0) return html;
  if (islands === onDemand) {
    return html.replaceAll(EMPTY, `${ISLANDS_ENTRY_ATTRIBUTE}="${entry}"`);
  }
  return html.replace("</body>", `${scriptTag}</body>`);
}

/** The menu's inline script's part: the first touch of an on-demand form adds the script. */
export const islandsOnDemandScript = `
  const loadIslands = (event) => {
    const form = event.target instanceof Element && event.target.closest("[${ISLANDS_ENTRY_ATTRIBUTE}]");
    const src = form && form.getAttribute("${ISLANDS_ENTRY_ATTRIBUTE}");
    if (!src) return;
    for (const other of document.querySelectorAll("[${ISLANDS_ENTRY_ATTRIBUTE}]")) other.setAttribute("${ISLANDS_ENTRY_ATTRIBUTE}", "");
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.append(script);
  };
  document.addEventListener("focusin", loadIslands);
  document.addEventListener("pointerdown", loadIslands);`;
