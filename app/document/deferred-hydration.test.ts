import { describe, expect, it } from "vitest";
import {
  DEFERRED_MODULE_TYPE,
  deferModuleScripts,
  deferredModuleLoader,
} from "./deferred-hydration";

const rendered = [
  '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-a1.js"/>',
  '<link rel="modulepreload" href="/assets/root-b2.js"/><link rel="modulepreload" href="/assets/root-b2.js"/>',
  '<link rel="stylesheet" href="/assets/root-c3.css"/></head><body>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-b2.js";</script></body>',
].join("");

describe("deferModuleScripts", () => {
  const deferred = deferModuleScripts(rendered);

  it("leaves nothing that fetches a module while the page is parsed", () => {
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).not.toContain('type="module"');
  });

  it("keeps the module's code, inert, with its preloads listed once each", () => {
    expect(deferred).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" data-modulepreload="/assets/entry.client-a1.js /assets/root-b2.js">` +
        'import * as route0 from "/assets/root-b2.js";</script>',
    );
  });

  it("keeps the stylesheet and the classic inline script", () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root-c3.css"/>');
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("leaves a document without module scripts unchanged", () => {
    const staticPage = '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Hi</p></body>';
    expect(deferModuleScripts(staticPage)).toBe(staticPage);
  });
});

describe("deferredModuleLoader", () => {
  it("looks for the inert type the server writes", () => {
    expect(deferredModuleLoader).toContain(`script[type=\\"${DEFERRED_MODULE_TYPE}\\"]`);
  });
});
