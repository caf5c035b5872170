import { readFileSync } from "node:fs";
import path from "node:path";
import { headingsOfPage, type PageHeadings } from "../app/site-search/page-headings";
import { findPrerenderedPaths } from "./static-files";

/**
 * The headings of every page the build prerendered, read once at start, for the site search's
 * index (app/routes/site-search-index.server.ts): what the pages say they are about, as a visitor
 * reads them, in both languages, without a copy kept anywhere else.
 */
export function readPageHeadings(buildDir: string): readonly PageHeadings[] {
  const clientDir = path.join(buildDir, "client");
  return [...findPrerenderedPaths(clientDir)].sort().flatMap((page) => {
    const html = readFileSync(path.join(clientDir, page, "index.html"), "utf8");
    const headings = headingsOfPage(page, html);
    return headings ? [headings] : [];
  });
}
