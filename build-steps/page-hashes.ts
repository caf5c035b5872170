import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type InlineHashes, inlineHashes, PAGE_HASHES_FILE } from "../server/csp";
import { findPrerenderedPaths } from "../server/static-files";

/**
 * A build step, run once the pages are prerendered (react-router.config.ts): hashes each
 * page's inline scripts and styles, so the server can send each prerendered file with a policy
 * that allows exactly them.
 */
export function writePageHashes(buildDir: string): void {
  const clientDir = path.join(buildDir, "client");
  const hashes: Record<string, InlineHashes> = {};
  for (const page of findPrerenderedPaths(clientDir)) {
    const file = path.join(clientDir, page === "/" ? "" : page, "index.html");
    hashes[page] = inlineHashes(readFileSync(file, "utf8"));
  }
  writeFileSync(path.join(buildDir, PAGE_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`Hashed the inline code of ${Object.keys(hashes).length} prerendered pages.`);
}
