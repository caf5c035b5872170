import { runDatabaseCommand } from "../../settings/database-command";
import { runMessagesCommand } from "./messages-command";

/** `npm run messages …`, run from the production build by scripts/messages.mjs. */
export function runMessagesCli(args: string[]): Promise<number> {
  return runDatabaseCommand(args, runMessagesCommand);
}
