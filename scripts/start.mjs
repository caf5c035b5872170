// @ts-check
// `npm start`: serve the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const serverEntry = new URL("../build/node/index.js", import.meta.url);

if (!existsSync(serverEntry) || !existsSync(new URL("../build/server/index.js", import.meta.url))) {
  console.log("No production build found: building it first (npm run build).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(serverEntry.href);
