import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../server/logger";
import { announceServing } from "../server/serve";
import { servingProcesses } from "./server-ready.mjs";

afterEach(() => vi.restoreAllMocks());

describe("servingProcesses", () => {
  it("reads the process count from the line the server announces itself with", () => {
    const lines: string[] = [];
    // The line is a JSON log record; its message names the processes.
    const info = (fields: object, msg: string) => lines.push(JSON.stringify({ ...fields, msg }));
    vi.spyOn(logger, "info").mockImplementation(info as never);
    announceServing(1);
    announceServing(4);
    expect(lines.map(servingProcesses)).toEqual([1, 4]);
  });

  it("is undefined until that line has been printed", () => {
    expect(servingProcesses("GET / 200 3 ms\n")).toBeUndefined();
  });
});
