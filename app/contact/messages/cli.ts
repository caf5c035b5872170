import { dataDir } from "./data-dir";
import { runMessagesCommand } from "./messages-command";

/** `npm run messages …`, run from the production build by scripts/messages.mjs. */
export function runMessagesCli(args: string[]): number {
  return runMessagesCommand(args, {
    dataDir: dataDir(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
