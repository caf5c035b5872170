import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { readHashes } from "./csp-hashes.js";
import { formPathsOf, guardFormPosts } from "./form-posts.js";
import { securityHeaders } from "./security-headers.js";
import type { SubmissionGate } from "./submission-gate.js";
import { logRequests } from "./request-log.js";
import {
  cacheControlFor,
  findPrerenderedPaths,
  needsRendering,
  redirectTrailingSlash,
  servePrerenderedPages,
} from "./static-files.js";

/**
 * The production site, top to bottom: headers, logging, compression, canonical paths, the
 * guard on form posts, the prerendered pages and hashed assets from disk, and React Router for
 * everything else (the not-found page, the contact form's action, pages with a query, and the
 * 405 answer to methods a page does not accept).
 */
export async function createApp(
  buildDir: string,
  submissionGate: SubmissionGate,
): Promise<express.Express> {
  const clientDir = path.join(buildDir, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  // How many proxies stand in front (default: one, the load balancer); their X-Forwarded-*
  // headers are trusted for the client's address. With none, set TRUST_PROXY=0, or clients
  // could name their own address and slip the contact form's rate limit.
  app.set("trust proxy", Number(process.env.TRUST_PROXY ?? 1));

  app.use(securityHeaders());
  app.use(logRequests);
  app.use(compression());
  app.use(redirectTrailingSlash);

  app.use(guardFormPosts(formPathsOf(serverBuild.routes)));

  const prerendered = findPrerenderedPaths(clientDir);
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
  const servePrerendered = servePrerenderedPages(prerendered, readHashes(buildDir));
  app.use((req, res, next) => {
    if (needsRendering(req, prerendered)) return next();
    servePrerendered(req, res, () => staticFiles(req, res, next));
  });
  // A hashed asset that is not on disk is gone for good; no page render needed to say so.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  // The app's own context key (exported by entry.server.tsx), so the values set here are the
  // ones its actions read.
  const { submissionAllowedContext } = serverBuild.entry.module as unknown as {
    submissionAllowedContext: RouterContext<() => Promise<boolean>>;
  };
  app.all(
    "/{*path}",
    createRequestHandler({
      build: serverBuild,
      mode: "production",
      getLoadContext: (req) =>
        new RouterContextProvider(
          new Map([[submissionAllowedContext, () => submissionGate(req.ip ?? "unknown")]]),
        ),
    }),
  );
  return app;
}
