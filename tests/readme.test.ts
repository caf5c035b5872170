import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type BudgetGroup, budgetKindNames, budgets } from "../budgets.mjs";
import { NGINX_SAMPLE } from "./support/nginx";

/**
 * The README is where a newcomer starts: its map of the tree and its table of byte budgets are
 * held to the repository, so a moved folder or a changed budget cannot leave it behind.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");

/** The lines of the README's section that starts with `heading`, up to the next section. */
function section(heading: string): string[] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`The README has no "${heading}" section.`);
  const rest = readme.slice(start + heading.length + 2);
  return rest.slice(0, rest.search(/\n#{1,3} /)).split("\n");
}

/**
 * The paths the map names: a line that starts with a name (`app/`, `budgets.mjs`) at the
 * left, or two spaces in under a folder, followed by its description.
 */
function mapEntries(): string[] {
  const lines = section("## Where things live");
  const block = lines.slice(lines.indexOf("```") + 1);
  const entries: string[] = [];
  let folder = "";
  for (const line of block.slice(0, block.indexOf("```"))) {
    const entry = /^( {0,2})(\S+)/.exec(line);
    if (!entry) continue;
    const [, indent, name = ""] = entry;
    if (indent === "") folder = name.endsWith("/") ? name : "";
    entries.push(indent === "" ? name : folder + name);
  }
  return entries;
}

/** Whether a named path exists: a folder, a file, a glob's folder (`tests/*.test.ts`), or a
 * module named without its extension (`app/entry.client`). */
function exists(entry: string): boolean {
  const [literal = ""] = entry.split("*");
  const file = path.join(ROOT, literal);
  if (existsSync(file)) return true;
  const dir = path.dirname(file);
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(path.basename(file)));
}

/** The folders directly in `dir` (relative to the root) that hold something tracked. */
const foldersIn = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => `${dir ? `${dir}/` : ""}${entry.name}/`);

/** Folders made by tools or by running the site, which .gitignore keeps out of the repository. */
const ignored = new Set(
  readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => line.endsWith("/")),
);

describe("the README's map", () => {
  const entries = mapEntries();

  it("names only paths that exist", () => {
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.filter((entry) => !exists(entry))).toEqual([]);
  });

  it("names every top-level folder, and every folder of app/ and tests/", () => {
    const folders = [...foldersIn(""), ...foldersIn("app"), ...foldersIn("tests")].filter(
      (folder) => !ignored.has(folder),
    );
    expect(folders.filter((folder) => !entries.includes(folder))).toEqual([]);
  });
});

describe("the nginx configuration in the operations manual", () => {
  const operations = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");

  it("is a link to the very file the load-balancer test runs, not a copy that could drift", () => {
    expect(path.relative(ROOT, NGINX_SAMPLE)).toBe("deploy/nginx.conf");
    expect(operations).toContain("](../deploy/nginx.conf)");
    expect(operations).not.toMatch(/^```nginx$/m);
    expect(readme).not.toMatch(/^```nginx$/m);
  });
});

describe("the README's table of byte budgets", () => {
  /** The table's rows as cells, its header first; the separator row left out. */
  const rows = section("### Byte budgets")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );

  it("is budgets.mjs, page group by page group, in KB", () => {
    const kinds = Object.keys(budgetKindNames) as (keyof typeof budgetKindNames)[];
    const expected = [
      ["Pages", ...kinds.map((kind) => budgetKindNames[kind])],
      ...Object.values<BudgetGroup>(budgets).map((group) => [
        group.pages,
        ...kinds.map((kind) => String(group[kind] ?? "—")),
      ]),
    ];
    expect(rows).toEqual(expected);
  });
});
