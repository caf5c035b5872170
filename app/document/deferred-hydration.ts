/**
 * The home page hydrates after it has painted, and the other pages never load the app's
 * script at all: every page reads and works without JavaScript, so the script
 * only adds polish and must not delay or compete with the first paint. See
 * docs/decisions/013-scripts-only-where-needed-after-first-paint.md.
 *
 * React Router writes the app's entry as an inline module script with static imports, plus
 * `modulepreload` links, and both start fetching as soon as the parser meets them. The server
 * turns the module script into an inert data block that carries the preload list, and a small
 * inline loader starts both once the page has loaded and painted.
 */

/** The type that makes the browser keep the module script's text without running it. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/** The attribute of the inert script that lists the modules to preload, space-separated. */
const PRELOAD_ATTRIBUTE = "data-modulepreload";

/**
 * Rewrites a rendered document so that its module scripts wait for the loader. A document
 * without module scripts (a page that does not hydrate) is returned unchanged.
 */
export function deferModuleScripts(html: string): string {
  if (!html.includes('<script type="module"')) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g,
    (_link, href: string) => {
      preloads.push(href);
      return "";
    },
  );
  const attributes = `type="${DEFERRED_MODULE_TYPE}" ${PRELOAD_ATTRIBUTE}="${[...new Set(preloads)].join(" ")}"`;
  return withoutPreloads.replaceAll('<script type="module" async="">', `<script ${attributes}>`);
}

/**
 * Inlined in `<head>` of the pages that hydrate; allowed by its hash like the other inline
 * code. After the `load` event, the next frame has painted the page; the modules start then,
 * preloaded in parallel so their imports do not fetch one level at a time.
 */
export const deferredModuleLoader = `addEventListener("load", () => requestAnimationFrame(() => setTimeout(() => {
  for (const deferred of document.querySelectorAll(${JSON.stringify(`script[type="${DEFERRED_MODULE_TYPE}"]`)})) {
    for (const href of (deferred.getAttribute(${JSON.stringify(PRELOAD_ATTRIBUTE)}) || "").split(" ").filter(Boolean)) {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = href;
      document.head.append(preload);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = deferred.textContent;
    document.head.append(script);
  }
})), { once: true });`;
