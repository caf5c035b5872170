import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { features, floorOf, floors, roomOf } from "../floors.mjs";

/**
 * ESLint's `import-x/no-cycle` keeps value imports from forming a cycle; it skips type-only
 * imports by design. A cycle of types still ties two modules together, so a reader cannot
 * understand one without the other: this test finds every import TypeScript itself resolves,
 * types included, and fails on any cycle (docs/decisions/047-imports-one-way-and-relative.md).
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "scripts", "tests", "bench"];

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) => {
    const dir = path.join(ROOT, folder);
    let entries: string[];
    try {
      entries = readdirSync(dir, { recursive: true, encoding: "utf8" });
    } catch {
      return [];
    }
    return entries
      .filter((entry) => /\.(ts|tsx|mjs)$/.test(entry) && !entry.includes("node_modules"))
      .map((entry) => path.join(dir, entry));
  });
}

/** Each file and the files of this repository it imports, as TypeScript resolves them. */
function importGraph(): Map<string, string[]> {
  const { config } = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), (file) =>
    ts.sys.readFile(file),
  );
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const imports = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && !resolved.isExternalLibraryImport && target.startsWith(`${ROOT}/`)
        ? [target]
        : [];
    });
    graph.set(file, imports);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The imports that run back up: from a room to one on a higher floor, or to another room of
 * its own floor (floors.mjs, docs/decisions/077-every-room-on-its-floor.md), each as
 * `importer -> imported`.
 */
function arrowsUp(graph: Map<string, string[]>): string[] {
  const arrows: string[] = [];
  for (const [file, imports] of graph) {
    const from = roomOf(path.relative(ROOT, file));
    if (from === undefined) continue;
    for (const target of imports) {
      const to = roomOf(path.relative(ROOT, target));
      if (to === undefined || to === from || floorOf(to) < floorOf(from)) continue;
      arrows.push(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
    }
  }
  return arrows.sort();
}

/**
 * The imports from one feature into another (floors.mjs' `features`, which stand side by side
 * on one floor: docs/decisions/092-one-search-room-one-floor-of-features.md), each as
 * `importer -> imported`.
 */
function arrowsBetweenFeatures(graph: Map<string, string[]>): string[] {
  const featureOf = (file: string) => {
    const room = roomOf(path.relative(ROOT, file));
    return room !== undefined && features.includes(room) ? room : undefined;
  };
  const arrows: string[] = [];
  for (const [file, imports] of graph) {
    const from = featureOf(file);
    if (from === undefined) continue;
    for (const target of imports) {
      const to = featureOf(target);
      if (to === undefined || to === from) continue;
      arrows.push(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
    }
  }
  return arrows.sort();
}

describe("the import graph", () => {
  const graph = importGraph();

  it("is read whole: every module the app's routes import is in it", () => {
    const routes = graph.get(path.join(ROOT, "app/routes.ts")) ?? [];
    expect(routes.map((file) => path.relative(ROOT, file))).toContain("app/i18n/locale.ts");
  });

  it("has no cycle, type-only imports included", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("would show a cycle if there were one", () => {
    const a = path.join(ROOT, "a.ts");
    const b = path.join(ROOT, "b.ts");
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts"]]);
  });

  it("places every module of the app in a room on a floor", () => {
    const unplaced = [...graph.keys()]
      .map((file) => path.relative(ROOT, file))
      .filter((file) => file.startsWith("app/") && roomOf(file) === undefined);
    expect(unplaced).toEqual([]);
    expect(new Set(floors.flat()).size).toBe(floors.flat().length);
  });

  it("has no arrow running back up a floor or across one", () => {
    expect(arrowsUp(graph)).toEqual([]);
  });

  it("stands the features side by side on one floor, coverage, rates, stores and network status among them", () => {
    expect(floors).toContain(features);
    expect(features).toEqual(
      expect.arrayContaining(["app/coverage", "app/rates", "app/stores", "app/network-status"]),
    );
    expect(new Set(features.map(floorOf)).size).toBe(1);
  });

  it("has no import from one feature into another", () => {
    expect(arrowsBetweenFeatures(graph)).toEqual([]);
  });

  it("would show an import from one feature into another if there were one", () => {
    const file = (name: string) => path.join(ROOT, name);
    expect(
      arrowsBetweenFeatures(
        new Map([
          [file("app/coverage/x.ts"), [file("app/rates/y.ts"), file("app/search/z.ts")]],
          [file("app/stores/x.ts"), [file("app/stores/y.ts")]],
          [file("app/home/x.tsx"), [file("app/contact/y.ts")]],
        ]),
      ),
    ).toEqual(["app/coverage/x.ts -> app/rates/y.ts", "app/home/x.tsx -> app/contact/y.ts"]);
  });

  it("would show an arrow up, or across a floor, if there were one", () => {
    const file = (name: string) => path.join(ROOT, name);
    expect(
      arrowsUp(
        new Map([
          [file("app/tariffs/x.ts"), [file("app/rates/y.ts"), file("app/i18n/z.ts")]],
          [file("app/legal/x.tsx"), [file("app/contact/y.ts")]],
          [file("app/home/x.tsx"), [file("app/home/y.ts"), file("app/contact/y.ts")]],
        ]),
      ),
    ).toEqual([
      "app/home/x.tsx -> app/contact/y.ts",
      "app/legal/x.tsx -> app/contact/y.ts",
      "app/tariffs/x.ts -> app/rates/y.ts",
    ]);
  });
});
