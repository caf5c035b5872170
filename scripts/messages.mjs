// @ts-check
// `npm run messages`: the operator's export command, from the production build.
import { runCommand } from "./run-command.mjs";

await runCommand("runMessagesCli");
