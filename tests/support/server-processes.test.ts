import { describe, expect, it, vi } from "vitest";

describe("the ports the browser tests' extra servers get", () => {
  it("pass over every port a browser or fetch refuses", async () => {
    // As the first worker of a run on the default port has them.
    vi.stubEnv("E2E_PORT", "4173");
    vi.stubEnv("TEST_WORKER_INDEX", "0");
    vi.resetModules();
    const { REFUSED_PORTS, serverPort } = await import("./server-processes");
    const ports = Array.from({ length: 40 }, () => serverPort());
    expect(ports[0]).toBe(4174);
    expect(ports).not.toContain(4190);
    expect(ports).toContain(4191);
    expect(ports.filter((port) => REFUSED_PORTS.has(port))).toEqual([]);
    // The list is the one fetch holds to: it refuses 4190 before any connection is tried.
    await expect(fetch("http://127.0.0.1:4190/")).rejects.toThrow();
    vi.unstubAllEnvs();
  });
});
