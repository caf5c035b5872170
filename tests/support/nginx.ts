import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { acceptsConnections } from "../../harness/free-port.mjs";

/** The sample configuration docs/operations.md links to, with its placeholders. */
export const NGINX_SAMPLE = path.resolve("deploy/nginx.conf");

/** Debian's nginx (`apt-get install nginx`), which is not on a non-root PATH. */
export const NGINX =
  process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** The build the instances serve, whose files nginx serves itself. */
export const BUILD_DIR = path.resolve("build");

/**
 * Debian's brotli_static module (`apt-get install libnginx-mod-http-brotli-static`), loaded
 * here as the package's own snippet loads it for the machine's nginx; an nginx built with the
 * module needs no line.
 */
const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
export const loadModules = existsSync(BROTLI_STATIC_MODULE)
  ? [`load_module ${BROTLI_STATIC_MODULE};`]
  : [];

export interface Nginx {
  process: ChildProcess;
  url: string;
  /** What nginx's access log holds so far. */
  accessLog: () => string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in front of `instances` (each `host:port`), listening on 127.0.0.1:`port`, with
 * the repository's sample configuration filled in: a throwaway prefix holds the main
 * configuration, the pid file and the temporary files, so nothing of the machine's nginx is
 * used or touched. Resolves once nginx accepts connections.
 */
export async function startNginx({
  port,
  instances,
}: {
  port: number;
  instances: string[];
}): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "sahab-nginx-"));
  const values: Record<string, string> = {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    SAHAB_BUILD: BUILD_DIR,
    NGINX_ACCESS_LOG: path.join(dir, "access.log"),
  };
  instances.forEach((instance, i) => (values[`SAHAB_INSTANCE_${i + 1}`] = instance));
  const site = readFileSync(NGINX_SAMPLE, "utf8").replace(/\$\{(\w+)\}/g, (placeholder, name) => {
    const value = values[name as string];
    if (value === undefined) throw new Error(`No value for ${placeholder} in ${NGINX_SAMPLE}`);
    return value;
  });
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = (name: string) => path.join(dir, name);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      ...loadModules,
      // Started as root, nginx runs its workers as `nobody`, who may not read the build where
      // the checkout is private to its owner (a clone under /root): here they stay root.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${temp("client_body")};`,
      `  proxy_temp_path ${temp("proxy")};`,
      `  fastcgi_temp_path ${temp("fastcgi")};`,
      `  uwsgi_temp_path ${temp("uwsgi")};`,
      `  scgi_temp_path ${temp("scgi")};`,
      `  include ${path.join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(
    NGINX,
    [
      "-p",
      dir,
      "-e",
      "stderr",
      "-c",
      path.join(dir, "nginx.conf"),
      "-g",
      `daemon off; pid ${path.join(dir, "nginx.pid")}; error_log stderr;`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += String(chunk)));
  child.stderr.on("data", (chunk) => (output += String(chunk)));
  const exited = once(child, "exit");
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx stopped: ${output}`);
        return acceptsConnections(port);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    accessLog: () =>
      existsSync(values.NGINX_ACCESS_LOG ?? "")
        ? readFileSync(values.NGINX_ACCESS_LOG ?? "", "utf8")
        : "",
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
