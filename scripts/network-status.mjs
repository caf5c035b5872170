// @ts-check
// `npm run network-status`: the operations centre's command, from the production build.
import { runCommand } from "./run-command.mjs";

await runCommand("runNetworkStatusCli");
