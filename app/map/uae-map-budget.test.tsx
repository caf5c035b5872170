import { brotliCompressSync, gzipSync } from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { uaeMapBudget } from "../../budgets.mjs";
import { UAE_BOUNDS } from "./map-frame";
import { type MapLegendEntry, type MapMark, UaeMap } from "./uae-map";

type Kind = "5g" | "4g" | "limited" | "none";
const legend: MapLegendEntry<Kind>[] = [
  { kind: "5g", label: "5G", shape: "circle", tone: "blue" },
  { kind: "4g", label: "4G only", shape: "square", tone: "green" },
  { kind: "limited", label: "Limited coverage", shape: "triangle", tone: "amber" },
  { kind: "none", label: "No coverage", shape: "cross", tone: "red" },
];

/**
 * Marks scattered over the whole frame by a fixed sequence: places spread evenly repeat fewer
 * map units than real towns clustered on the coast do, so they compress worse.
 */
function scatteredMarks(count: number): MapMark<Kind>[] {
  let seed = 20261128;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const { west, south, east, north } = UAE_BOUNDS;
  return Array.from({ length: count }, (_, index) => ({
    id: `place-${index}`,
    longitude: west + (east - west) * next(),
    latitude: south + (north - south) * next(),
    kind: legend[index % legend.length]?.kind ?? "5g",
  }));
}

function mapMarkup(marks: MapMark<Kind>[]): string {
  return renderToStaticMarkup(
    <UaeMap
      title="Coverage map of the UAE"
      description="Every community of the seven emirates, marked by the best coverage a phone gets there."
      marks={marks}
      legend={legend}
      legendLabel="Key"
    />,
  );
}

describe("the UAE map's weight", () => {
  const markup = mapMarkup(scatteredMarks(uaeMapBudget.marks));
  const kb = (bytes: number) => bytes / 1024;

  it(`adds at most ${uaeMapBudget.compressedKb} KB to a page with ${uaeMapBudget.marks} marks, gzip or brotli`, () => {
    expect(markup.match(/<use /g)).toHaveLength(uaeMapBudget.marks);
    const gzip = kb(gzipSync(markup, { level: 6 }).length);
    const brotli = kb(brotliCompressSync(markup).length);
    expect(gzip, `gzip: ${gzip.toFixed(1)} KB`).toBeLessThanOrEqual(uaeMapBudget.compressedKb);
    expect(brotli, `brotli: ${brotli.toFixed(1)} KB`).toBeLessThanOrEqual(
      uaeMapBudget.compressedKb,
    );
  });

  it("costs each mark a few bytes, so the budget measures the marks and not only the outline", () => {
    const extra = gzipSync(markup).length - gzipSync(mapMarkup([])).length;
    expect(extra / uaeMapBudget.marks).toBeGreaterThan(2);
    expect(extra / uaeMapBudget.marks).toBeLessThan(40);
  });
});
