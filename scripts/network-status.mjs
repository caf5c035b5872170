// @ts-check
// `npm run network-status`: runs the operations centre's command from the production build. It builds nothing
// itself: on a server installed with `--omit=dev`, or with a read-only `build/`, there is no
// compiler to run, and rebuilding would overwrite the files of the server that is running.
import { existsSync } from "node:fs";

process.env.NODE_ENV ??= "production";
const serverBuild = new URL("../build/server/index.js", import.meta.url);

if (!existsSync(serverBuild)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

/** @type {{ runNetworkStatusCli(args: string[]): Promise<number> }} */
const server = await import(serverBuild.href);
process.exitCode = await server.runNetworkStatusCli(process.argv.slice(2));
