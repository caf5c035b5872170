import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectCopy } from "./support/project-copy";

/**
 * The network team's promise: a row changed in `coverage/communities.csv` is on both
 * languages' coverage pages after the next build, and nothing needs to change in the code.
 */
let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
afterAll(() => copy?.remove());

describe("a changed row of the coverage file", () => {
  it("is on both coverage pages after the next build", { timeout: 300_000 }, () => {
    const file = path.join(copy.root, "coverage/communities.csv");
    const before = readFileSync(file, "utf8");
    const row = before.split("\n").find((line) => line.startsWith("wadi-wurayah,"));
    expect(row).toContain(",none,none,none,none,");
    // A new mast in the valley: 4G outdoors at last, and the valley renamed in both scripts.
    const changed =
      "wadi-wurayah,Wurayah Valley,وادي الوريعة الجديد,fujairah,25.4000,56.2700,none,none,basic,none,Wurayah,الوريعة";
    writeFileSync(file, before.replace(row ?? "", changed));

    const result = copy.build();
    expect(result.status, result.stderr).toBe(0);
    const english = copy.built("coverage/index.html");
    const arabic = copy.built("ar/coverage/index.html");
    const rowOf = (html: string) =>
      /<tr id="area-wadi-wurayah"[^>]*>(.*?)<\/tr>/s.exec(html)?.[1] ?? "";
    expect(rowOf(english)).toContain("Wurayah Valley");
    expect(rowOf(english).match(/data-level="(\w+)"/g)).toEqual([
      'data-level="none"',
      'data-level="none"',
      'data-level="basic"',
      'data-level="none"',
    ]);
    expect(rowOf(arabic)).toContain("وادي الوريعة الجديد");
    expect(english).not.toContain("Wadi Wurayah");
  });
});
