// @ts-check
// Adds to package-lock.json the platform-specific optional packages (rollup-darwin-arm64,
// oxide-win32-x64-msvc, …) that npm leaves out when the registry it reaches serves only this
// machine's platform. Without them `npm ci` calls the lockfile out of sync. Each entry gets the
// os/cpu/libc its name declares, so npm skips it on every other platform without fetching it.
// Run after any `npm install` that changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { readFile, writeFile } from "node:fs/promises";

const OSES = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "win32",
  "openbsd",
  "openharmony",
  "sunos",
  "aix",
  "netbsd",
];
const CPUS = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

/** @param {string} name */
export function platformOf(name) {
  const tokens = (name.split("/").pop() ?? "").split("-");
  const os = tokens.find((token) => OSES.includes(token));
  const cpu = tokens.find((token) => CPUS.includes(token));
  const libcToken = tokens.find((token) => /^(gnu|musl)/.test(token));
  const libc = libcToken?.startsWith("musl") ? "musl" : libcToken ? "glibc" : undefined;
  return { os, cpu, libc };
}

/**
 * @param {{ packages: Record<string, any> }} lock
 * @returns {string[]} the locations it added
 */
export function completeLockfile(lock) {
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const { os, cpu, libc } = platformOf(name);
      if (!cpu) continue; // not a platform binary
      const parentDir = location.slice(0, location.lastIndexOf("node_modules/"));
      const besideParent = `${parentDir}node_modules/${name}`;
      const insideParent = `${location}/node_modules/${name}`;
      if (besideParent in lock.packages || insideParent in lock.packages) continue;
      // Hoisted beside the parent, unless another version already holds that place.
      const target = `node_modules/${name}` in lock.packages ? insideParent : besideParent;
      lock.packages[target] = {
        version,
        cpu: [cpu],
        ...(entry.dev ? { dev: true } : {}),
        ...(libc ? { libc: [libc] } : {}),
        optional: true,
        ...(os ? { os: [os] } : {}),
      };
      added.push(target);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a < b ? -1 : 1,
    ),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL("../package-lock.json", import.meta.url);
  const lock = JSON.parse(await readFile(file, "utf8"));
  const added = completeLockfile(lock);
  await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} platform entries.`);
}
