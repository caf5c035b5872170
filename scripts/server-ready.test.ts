import { afterEach, describe, expect, it, vi } from "vitest";
import { announceServing } from "../server/serve";
import { servingProcesses } from "./server-ready.mjs";

afterEach(() => vi.restoreAllMocks());

describe("servingProcesses", () => {
  it("reads the process count from the line the server announces itself with", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    announceServing(1);
    announceServing(4);
    expect(lines.map(servingProcesses)).toEqual([1, 4]);
  });

  it("is undefined until that line has been printed", () => {
    expect(servingProcesses("GET / 200 3 ms\n")).toBeUndefined();
  });
});
