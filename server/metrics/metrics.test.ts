import { readFileSync } from "node:fs";
import path from "node:path";
import { Registry } from "prom-client";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { contactMetrics, deliveryMetrics, metricsRegistry } from "../../app/metrics/metrics.server";
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
        { channel: "confirmation", pending: 1, oldestQueuedAt: queuedAt },
      ];
    });
    const text = await registry.metrics();
    expect(reads).toBe(1);
    expect(text).toContain('sahab_outbox_pending_deliveries{channel="confirmation"} 1');
    expect(text).toContain('sahab_outbox_pending_deliveries{channel="email"} 3');
    expect(text).toContain('sahab_outbox_pending_deliveries{channel="webhook"} 0');
    expect(text).toContain('sahab_outbox_oldest_pending_age_seconds{channel="webhook"} 0');
    const age = Number(/oldest_pending_age_seconds\{channel="email"\} ([\d.]+)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(120);
  });
});

describe("the messages counted by kind", () => {
  /** Each series' value now, by its labels as the text format writes them. */
  async function series(name: string): Promise<Map<string, number>> {
    const metric = await metricsRegistry.getSingleMetric(name)?.get();
    return new Map(
      (metric?.values ?? []).map(({ labels, value }) => [
        Object.entries(labels)
          .map(([label, text]) => `${label}=${String(text)}`)
          .join(","),
        value,
      ]),
    );
  }
  /** What each series of `names` rose by while `count` ran. */
  async function rises(names: string[], count: () => void): Promise<Record<string, number>> {
    const before = await Promise.all(names.map(series));
    count();
    const after = await Promise.all(names.map(series));
    const risen: Record<string, number> = {};
    names.forEach((name, index) => {
      for (const [labels, value] of after[index] ?? []) {
        const rise = value - (before[index]?.get(labels) ?? 0);
        if (rise !== 0) risen[`${name}{${labels}}`] = rise;
      }
    });
    return risen;
  }

  it("start at zero for every kind, reason, channel and outcome, the confirmation a sign-up's alone", async () => {
    expect([...(await series("sahab_messages_stored_total")).keys()]).toEqual([
      "kind=contact",
      "kind=signup",
    ]);
    expect((await series("sahab_messages_refused_total")).get("kind=signup,reason=spam")).toBe(0);
    const byKind = [...(await series("sahab_deliveries_by_kind_total")).keys()];
    expect(byKind).toContain("kind=signup,channel=confirmation,outcome=failed");
    expect(byKind).not.toContain("kind=contact,channel=confirmation,outcome=failed");
  });

  it("count a sign-up by its kind, and a contact message in the contact form's series too", async () => {
    const names = [
      "sahab_contact_messages_stored_total",
      "sahab_contact_messages_refused_total",
      "sahab_messages_stored_total",
      "sahab_messages_refused_total",
    ];
    expect(
      await rises(names, () => {
        contactMetrics.stored("signup");
        contactMetrics.refused("rate_limited", "signup");
      }),
    ).toEqual({
      "sahab_messages_stored_total{kind=signup}": 1,
      "sahab_messages_refused_total{kind=signup,reason=rate_limited}": 1,
    });
    expect(
      await rises(names, () => {
        contactMetrics.stored();
        contactMetrics.refused("invalid");
      }),
    ).toEqual({
      "sahab_contact_messages_stored_total{}": 1,
      "sahab_contact_messages_refused_total{reason=invalid}": 1,
      "sahab_messages_stored_total{kind=contact}": 1,
      "sahab_messages_refused_total{kind=contact,reason=invalid}": 1,
    });
  });

  it("count every send by channel, as before, and by the message's kind", async () => {
    expect(
      await rises(["sahab_deliveries_total", "sahab_deliveries_by_kind_total"], () =>
        deliveryMetrics.sent("confirmation", "delivered", "signup"),
      ),
    ).toEqual({
      "sahab_deliveries_total{channel=confirmation,outcome=delivered}": 1,
      "sahab_deliveries_by_kind_total{kind=signup,channel=confirmation,outcome=delivered}": 1,
    });
  });
});
