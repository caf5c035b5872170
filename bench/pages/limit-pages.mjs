// @ts-check
// The no-JS limit of each page: the same HTML with every script removed, written beside the
// build as `/__limit/…` and served by the same server, the floor a page is measured against.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT_DIR = path.join(ROOT, "build/client");
export const LIMIT_DIR = path.join(CLIENT_DIR, "__limit");

/** `/ar/terms` → `/__limit/ar/terms`; `/` → `/__limit`. */
export const limitOf = (/** @type {string} */ page) =>
  page === "/" ? "/__limit" : `/__limit${page}`;
const htmlFileOf = (/** @type {string} */ page) => path.join(CLIENT_DIR, page, "index.html");

/** Drops every script element (inline and module) and module preload, as a browser with
 * JavaScript off ignores them; JSON-LD stays, being data no browser runs. A lazy match is
 * right: HTML ends a script at the first `</script`. */
function withoutScripts(/** @type {string} */ html) {
  const isData = (/** @type {string} */ tag) => /type=["']?application\/ld\+json/i.test(tag);
  const stripped = html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, (all, tag) => (isData(tag) ? all : ""))
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, "");
  const left = stripped.match(/<script\b[^>]*>/gi)?.filter((tag) => !isData(tag)) ?? [];
  if (left.length > 0) throw new Error(`A script survived the stripping: ${left[0]}`);
  return stripped;
}

/** Writes the limit pages with the brotli and gzip copies build-steps/precompress.mjs makes, so
 * both twins travel alike. Before the server starts: it looks for pages only then. */
export async function writeLimitPages(/** @type {string[]} */ pages) {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  for (const page of pages) {
    const html = Buffer.from(withoutScripts(await readFile(htmlFileOf(page), "utf8")));
    const file = htmlFileOf(limitOf(page));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    };
    await writeFile(`${file}.br`, await brotli(html, { params }));
    await writeFile(`${file}.gz`, await gzip(html, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

/** Removes the limit pages from the build. */
export const removeLimitPages = () => rm(LIMIT_DIR, { recursive: true, force: true });
