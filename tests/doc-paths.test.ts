import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECORD_FILE } from "../harness/decision-records.mjs";

/**
 * Every path a document names exists, so a moved file cannot leave a manual pointing at nothing.
 *
 * The documents: every Markdown file of the repository (the README, each folder's README, the
 * documents in docs/) but the decision records, which are history and keep the paths of their
 * day. What counts as a path:
 * - a code span, outside fenced blocks, holding nothing but a path from the repository's root:
 *   its first segment one of the repository's top-level folders (`app/…`, `tests/…`, `.ci/…`),
 *   or `~/`, the app's import alias for `app/`; a module may be named without its extension
 *   (`app/entry.client`, `~/i18n/bidi`), and `<name>` or `*` stands for any one name
 *   (`app/content/<locale>/`, `tests/*.test.ts`);
 * - a link's or an image's target that is not a URL, from the document's folder, with its
 *   `#fragment`, which must be a heading of the document it points to.
 * A code span with a space in it is prose (an error message, a command), not a path.
 */
const ROOT = path.resolve(import.meta.dirname, "..");

/** Folders made by tools or by running the site, which .gitignore keeps out of the repository. */
const IGNORED = new Set([
  ".git",
  ...readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .filter((line) => line.endsWith("/"))
    .map((line) => line.slice(0, -1)),
]);

/** The repository's top-level folders: what a path from the root starts with. */
const TOP_FOLDERS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !IGNORED.has(entry.name))
  .map((entry) => entry.name);

/** Extensions a module is imported without. */
const MODULE_EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];

/** The Markdown documents, relative to the root: all but the decision records. */
function documents(folder = ""): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return IGNORED.has(entry.name) ? [] : documents(file);
    if (!entry.name.endsWith(".md")) return [];
    return folder === "docs/decisions" && RECORD_FILE.test(entry.name) ? [] : [file];
  });
}

/** A document's text with its fenced blocks blanked, lines kept so line numbers hold. */
function withoutFences(text: string): string {
  let fenced = false;
  return text
    .split("\n")
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line;
    })
    .join("\n");
}

interface NamedPath {
  /** `README.md:12` */
  at: string;
  /** As written: `app/domain/`, `../tariffs/README.md#the-range-of-each-figure`. */
  written: string;
  kind: "code" | "link";
}

/** The paths a document's text names, by the rule above. */
function pathsNamed(document: string, text: string): NamedPath[] {
  const found: NamedPath[] = [];
  const prose = withoutFences(text);
  const lineAt = (index: number) => prose.slice(0, index).split("\n").length;
  const root = new RegExp(
    `^(?:~|${TOP_FOLDERS.map((name) => name.replace(/[.-]/g, "\\$&")).join("|")})/`,
  );
  for (const match of prose.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
    const span = match[1] ?? "";
    if (root.test(span) && !/\s/.test(span)) {
      found.push({ at: `${document}:${lineAt(match.index)}`, written: span, kind: "code" });
    }
  }
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? "";
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    found.push({ at: `${document}:${lineAt(match.index)}`, written: target, kind: "link" });
  }
  return found;
}

/** The files under the root that `pattern` (segments, `<name>` and `*` as wildcards) names. */
function matches(pattern: string): string[] {
  const wantsFolder = pattern.endsWith("/");
  let candidates = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const wild = /<[^>]+>|\*/.test(segment);
    const name = new RegExp(
      `^${segment
        .split(/(<[^>]+>|\*)/)
        .map((part) =>
          /^(<[^>]+>|\*)$/.test(part) ? "[^/]*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        )
        .join("")}$`,
    );
    candidates = candidates.flatMap((base) => {
      const dir = path.join(ROOT, base);
      if (!wild) return existsSync(path.join(dir, segment)) ? [path.join(base, segment)] : [];
      if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
      return readdirSync(dir)
        .filter((entry) => name.test(entry))
        .map((entry) => path.join(base, entry));
    });
  }
  return candidates.filter((file) => !wantsFolder || statSync(path.join(ROOT, file)).isDirectory());
}

/** The anchors GitHub gives a Markdown document's headings. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(readFileSync(path.join(ROOT, file), "utf8")).split("\n")) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

/** What is wrong with a named path, or nothing when it exists. */
function problemWith(document: string, named: NamedPath): string | undefined {
  if (named.kind === "code") {
    const written = named.written.replace(/^~\//, "app/");
    const found =
      matches(written).length > 0 ||
      MODULE_EXTENSIONS.some((extension) => matches(`${written}${extension}`).length > 0);
    return found ? undefined : `${named.at}: ${named.written} does not exist`;
  }
  const [target = "", fragment] = named.written.split("#");
  const file = target
    ? path.relative(ROOT, path.resolve(ROOT, path.dirname(document), target))
    : document;
  if (file.startsWith("..") || !existsSync(path.join(ROOT, file))) {
    return `${named.at}: ${named.written} links to nothing`;
  }
  if (fragment !== undefined && file.endsWith(".md") && !anchorsOf(file).has(fragment)) {
    return `${named.at}: ${named.written} names no heading of ${file}`;
  }
  return undefined;
}

describe("the documents' paths", () => {
  const docs = documents();

  it("are read from every manual: the README, each folder's, docs/", () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/operations.md",
        "bench/README.md",
        "tariffs/README.md",
        "coverage/README.md",
        "stores/README.md",
        "app/team-files/README.md",
        "docs/glossary.md",
        "docs/decisions/README.md",
      ]),
    );
    expect(docs.filter((doc) => /^docs\/decisions\/\d{3}-/.test(doc))).toEqual([]);
  });

  it("each exist: every path in backticks and every link, with its heading", () => {
    const named = docs.flatMap((doc) =>
      pathsNamed(doc, readFileSync(path.join(ROOT, doc), "utf8")).map((found) => ({ doc, found })),
    );
    expect(named.length).toBeGreaterThan(150);
    expect(named.flatMap(({ doc, found }) => problemWith(doc, found) ?? [])).toEqual([]);
  });

  it("are found, and refused, when a document names what does not exist", () => {
    const text = [
      "The floors are in `floors.mjs`, the words in `app/content/<locale>/`, run `npm test`.",
      "A made-up path, `app/made-up/nothing.ts`, a module `~/i18n/nowhere` and a glob",
      "`tests/*.made-up.ts`; an error message is prose: `tariffs/plans.csv:2: bad price`.",
      "Links: [operations](docs/operations.md#health), [a lost one](docs/lost.md),",
      "[a lost heading](docs/operations.md#no-such-heading), [the web](https://example.com).",
      "```sh",
      "cat `app/made-up/in-a-fence.ts`",
      "```",
    ].join("\n");
    const named = pathsNamed("README.md", text);
    expect(named.map((found) => found.written)).toEqual([
      "app/content/<locale>/",
      "app/made-up/nothing.ts",
      "~/i18n/nowhere",
      "tests/*.made-up.ts",
      "docs/operations.md#health",
      "docs/lost.md",
      "docs/operations.md#no-such-heading",
    ]);
    expect(named.flatMap((found) => problemWith("README.md", found) ?? [])).toEqual([
      "README.md:2: app/made-up/nothing.ts does not exist",
      "README.md:2: ~/i18n/nowhere does not exist",
      "README.md:3: tests/*.made-up.ts does not exist",
      "README.md:4: docs/lost.md links to nothing",
      "README.md:5: docs/operations.md#no-such-heading names no heading of docs/operations.md",
    ]);
  });
});
