/** Starts the production server on HOST:PORT and stops it cleanly on SIGTERM or SIGINT. */
import path from "node:path";

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";
const { createApp } = await import("./app.js");
const { startMessageRetention } = await import("./messages/retention.js");

const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
const buildDir = path.resolve(import.meta.dirname, "..");
const SHUTDOWN_GRACE_MS = 10_000;

const app = await createApp(buildDir);
const retention = startMessageRetention();
// A burst of new connections overflows Node's default accept queue (511); the kernel caps this.
const LISTEN_BACKLOG = 4096;
const server = app.listen(port, host, LISTEN_BACKLOG, (error?: Error) => {
  if (error) throw error;
  console.log(`Sahab Mobile is being served at http://${host}:${port}`);
});

function shutDown(signal: NodeJS.Signals) {
  console.log(`${signal} received: finishing open requests, then stopping`);
  clearInterval(retention);
  server.close((error) => process.exit(error ? 1 : 0));
  server.closeIdleConnections();
  // A client that holds its connection open must not keep the process alive for ever.
  setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
}

process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);
