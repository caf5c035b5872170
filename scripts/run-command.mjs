// @ts-check
// The one launcher of the operators' commands (`npm run messages`, `npm run network-status`):
// each is a function the production build's server module exports, run with the command
// line's arguments. It builds nothing itself: on a server installed with `--omit=dev`, or with
// a read-only `build/`, there is no compiler to run, and rebuilding would overwrite the files
// of the server that is running.
import { existsSync } from "node:fs";

/**
 * Runs the command the server build exports as `name` with this process's arguments, and
 * exits with its status; without a build, says in one line to build first and exits 1.
 *
 * @param {"runMessagesCli" | "runNetworkStatusCli"} name
 */
export async function runCommand(name) {
  process.env.NODE_ENV ??= "production";
  const serverBuild = new URL("../build/server/index.js", import.meta.url);

  if (!existsSync(serverBuild)) {
    console.error("No production build found: run `npm run build` first.");
    process.exit(1);
  }

  /** @type {Record<typeof name, (args: string[]) => Promise<number>>} */
  const server = await import(serverBuild.href);
  process.exitCode = await server[name](process.argv.slice(2));
}
