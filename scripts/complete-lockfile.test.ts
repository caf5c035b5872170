import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completeLockfile, platformOf } from "./complete-lockfile.mjs";

describe("complete-lockfile", () => {
  it("reads the platform from a binary package's name", () => {
    expect(platformOf("@rollup/rollup-linux-arm-musleabihf")).toEqual({
      os: "linux",
      cpu: "arm",
      libc: "musl",
    });
    expect(platformOf("@tailwindcss/oxide-win32-x64-msvc")).toEqual({
      os: "win32",
      cpu: "x64",
      libc: undefined,
    });
    expect(platformOf("@tailwindcss/oxide-wasm32-wasi").cpu).toBe("wasm32");
  });

  it("adds a missing platform package beside its siblings, and only once", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/tool": {
          version: "1.0.0",
          dev: true,
          optionalDependencies: { "@t/tool-darwin-arm64": "1.0.0", helper: "2.0.0" },
        },
      } as Record<string, object>,
    };
    expect(completeLockfile(lock)).toEqual(["node_modules/@t/tool-darwin-arm64"]);
    expect(lock.packages["node_modules/@t/tool-darwin-arm64"]).toEqual({
      version: "1.0.0",
      cpu: ["arm64"],
      dev: true,
      optional: true,
      os: ["darwin"],
    });
    expect(completeLockfile(lock)).toEqual([]);
  });

  it("finds nothing missing in the committed lockfile (else `npm ci` fails)", () => {
    const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
    expect(completeLockfile(lock)).toEqual([]);
  });
});
