import { dataDir } from "./data-dir";
import { runMessagesCommand } from "./messages-command";

process.exitCode = runMessagesCommand(process.argv.slice(2), {
  dataDir: dataDir(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
