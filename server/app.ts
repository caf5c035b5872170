import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { RouterContextProvider } from "react-router";
import { contactRequests } from "../app/contact/contact.server";
import { logContext } from "../app/log";
import type { Settings } from "../app/settings/settings.server";
import { paramsThePagesRead, visitorStateParams } from "../app/site/query-params";
import { contentSecurityPolicy, readPageHashes } from "./csp";
import type { ErrorPage } from "./error-pages";
import { formPostPathsOf, guardFormPosts, postOnlyPathsOf, postsToIndexRoutes } from "./form-posts";
import { HEALTH_PATH, healthCheck } from "./health";
import { logRequests } from "./http-log";
import { logger } from "./logger";
import { answerUnsupportedMethods } from "./methods";
import { handleWithReactRouter } from "./react-router-handler";
import { canonicalPaths, originFormTarget } from "./request-target";
import { securityHeaders } from "./security-headers";
import {
  cacheControlFor,
  findClientFiles,
  findPrerenderedPaths,
  needsRendering,
  redirectIndexFiles,
  servePrerenderedPages,
} from "./static-files";

export interface AppOptions {
  /** The server's settings, read once at start (app/settings/settings.server.ts). */
  settings: Settings;
  /** The production build's folder (`build/`), whose client files and pages are served. */
  buildDir?: string;
  /**
   * In development, Vite's middleware, which serves the app's modules and assets in place of
   * the build; nothing is prerendered then, so React Router renders every page.
   */
  devAssets?: RequestHandler;
}

/**
 * The site, top to bottom: the request target in origin form, headers, logging, compression,
 * one address per path, 405 for methods a resource does not take, the health check
 * (`/healthz`, record 028), the guard on form posts (the only bodies ever read), the
 * prerendered pages and the build's files, and React Router for everything else (the
 * not-found page, the contact form's action, pages with a parameter they read, and the branded
 * error pages, record 033). The same app serves in development, with Vite's middleware in place
 * of the build's files.
 */
export async function createApp({
  settings,
  buildDir,
  devAssets,
}: AppOptions): Promise<express.Express> {
  // Imported when the app is made, not with this module, so the build of the app is a module
  // of its own: prerendering loads it alone, and the messages command never loads it.
  const build = await import("virtual:react-router/server-build");
  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For and X-Forwarded-Proto are believed: by default only peers on this
  // machine or a private network (a load balancer), so a client cannot name its own address
  // to slip the contact form's rate limit. See docs/decisions/017-form-posts-behind-proxies.md.
  app.set("trust proxy", settings.trustProxy);

  const clientDir = buildDir && path.join(buildDir, "client");
  const prerendered = clientDir ? findPrerenderedPaths(clientDir) : new Set<string>();
  const clientFiles = clientDir ? findClientFiles(clientDir) : new Set<string>();
  const formPostPaths = formPostPathsOf(build.routes);
  const contact = contactRequests(settings, logger);
  const reactRouter = handleWithReactRouter(
    build,
    (req) => {
      const context = new RouterContextProvider(new Map([[logContext, logger]]));
      contact.provide(context, req.ip ?? "unknown");
      return context;
    },
    { visitorStateParams, mode: devAssets ? "development" : "production" },
  );
  const { errorPage } = reactRouter;

  app.use(originFormTarget);
  app.use(securityHeaders({ hsts: settings.hsts }));
  app.use(logRequests());
  app.use(compression());
  app.use(canonicalPaths(errorPage));
  app.use(
    answerUnsupportedMethods({
      pages: prerendered,
      formPostPaths,
      postOnlyPaths: postOnlyPathsOf(build.routes),
      files: new Set([...clientFiles, HEALTH_PATH]),
      errorPage,
    }),
  );
  app.use(postsToIndexRoutes(build.routes));
  app.use(healthCheck(contact.checkDatabase));
  app.use(guardFormPosts(formPostPaths));
  if (buildDir && clientDir) app.use(buildFiles(buildDir, clientDir, prerendered, clientFiles));
  if (devAssets) app.use(devAssets);
  app.use(reactRouter.handler);
  app.use(answerFailures(errorPage));
  return app;
}

/**
 * What failed before or outside React Router (which answers its own errors) is logged without
 * the request's query, and answered with the branded 500 page.
 */
function answerFailures(errorPage: ErrorPage): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    logger.error({ err: error }, "A request failed before React Router could answer it");
    if (res.headersSent) return next(error);
    errorPage(req, res, 500);
  };
}

/** The prerendered pages and the client files of the build, each precompressed. */
function buildFiles(
  buildDir: string,
  clientDir: string,
  prerendered: Set<string>,
  clientFiles: Set<string>,
): RequestHandler {
  const staticFiles = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControlFor(filePath));
        // Prerendered route data, fetched by client-side navigation.
        if (/\.data(\.br|\.gz)?$/.test(filePath)) res.setHeader("Content-Type", "text/x-script");
      },
    },
  });
  const hashes = readPageHashes(buildDir);
  const servePrerendered = servePrerenderedPages(prerendered, (page) =>
    contentSecurityPolicy(hashes[page]),
  );
  const files = express.Router();
  files.use(redirectIndexFiles(prerendered));
  // Only what the build made to be served: a page at its path, or a client file; not a page's
  // index.html, nor a precompressed copy on its own (those go on to the not-found page).
  files.use((req, res, next) => {
    if (needsRendering(req, prerendered, paramsThePagesRead)) return next();
    if (prerendered.has(req.path)) servePrerendered(req, res, () => staticFiles(req, res, next));
    else if (clientFiles.has(req.path)) staticFiles(req, res, next);
    else next();
  });
  // A hashed asset that is not on disk is gone for good; no page render needed to say so.
  files.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return files;
}
