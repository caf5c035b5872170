import { readFileSync } from "node:fs";
import path from "node:path";
import { Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { metricsRegistry } from "../../app/metrics/metrics.server";
import { httpMetrics } from "./http-metrics";
import { outboxGauges } from "./outbox-gauges";
import { routeLabeller } from "./route-labels";

type Manifest = ServerBuild["routes"];

/** The shape of the site's routes: a layout, a home per locale, a page, a catch-all per locale. */
const manifest = Object.fromEntries(
  [
    { id: "root", path: "" },
    { id: "robots", parentId: "root", path: "robots.txt" },
    { id: "page", parentId: "root" },
    { id: "home-en", parentId: "page", index: true },
    { id: "home-ar", parentId: "page", path: "ar" },
    { id: "terms-en", parentId: "page", path: "terms" },
    { id: "terms-ar", parentId: "page", path: "ar/terms" },
    { id: "not-found-en", parentId: "page", path: "*" },
    { id: "not-found-ar", parentId: "page", path: "ar/*" },
  ].map((route) => [route.id, { caseSensitive: true, ...route, module: {} }]),
) as unknown as Manifest;

describe("requests are counted under their route's pattern", () => {
  const labelOf = routeLabeller(manifest);

  it("names each page, its route data and what is not there by pattern, never by path", () => {
    const labelled: [path: string, label: string][] = [
      ["/", "/"],
      ["/ar", "/ar"],
      ["/terms", "/terms"],
      ["/ar/terms", "/ar/terms"],
      ["/_.data", "/_.data"],
      ["/ar/terms.data", "/ar/terms.data"],
      ["/robots.txt", "/robots.txt"],
      ["/healthz", "/healthz"],
      ["/assets/entry.client-AbC123.js", "/assets/*"],
      ["/no-such-page-1", "/*"],
      ["/ar/no-such-page-2", "/ar/*"],
      ["/TERMS", "/*"],
      ["/ar/%2e%2e/etc", "/ar/*"],
    ];
    expect(labelled.map(([path]) => labelOf(path))).toEqual(labelled.map(([, label]) => label));
  });

  it("keeps a made-up method to one series", async () => {
    const registry = new Registry();
    const record = httpMetrics(registry);
    for (const method of ["GET", "PROPFIND", "M-SEARCH"]) record("/", method, 405, 0.001);
    const requests = await registry.getSingleMetric("sahab_http_requests_total")?.get();
    expect(requests?.values.map(({ labels, value }) => [labels.method, value])).toEqual([
      ["GET", 1],
      ["other", 2],
    ]);
  });
});

describe("the operations manual's alert (docs/operations.md)", () => {
  it("names only series the server exports", async () => {
    const registry = new Registry();
    httpMetrics(registry);
    outboxGauges(registry, () => Promise.reject(new Error("no database")));
    const names = new Set(
      [...(await Registry.merge([registry, metricsRegistry]).getMetricsAsJSON())].map(
        (metric) => metric.name,
      ),
    );
    const manual = readFileSync(
      path.resolve(import.meta.dirname, "../../docs/operations.md"),
      "utf8",
    );
    const alerts = manual.slice(
      manual.indexOf("```yaml"),
      manual.indexOf("```", manual.indexOf("```yaml") + 3),
    );
    const named = [...alerts.matchAll(/\bsahab_[a-z_]+/g)].map(([name]) => name);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(names, name).toContain(name);
  });
});

describe("the outbox gauges", () => {
  it("read the outbox once a scrape, and say each channel's depth and oldest age", async () => {
    const registry = new Registry();
    let reads = 0;
    const queuedAt = new Date(Date.now() - 90_000).toISOString();
    outboxGauges(registry, async () => {
      reads += 1;
      return [
        { channel: "email", pending: 3, oldestQueuedAt: queuedAt },
        { channel: "webhook", pending: 0, oldestQueuedAt: null },
      ];
    });
    const text = await registry.metrics();
    expect(reads).toBe(1);
    expect(text).toContain('sahab_outbox_pending_deliveries{channel="email"} 3');
    expect(text).toContain('sahab_outbox_pending_deliveries{channel="webhook"} 0');
    expect(text).toContain('sahab_outbox_oldest_pending_age_seconds{channel="webhook"} 0');
    const age = Number(/oldest_pending_age_seconds\{channel="email"\} ([\d.]+)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });
});
