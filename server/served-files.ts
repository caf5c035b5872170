import { existsSync } from "node:fs";
import path from "node:path";
import { COMPRESSED_ENCODINGS, type Encoding } from "./content-coding";
import { contentSecurityPolicy, readPageHashes } from "./csp";
import { cacheControlFor, findClientFiles, findPrerenderedPaths } from "./static-files";

/** The precompressed twins build-steps/precompress.mjs writes, by the encoding each is in. */
export const TWIN_SUFFIXES: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The media type of each kind of file the build makes, as it is sent: by the server and, from
 * this table, by nginx (build-steps/nginx-files.ts). A file of another kind stops the build, so a
 * new kind is given its type here rather than guessed.
 */
export const CONTENT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  // Prerendered route data, fetched by client-side navigation.
  data: "text/x-script",
  json: "application/json; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  // The rate list's download: a spreadsheet reads the byte-order mark it starts with.
  csv: "text/csv; charset=utf-8",
  webmanifest: "application/manifest+json",
  svg: "image/svg+xml",
  ico: "image/vnd.microsoft.icon",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  woff2: "font/woff2",
};

/** A file of the client build as it is served, with the headers that are its own. */
export interface ServedFile {
  /** The one path it is served at: `/`, `/terms`, `/assets/entry.client-abc.js`. */
  urlPath: string;
  /** Where it is under the client build: `/index.html`, `/terms/index.html`, … */
  file: string;
  /** Pages and their route data are rendered instead when the query holds what the app reads. */
  rendersWithQuery: boolean;
  contentType: string;
  cacheControl: string;
  /** The Content-Security-Policy: a page's allows its own inline code by hash. */
  policy: string;
  /** The precompressed twins beside it, in the order the server prefers them. */
  encodings: Encoding[];
}

/** The media type of a file of the build, or an error naming a kind not in the table. */
export function contentTypeOf(file: string): string {
  const type = CONTENT_TYPES[path.extname(file).slice(1)];
  if (type === undefined) {
    throw new Error(`${file}: no media type for this kind of file in server/served-files.ts.`);
  }
  return type;
}

/**
 * Every file of the client build that is served, and how: the prerendered pages at their own
 * path (`/terms`, never `/terms/index.html`), every other file at its path, nothing else (not
 * a precompressed twin on its own). Read from the build folder, so what the build made is what
 * is served, with the policies the build hashed for each page.
 */
export function servedFiles(buildDir: string): ServedFile[] {
  const clientDir = path.join(buildDir, "client");
  const hashes = readPageHashes(buildDir);
  const pages = [...findPrerenderedPaths(clientDir)].map((page) => ({
    urlPath: page,
    file: `${page === "/" ? "" : page}/index.html`,
    policy: contentSecurityPolicy(hashes[page]),
  }));
  const files = [...findClientFiles(clientDir)].map((file) => ({
    urlPath: file,
    file,
    policy: contentSecurityPolicy(),
  }));
  return [...pages, ...files]
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath))
    .map(({ urlPath, file, policy }) => ({
      urlPath,
      file,
      rendersWithQuery: file.endsWith("/index.html") || file.endsWith(".data"),
      contentType: contentTypeOf(file),
      cacheControl: cacheControlFor(urlPath),
      policy,
      encodings: COMPRESSED_ENCODINGS.filter((encoding) =>
        existsSync(path.join(clientDir, `${file}${TWIN_SUFFIXES[encoding]}`)),
      ),
    }));
}
