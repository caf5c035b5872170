import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * The Node.js the project promises is the one CI proves: package.json's `engines`, `.nvmrc`, the
 * README and CI's script name the same major version, and every installed package accepts the
 * oldest Node that `engines` admits, so `npm ci` (strict about engines, `.npmrc`) neither warns
 * nor refuses on it.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

const manifest = JSON.parse(read("package.json")) as { engines: { node: string } };
const lockfile = JSON.parse(read("package-lock.json")) as {
  packages: Record<string, { engines?: Record<string, string> | string[]; optional?: boolean }>;
};
const oldest = semver.minVersion(manifest.engines.node);
const major = oldest?.major;

describe("the Node.js version", () => {
  it("is one major version named alike everywhere a newcomer or CI reads it", () => {
    expect(oldest).not.toBeNull();
    expect(read(".nvmrc").trim()).toBe(String(major));
    expect(read("README.md")).toContain(`Node.js **${major}**`);
    expect(read(".ci/run")).toContain(`node@${major}`);
    expect(read(".npmrc")).toMatch(/^engine-strict=true$/m);
  });

  it("runs these tests, so CI proves the version the README names", () => {
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
    expect(semver.major(process.versions.node)).toBe(major);
  });

  it("is accepted by every package the lockfile installs", () => {
    const refusing = Object.entries(lockfile.packages)
      .filter(([name]) => name !== "")
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && oldest && !semver.satisfies(oldest, range, { includePrerelease: true })
          ? [`${name.replace(/^.*node_modules\//, "")} wants node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
