/**
 * Whether the addresses the server is told to listen on can be listened on, tried once before
 * any process serves: a host name that does not resolve, an address of another machine or a
 * port in use passes the settings' form and fails only when used, and then it stops the start
 * in one line naming its variable, never a stack (nor, from every worker, the same one).
 */
import { createServer } from "node:net";
import type { Settings } from "../app/settings/settings.server";

/** An address to listen on and the variables that set it, for the line that says why not. */
export interface ListenAddress {
  host: string;
  port: number;
  names: { host: string; port: string };
}

/** Where the site is served (HOST, PORT). */
export const siteAddress = ({ host, port }: Pick<Settings, "host" | "port">): ListenAddress => ({
  host,
  port,
  names: { host: "HOST", port: "PORT" },
});

/** Where the metrics are served (METRICS_HOST, METRICS_PORT). */
export const metricsAddress = ({
  host,
  port,
}: NonNullable<Settings["metrics"]>): ListenAddress => ({
  host,
  port,
  names: { host: "METRICS_HOST", port: "METRICS_PORT" },
});

/** One line saying why `address` cannot be listened on, naming its variable. */
export function listenProblem(error: unknown, { host, port, names }: ListenAddress): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const shownHost = JSON.stringify(host);
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
    case "EAI_FAIL":
      return `${names.host} must be an address of this machine or a name that resolves to one (${shownHost} does not resolve: ${code}).`;
    case "EADDRNOTAVAIL":
      return `${names.host} must be an address of this machine (it is ${shownHost}, which is not).`;
    case "EADDRINUSE":
      return `${names.port} must be a port nothing else listens on (${port} is in use on ${shownHost}).`;
    case "EACCES":
      return `${names.port} must be a port this process may listen on (${port} on ${shownHost} is refused: a port below 1024 needs a privilege).`;
    default:
      return `Cannot listen on ${shownHost} port ${port} (${names.host}, ${names.port}): ${message}`;
  }
}

/** Listens on `address` and closes again; the line saying why it cannot, or undefined. */
async function tryListening(address: ListenAddress): Promise<string | undefined> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ host: address.host, port: address.port, exclusive: true }, resolve);
    });
  } catch (error) {
    return listenProblem(error, address);
  }
  await new Promise((resolve) => server.close(resolve));
  return undefined;
}

/** The first problem with listening where `settings` say, or undefined when every address works. */
export async function firstListenProblem(settings: Settings): Promise<string | undefined> {
  const addresses = [siteAddress(settings)];
  if (settings.metrics) addresses.push(metricsAddress(settings.metrics));
  for (const address of addresses) {
    const problem = await tryListening(address);
    if (problem) return problem;
  }
  return undefined;
}
