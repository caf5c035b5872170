import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineHashes, type InlineHashes } from "./content-security-policy.js";
import { findPrerenderedPaths } from "./static-files.js";

/** Where the build keeps the hashes of the prerendered pages' inline code. */
export const CSP_HASHES_FILE = "csp-hashes.json";

/**
 * Run by `npm run build` once the pages are prerendered: hashes each page's inline scripts and
 * styles, so the server can send each prerendered file with a policy that allows exactly them.
 */
function writeHashes(buildDir: string) {
  const clientDir = path.join(buildDir, "client");
  const hashes: Record<string, InlineHashes> = {};
  for (const page of findPrerenderedPaths(clientDir)) {
    const file = path.join(clientDir, page === "/" ? "" : page, "index.html");
    hashes[page] = inlineHashes(readFileSync(file, "utf8"));
  }
  writeFileSync(path.join(buildDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`Hashed the inline code of ${Object.keys(hashes).length} prerendered pages.`);
}

export function readHashes(buildDir: string): Record<string, InlineHashes> {
  return JSON.parse(readFileSync(path.join(buildDir, CSP_HASHES_FILE), "utf8")) as Record<
    string,
    InlineHashes
  >;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  writeHashes(path.resolve(import.meta.dirname, ".."));
}
