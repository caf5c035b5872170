/**
 * The production server says it is ready with one line (`announceServing` in server/serve.ts):
 * "Sahab Mobile is being served at http://host:port (N processes)". The scripts that start it
 * read that line here, so its format is known in one place outside the server.
 */
const READY_LINE = /being served at \S+ \((\d+) process/;

/** The number of processes the ready line in `output` names, or undefined before it. */
export function servingProcesses(/** @type {string} */ output) {
  const ready = READY_LINE.exec(output);
  return ready ? Number(ready[1]) : undefined;
}
