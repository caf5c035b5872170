// @ts-check
import { startProductionServer } from "../../harness/production-server.mjs";

/** @typedef {import("../../harness/production-server.mjs").ProductionServer} ProductionServer
 * @typedef {ReturnType<typeof keptServer>} KeptServer */

/** The production server, on a throwaway database and with a contact rate limit that nothing
 * here can reach, started again whenever it is found stopped before a run: on a shared machine
 * other jobs stop stray servers, and the benchmark should resume rather than fail. */
export function keptServer(/** @type {number} */ port, /** @type {string} */ dataDir) {
  /** @type {ProductionServer | undefined} */ let server;
  return {
    /** Resolves once the server is being served, starting it if it is not running, with the
     * number of its processes. */
    async up() {
      if (!server?.running()) {
        if (server) console.error("Starting the server again.");
        server = await startProductionServer({
          port,
          dataDir,
          env: { CONTACT_RATE_LIMIT: "1000000" },
          echoErrors: true,
        }).catch((/** @type {Error} */ error) => {
          throw new Error(`${error.message}\nIf the port is taken, pick another with --port.`);
        });
        const { process: child } = server;
        // Said on every stop: one in the middle of the runs explains the failures that follow.
        child.once("exit", (code, signal) => console.error(`Server stopped (${signal ?? code}).`));
      }
      return server.processes ?? 0;
    },
    /** The primary's process id, while it runs. */
    pid: () => server?.process.pid,
    stop: async () => server?.stop(),
  };
}
