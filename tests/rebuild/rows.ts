import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProjectCopy } from "../support/project-copy";

/**
 * Rewrites, in the copy, the first line of a team's file (`tariffs/plans.csv`) that starts with
 * `start`: a person's edit, as the team makes it.
 */
export function changeRow(
  copy: ProjectCopy,
  file: string,
  start: string,
  edit: (row: string) => string,
): void {
  const filePath = path.join(copy.root, file);
  const lines = readFileSync(filePath, "utf8").split("\n");
  const index = lines.findIndex((line) => line.startsWith(start));
  if (index < 0) throw new Error(`${file} has no row starting ${start}`);
  lines[index] = edit(lines[index] ?? "");
  writeFileSync(filePath, lines.join("\n"));
}

/** A page the copy's build prerendered, as a document (the test runs in jsdom). */
export function builtPage(copy: ProjectCopy, pagePath: string): Document {
  const html = copy.built(path.join(pagePath, "index.html"));
  return new DOMParser().parseFromString(html, "text/html");
}

/** The JSON-LD blocks of a page, flattened. */
export const structuredData = (document: Document): Record<string, unknown>[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    JSON.parse(script.textContent ?? "[]"),
  );
