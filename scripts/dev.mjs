// @ts-check
// `npm run dev`: the same Express app as production (headers, policy, form guard, rate limit),
// with Vite in middleware mode serving the app's modules and reloading them as they change.
import { createServer as createHttpServer } from "node:http";
import { createServer as createViteServer } from "vite";

process.env.NODE_ENV = "development";

const httpServer = createHttpServer();
// Hot updates share the page's own port, which the policy's `connect-src 'self'` allows.
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});

// The settings are read and checked once, by the server's own schema, as `npm start` does:
// one that cannot be meant stops here with one line. Only the port's default is the
// development server's own.
const { parseSettings, SettingsError } =
  /** @type {typeof import("../app/settings/settings.server")} */ (
    await vite.ssrLoadModule("./app/settings/settings.server.ts")
  );
/** @type {import("../app/settings/settings.server").Settings} */
let settings;
try {
  settings = parseSettings({ PORT: "5173", ...process.env });
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  await vite.close();
  process.exit(1);
}
const { host, port } = settings;

/** @type {unknown} */
let loaded;
/** @type {import("express").Express | undefined} */
let app;

/** The app made from the current modules: made again once Vite has reloaded a changed one. */
async function currentApp() {
  const server = /** @type {typeof import("../server/app")} */ (
    await vite.ssrLoadModule("./server/app.ts")
  );
  if (server !== loaded || !app) {
    // The rate limit is kept in the contact database, so editing a file does not reset it.
    app = await server.createApp({ settings, devAssets: vite.middlewares });
    loaded = server;
  }
  return app;
}

httpServer.on("request", (req, res) => {
  currentApp().then(
    (handler) => handler(req, res),
    (/** @type {Error} */ error) => {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.statusCode = 500;
      res.end("The development server could not load the app; see its console.");
    },
  );
});
httpServer.listen(port, host, () => {
  console.log(`Development server at http://${host}:${port}`);
});
