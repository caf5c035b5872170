import type { OutgoingHttpHeaders } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import type { ContactFeature } from "../app/contact/contact.server";
import type { DatabaseOwner } from "../app/database/database-owner";
import { logContext } from "../app/log";
import { networkStatus } from "../app/network-status/network-status.server";
import type { Settings } from "../app/settings/settings.server";
import { siteContactFeature } from "../app/routes/contact-feature.server";
import { type PageHeadings, pageHeadingsContext } from "../app/site-search/page-headings";
import { visitorStateParams } from "../app/site/query-params.server";
import { processDatabase } from "./database";
import type { ErrorPage } from "./error-pages";
import { formPostPathsOf, guardFormPosts, postOnlyPathsOf, postsToIndexRoutes } from "./form-posts";
import { HEALTH_PATH, healthCheck } from "./health";
import { logRequests } from "./http-log";
import { logger } from "./logger";
import { answerUnsupportedMethods } from "./methods";
import type { MemoryFiles } from "./memory-files";
import { handleWithReactRouter } from "./react-router-handler";
import { canonicalPaths, originFormTarget } from "./request-target";
import { securityHeaders } from "./security-headers";
import { redirectIndexFiles } from "./static-files";

export interface AppOptions {
  /** The server's settings, read once at start (app/settings/settings.server.ts). */
  settings: Settings;
  /**
   * The process's one database owner (server/database.ts); without, the app makes it (the
   * development server, whose process runs nothing else on the database).
   */
  database?: DatabaseOwner;
  /**
   * The process's contact feature (app/contact/contact.server.ts), made once on `database` by
   * the server (server/serve.ts), which also runs its work; without, the app makes it (the
   * development server).
   */
  contact?: ContactFeature;
  /**
   * The production build's pages and files, which are answered from memory before a request
   * reaches this app (server/request-listener.ts); the app answers what they do not: another
   * method, another spelling of their path, a query the app reads.
   */
  files?: Pick<MemoryFiles, "pages" | "files">;
  /**
   * In development, Vite's middleware, which serves the app's modules and assets in place of
   * the build; nothing is prerendered then, so React Router renders every page.
   */
  devAssets?: RequestHandler;
  /** The build's pages' headings, for the site search's index (server/page-headings.ts). */
  pageHeadings?: readonly PageHeadings[];
  /** Told of each page React Router renders for a GET with 200 (server/live-answers.ts). */
  rendered?: (req: express.Request, headers: OutgoingHttpHeaders, body: Buffer) => void;
}

/**
 * The site but the build's files, top to bottom: the request target in origin form, headers,
 * logging, compression, one address per path, 405 for methods a resource does not take, the health
 * check (`/healthz`, docs/decisions/028-health-logs-and-a-proxy-in-front.md), the guard on form
 * posts (the only bodies ever read), and React Router for everything else (the not-found page, the
 * contact form's action, pages with a parameter they read, and the branded error pages,
 * docs/decisions/033-one-address-one-error-page.md). The same app serves in development, with
 * Vite's middleware in place of the build's files.
 */
export async function createApp({
  settings,
  database = processDatabase(settings),
  contact = siteContactFeature(settings, database),
  files,
  devAssets,
  pageHeadings = [],
  rendered,
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

  const prerendered = files?.pages ?? new Set<string>();
  const clientFiles = files?.files ?? new Set<string>();
  const formPostPaths = formPostPathsOf(build.routes);
  const status = networkStatus(settings, database, logger);
  const reactRouter = handleWithReactRouter(
    build,
    (req) => {
      const context = new RouterContextProvider(new Map([[logContext, logger]]));
      // The contact form's action reads the process's contact queries and this client's limit.
      contact.provide(context, req.ip ?? "unknown");
      status.provide(context);
      context.set(pageHeadingsContext, pageHeadings);
      return context;
    },
    { visitorStateParams, mode: devAssets ? "development" : "production", rendered },
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
  app.use(guardFormPosts(formPostPaths, errorPage));
  if (files) app.use(besideTheBuildFiles(prerendered));
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

/**
 * What comes near the build's files without being one: a page's `index.html` (sent to the
 * page), and a hashed asset that is not in the build, gone for good, which needs no page
 * rendered to say so.
 */
function besideTheBuildFiles(prerendered: Set<string>): RequestHandler {
  const router = express.Router();
  router.use(redirectIndexFiles(prerendered));
  router.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}
