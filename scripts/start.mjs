// @ts-check
// `npm start`: serve the production build, building it first when there is none (or when a
// part the server needs is missing, as after an interrupted or older build).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const needed = ["../build/node/index.js", "../build/server/index.js", "../build/csp-hashes.json"];

if (!needed.every((file) => existsSync(new URL(file, import.meta.url)))) {
  console.log("No complete production build found: building it first (npm run build).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(new URL("../build/node/index.js", import.meta.url).href);
