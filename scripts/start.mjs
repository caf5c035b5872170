// @ts-check
// `npm start`: serve the production build, building it first when there is none (or when a
// part the server needs is missing, as after an interrupted or older build).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";

const buildDir = fileURLToPath(new URL("../build", import.meta.url));
const serverBuild = new URL("../build/server/index.js", import.meta.url);
const needed = [serverBuild, new URL("../build/csp-hashes.json", import.meta.url)];

if (!needed.every((file) => existsSync(file))) {
  console.log("No complete production build found: building it first (npm run build).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {{ startServer(buildDir: string): Promise<void> }} */
const server = await import(serverBuild.href);
await server.startServer(buildDir);
