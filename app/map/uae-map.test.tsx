// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type MapLegendEntry, type MapMark, UaeMap } from "./uae-map";

afterEach(cleanup);

type Kind = "5g" | "4g" | "none";
const legend: MapLegendEntry<Kind>[] = [
  { kind: "5g", label: "5G", shape: "circle", tone: "blue" },
  { kind: "4g", label: "4G only", shape: "square", tone: "green" },
  { kind: "none", label: "No coverage", shape: "cross", tone: "red" },
];
const marks: MapMark<Kind>[] = [
  { id: "dubai-marina", longitude: 55.1406, latitude: 25.0805, kind: "5g" },
  { id: "downtown-dubai", longitude: 55.2744, latitude: 25.1972, kind: "5g" },
  { id: "liwa", longitude: 53.7674, latitude: 23.1352, kind: "4g" },
  { id: "jebel-hafeet", longitude: 55.7758, latitude: 24.0594, kind: "none" },
];

function renderMap(props: Partial<Parameters<typeof UaeMap<Kind>>[0]> = {}) {
  return render(
    <UaeMap
      title="Coverage map of the UAE"
      description="Four places: two with 5G, one with 4G only, one without coverage."
      marks={marks}
      legend={legend}
      legendLabel="Key"
      {...props}
    />,
  );
}

describe("UaeMap", () => {
  it("is one image with a title and a description, not a set of things to visit", () => {
    const { container } = renderMap();
    const map = screen.getByRole("img", { name: "Coverage map of the UAE" });
    expect(map.tagName).toBe("svg");
    const describedBy = map.getAttribute("aria-describedby") ?? "";
    expect(container.ownerDocument.getElementById(describedBy)?.textContent).toBe(
      "Four places: two with 5G, one with 4G only, one without coverage.",
    );
    expect(container.ownerDocument.getElementById(describedBy)?.tagName).toBe("desc");
    // Nothing inside it is focusable or named on its own.
    expect(map.querySelectorAll("a, [tabindex], [role], title ~ title")).toHaveLength(0);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("draws one element per mark, in its kind's shape and tone", () => {
    renderMap();
    const map = screen.getByRole("img");
    const drawn = map.querySelectorAll("use");
    expect(drawn).toHaveLength(marks.length);
    const shapeOf = (use: Element) => {
      const target = map.querySelector(use.getAttribute("href") ?? "");
      return { d: target?.getAttribute("d"), fill: use.parentElement?.getAttribute("fill") };
    };
    const [marina, downtown, liwa, hafeet] = [...drawn].map(shapeOf);
    expect(marina).toEqual(downtown);
    expect(new Set([marina?.d, liwa?.d, hafeet?.d]).size).toBe(3);
    expect(new Set([marina?.fill, liwa?.fill, hafeet?.fill]).size).toBe(3);
    // Positions are whole map units inside the view box; Liwa lies south-west of Dubai.
    const [, , width = 0, height = 0] = (map.getAttribute("viewBox") ?? "").split(" ").map(Number);
    const points = [...drawn].map((use) => [
      Number(use.getAttribute("x")),
      Number(use.getAttribute("y")),
    ]);
    for (const [x = -1, y = -1] of points) {
      expect(Number.isInteger(x) && x > 0 && x < width && y > 0 && y < height).toBe(true);
    }
    const [, downtownPoint = [], liwaPoint = []] = points;
    expect(liwaPoint[0]).toBeLessThan(downtownPoint[0] ?? 0);
    expect(liwaPoint[1]).toBeGreaterThan(downtownPoint[1] ?? 0);
  });

  it("says in words what each shape means, in a list under the legend's heading", () => {
    renderMap();
    const key = screen.getByRole("list", { name: "Key" });
    const items = within(key).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["5G", "4G only", "No coverage"]);
    // The swatches are pictures of the shapes the map draws, hidden from screen readers.
    const map = screen.getByRole("img");
    items.forEach((item, index) => {
      const swatch = item.querySelector("svg");
      expect(swatch?.getAttribute("aria-hidden")).toBe("true");
      expect(swatch?.querySelector("path")?.getAttribute("d")).toBe(
        map.querySelectorAll("defs path")[index]?.getAttribute("d"),
      );
    });
  });

  it("draws the same map on a right-to-left page; only the legend follows the page", () => {
    // The same markup but for the ids, which React makes unique per render.
    const withoutIds = (markup = "") => markup.replaceAll(/_r_\w+?_/g, "id");
    const ltr = withoutIds(renderMap().container.querySelector("svg")?.outerHTML);
    cleanup();
    const rtl = render(
      <div dir="rtl" lang="ar">
        <UaeMap
          title="Coverage map of the UAE"
          description="Four places: two with 5G, one with 4G only, one without coverage."
          marks={marks}
          legend={legend}
          legendLabel="Key"
        />
      </div>,
    ).container.querySelector("svg");
    expect(withoutIds(rtl?.outerHTML)).toBe(ltr);
    expect(rtl?.getAttribute("transform")).toBeNull();
    expect(rtl?.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
  });

  it("refuses a mark whose kind the legend does not explain", () => {
    expect(() => renderMap({ legend: legend.filter((entry) => entry.kind !== "none") })).toThrow(
      'the map\'s legend has no entry for the kind "none"',
    );
  });

  it("gives two maps on one page ids of their own", () => {
    const { container } = render(
      <>
        <UaeMap title="A" description="a" marks={marks} legend={legend} legendLabel="Key" />
        <UaeMap title="B" description="b" marks={marks} legend={legend} legendLabel="Key" />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByRole("img", { name: "B" })).toBeTruthy();
  });

  it("pins the places the page answers about, names the one asked about, and frames them", () => {
    renderMap({
      pins: [
        { id: "pin-store", longitude: 55.2797, latitude: 25.2178, number: 1 },
        { id: "pin-asked", longitude: 55.2, latitude: 25.11, label: "Al Barsha" },
      ],
      pinLegend: { asked: "The place you asked about", numbered: "Numbered as in the list" },
    });
    const map = screen.getByRole("img");
    const asked = map.querySelector("[data-pin=pin-asked]");
    expect(asked?.textContent).toBe("Al Barsha");
    expect(map.querySelector("[data-pin=pin-store]")?.textContent).toBe("1");
    // A frame around the two, far closer than the whole country, and the marks drawn smaller.
    const [x = 0, y = 0, width = 0, height = 0] = (map.getAttribute("viewBox") ?? "")
      .split(" ")
      .map(Number);
    expect(width).toBeLessThan(400);
    for (const circle of map.querySelectorAll("[data-pin] circle")) {
      const cx = Number(circle.getAttribute("cx"));
      const cy = Number(circle.getAttribute("cy"));
      expect(cx > x && cx < x + width && cy > y && cy < y + height).toBe(true);
    }
    expect(map.querySelector("defs path")?.getAttribute("transform")).toMatch(/^scale\(0\.\d+\)$/);
    // The key says what each kind of pin means, in words.
    expect(
      within(screen.getByRole("list", { name: "Key" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "5G",
      "4G only",
      "No coverage",
      "The place you asked about",
      // The swatch is a numbered pin, hidden from a screen reader.
      "1Numbered as in the list",
    ]);
  });

  it("shows the whole country with no pins, and no pin's words in the key", () => {
    renderMap();
    const map = screen.getByRole("img");
    expect(map.getAttribute("viewBox")).toMatch(/^0 0 1000 \d+$/);
    expect(map.querySelectorAll("[data-pin]")).toHaveLength(0);
    expect(map.querySelector("defs path")?.hasAttribute("transform")).toBe(false);
  });
});
