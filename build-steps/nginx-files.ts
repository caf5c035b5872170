import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { securityHeaderList } from "../server/security-headers";
import { CONTENT_TYPES, servedFiles } from "../server/served-files";

/** Where the build writes nginx's part, beside the client and server builds. */
export const NGINX_DIR = "nginx";

const GENERATED = [
  "# Made by `npm run build` (build-steps/nginx-files.ts) from the build's files and the headers the",
  "# server sends for each: do not edit, build again. deploy/nginx.conf includes it.",
];

/** A value nginx reads as it is written: quoted, with nothing it would expand or end early. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`Cannot write ${value} into nginx's configuration.`);
  return `"${value}"`;
}

/** An nginx `map` from `source` to `variable`, one entry a line. */
function map(source: string, variable: string, entries: [string, string][]): string {
  const lines = entries.map(([key, value]) => `    ${quoted(key)} ${quoted(value)};`);
  return [`map ${source} ${variable} {`, '    default "";', ...lines, "}"].join("\n");
}

/**
 * For nginx's `http` block: which file of the build answers a request, by its target exactly
 * as sent (`$request_uri`, so `/terms` but not `/ter%6Ds`, `/terms/` nor `/terms?plan=…`, which
 * the instances answer), and only for GET and HEAD; and each file's own headers. The
 * variables are empty for any other request.
 */
function filesConf(buildDir: string): string {
  const files = servedFiles(buildDir);
  // A map's key must fit in a bucket of its hash with a pointer and its length beside it.
  const longest = Math.max(...files.map((file) => file.urlPath.length));
  let bucket = 64;
  while (bucket < longest + 16) bucket *= 2;
  return [
    ...GENERATED,
    "",
    "# Room for the longest path below (an nginx.conf that sets this already: keep the larger).",
    `map_hash_bucket_size ${bucket};`,
    "",
    map(
      "$request_uri",
      "$sahab_build_file",
      files.map((file) => [file.urlPath, file.file]),
    ),
    "",
    "map $request_method $sahab_file {",
    '    default "";',
    "    GET $sahab_build_file;",
    "    HEAD $sahab_build_file;",
    "}",
    "",
    map(
      "$request_uri",
      "$sahab_policy",
      files.map((file) => [file.urlPath, file.policy]),
    ),
    "",
    map(
      "$request_uri",
      "$sahab_cache_control",
      files.map((file) => [file.urlPath, file.cacheControl]),
    ),
    "",
  ].join("\n");
}

/**
 * For the `location` that serves the files: their media types, their precompressed twins
 * (nginx's `gzip_static` and the `brotli_static` module), and the headers the server sends,
 * from the same list (server/security-headers.ts).
 */
function fileHeadersConf(): string {
  const types = Object.entries(CONTENT_TYPES).map(
    ([extension, type]) => `    ${quoted(type)} ${extension};`,
  );
  const header = ([name, value]: readonly [string, string]) =>
    `add_header ${name} ${value.startsWith("$") ? value : quoted(value)} always;`;
  const security = securityHeaderList({ hsts: true });
  return [
    ...GENERATED,
    "",
    "types {",
    ...types,
    "}",
    "default_type application/octet-stream;",
    "",
    "# The brotli and gzip twins the build wrote beside each file, for a client that takes them",
    "# (brotli_static needs Debian's libnginx-mod-http-brotli-static, loaded with load_module).",
    "brotli_static on;",
    "gzip_static on;",
    "gzip_vary on;",
    "gzip_proxied any;",
    "gzip_http_version 1.0;",
    "",
    "# The server's security headers. Strict-Transport-Security is the instances' with HSTS on:",
    "# delete its line where the site is not served over HTTPS (HSTS=off).",
    ...security.map(header),
    header(["Content-Security-Policy", "$sahab_policy"]),
    header(["Cache-Control", "$sahab_cache_control"]),
    "# The id nginx passes to the instances, answered as they answer it.",
    header(["X-Request-Id", "$request_id"]),
    "",
  ].join("\n");
}

/**
 * A build step, once the pages are hashed and the files precompressed (react-router.config.ts):
 * writes nginx's part of deploy/nginx.conf, so nginx serves the build's files with the very
 * headers the server would (docs/decisions/056-nginx-serves-the-build.md).
 */
export function writeNginxFiles(buildDir: string): void {
  const dir = path.join(buildDir, NGINX_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "files.conf"), filesConf(buildDir));
  writeFileSync(path.join(dir, "file-headers.conf"), fileHeadersConf());
  console.log(`Wrote nginx's map of the build's files to ${path.join(NGINX_DIR, "files.conf")}.`);
}
