// @ts-check
// `npm run messages`: runs the export command compiled by `npm run build`. It compiles nothing
// itself: on a server installed with `--omit=dev`, or with a read-only `build/`, there is no
// compiler to run, and recompiling would overwrite the files of the server that is running.
import { existsSync } from "node:fs";

const command = new URL("../build/node/messages/cli.js", import.meta.url);

if (!existsSync(command)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

await import(command.href);
