// @ts-check
import net from "node:net";

/**
 * A TCP port free on 127.0.0.1 right now. With `rangeVariable`, from the range that
 * environment variable holds (`TEST_POSTGRES_PORTS=7750-7799`), tried in random order so
 * parallel callers rarely race for one; without it, or when it is not set, any port the system
 * picks.
 * @param {string} [rangeVariable]
 * @returns {Promise<number>}
 */
export async function freePort(rangeVariable) {
  const value = rangeVariable ? process.env[rangeVariable] : undefined;
  const range = /^(\d+)-(\d+)$/.exec(value ?? "");
  const candidates = range ? shuffled(Number(range[1]), Number(range[2])) : [0];
  for (const candidate of candidates) {
    const port = await listenable(candidate);
    if (port !== undefined) return port;
  }
  throw new Error(`No free port in ${rangeVariable}=${value}.`);
}

/**
 * Whether something accepts TCP connections on 127.0.0.1:`port` now: how a server that says
 * nothing when it is ready (nginx) is waited for.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function acceptsConnections(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The port once a server could listen on it (0: the one the system gave), else undefined. */
function listenable(/** @type {number} */ port) {
  return new Promise(
    /** @param {(port: number | undefined) => void} resolve */ (resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(undefined));
      server.listen(port, "127.0.0.1", () => {
        const { port: actual } = /** @type {net.AddressInfo} */ (server.address());
        server.close(() => resolve(actual));
      });
    },
  );
}

/** @param {number} from @param {number} to @returns {number[]} */
function shuffled(from, to) {
  const ports = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (let i = ports.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [ports[i], ports[j]] = [/** @type {number} */ (ports[j]), /** @type {number} */ (ports[i])];
  }
  return ports;
}
