import path from "node:path";
import { dataDir } from "./data-dir";

/**
 * Where the contact database is: PostgreSQL when DATABASE_URL is set (several instances share
 * it), else a SQLite file under DATA_DIR. See docs/decisions/027-one-query-layer-two-engines.md.
 */
export type DatabaseTarget =
  { engine: "sqlite"; dataDir: string } | { engine: "postgres"; url: string };

/** DATABASE_URL cannot be used; the message never contains the URL (it may hold a password). */
export class DatabaseUrlError extends Error {}

export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const value = env.DATABASE_URL;
  if (value === undefined || value === "") return { engine: "sqlite", dataDir: dataDir(env) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DatabaseUrlError(
      "DATABASE_URL is not a URL: it must look like postgres://user:password@host:5432/database.",
    );
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new DatabaseUrlError(
      `DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//).`,
    );
  }
  if (!url.hostname || url.pathname.length <= 1) {
    throw new DatabaseUrlError(
      "DATABASE_URL must name a host and a database: postgres://user:password@host:5432/database.",
    );
  }
  return { engine: "postgres", url: value };
}

/** The target without secrets, for messages: `postgres://user@host:5432/db` or the file. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.engine === "sqlite") return path.join(target.dataDir, "messages.sqlite");
  const url = new URL(target.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `postgres://${user}${url.host}${url.pathname}`;
}
