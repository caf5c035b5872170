import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("says in one line to build first when there is no build, and compiles nothing", () => {
  dir = mkdtempSync(path.join(tmpdir(), "sahab-messages-"));
  mkdirSync(path.join(dir, "scripts"));
  // The command and the launcher it runs through, as a server installed without a build has them.
  for (const script of ["messages.mjs", "run-command.mjs"]) {
    copyFileSync(path.join("scripts", script), path.join(dir, "scripts", script));
  }
  const run = spawnSync(process.execPath, [path.join(dir, "scripts", "messages.mjs")], {
    encoding: "utf8",
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe("");
  expect(run.stderr.trim().split("\n")).toEqual([
    "No production build found: run `npm run build` first.",
  ]);
  expect(execFileSync("ls", [dir], { encoding: "utf8" }).trim()).toBe("scripts");
});
