/**
 * The server build (`build/server/index.js`), made by Vite with the app in one module graph
 * (docs/decisions/024-one-module-graph.md): the Express app, the process that serves it and the
 * messages command.
 */
export { createApp } from "./app";
export { startServer } from "./start";
export { runMessagesCli } from "../app/contact/contact.server";
export { runNetworkStatusCli } from "../app/network-status/network-status.server";
/** Every public page in every locale, for the scripts that visit them all. */
export { localizedPagePaths } from "../app/site/paths";
