import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A copy of the project (its files, tracked or new, and the real node_modules linked) for a
 * test to change a team's file in and build, so the build and the files the other tests use
 * are left alone.
 */
export class ProjectCopy {
  static readonly ROOT = path.resolve(import.meta.dirname, "../..");
  readonly root = mkdtempSync(path.join(os.tmpdir(), "sahab-rebuild-"));

  constructor() {
    const files = spawnSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      {
        cwd: ProjectCopy.ROOT,
        encoding: "utf8",
      },
    );
    for (const file of files.stdout.split("\0").filter(Boolean)) {
      // Large binary documentation is not needed to build.
      if (file.startsWith("docs/")) continue;
      mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
      cpSync(path.join(ProjectCopy.ROOT, file), path.join(this.root, file));
    }
    symlinkSync(
      path.join(ProjectCopy.ROOT, "node_modules"),
      path.join(this.root, "node_modules"),
      "dir",
    );
  }

  /** Puts a folder of the copy (`tariffs`) back as the project has it. */
  restore(folder: string) {
    cpSync(path.join(ProjectCopy.ROOT, folder), path.join(this.root, folder), { recursive: true });
  }

  /** The production build of the copy, as the project's deployments run it. */
  build() {
    return spawnSync("npx", ["react-router", "build"], {
      cwd: this.root,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }

  /** A file the build wrote for the browser (`international-call-rates.csv`). */
  built(file: string): string {
    return readFileSync(path.join(this.root, "build/client", file), "utf8");
  }

  remove() {
    rmSync(this.root, { recursive: true, force: true });
  }
}
