import { expect } from "vitest";
import type { ProjectCopy } from "../support/project-copy";
import { changeRow } from "./rows";

/**
 * The network team's promise: a row changed in `coverage/communities.csv` is on both
 * languages' coverage pages after the next build, and nothing needs to change in the code.
 */
export function changeCoverage(copy: ProjectCopy): void {
  changeRow(copy, "coverage/communities.csv", "wadi-wurayah,", (row) => {
    expect(row).toContain(",none,none,none,none,");
    // A new mast in the valley: 4G outdoors at last, and the valley renamed in both scripts.
    return "wadi-wurayah,Wurayah Valley,وادي الوريعة الجديد,fujairah,25.4000,56.2700,none,none,basic,none,Wurayah,الوريعة";
  });
}

export function expectCoverageChanged(copy: ProjectCopy): void {
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
}
