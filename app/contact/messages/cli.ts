import { parseDatabaseTarget, SettingsError } from "../../settings/settings.server";
import { runMessagesCommand } from "./messages-command";

/** `npm run messages …`, run from the production build by scripts/messages.mjs. */
export async function runMessagesCli(args: string[]): Promise<number> {
  let target;
  try {
    target = parseDatabaseTarget();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  return runMessagesCommand(args, {
    target,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
