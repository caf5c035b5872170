import type { Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface LoopbackServer {
  port: number;
  /** How many bytes the server has read from all its connections so far. */
  bytesRead(): number;
  /** Closes every connection and the server. */
  stop(): Promise<void>;
}

/** Listens with `server` on a free port of 127.0.0.1, for a unit test of what it answers. */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  const accepted: Socket[] = [];
  server.on("connection", (socket) => accepted.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    bytesRead: () => accepted.reduce((total, socket) => total + socket.bytesRead, 0),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
