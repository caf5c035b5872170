import path from "node:path";

/**
 * Where the contact database is: PostgreSQL when DATABASE_URL is set (several instances share
 * it), else a SQLite file under DATA_DIR; read with the other settings
 * (app/settings/settings.server.ts). See docs/decisions/027-one-query-layer-two-engines.md.
 */
export type DatabaseTarget =
  { engine: "sqlite"; dataDir: string } | { engine: "postgres"; url: string };

/** The two engines the same queries and migrations run on. */
export type Engine = DatabaseTarget["engine"];

/** The target without secrets, for messages: `postgres://user@host:5432/db` or the file. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.engine === "sqlite") return path.join(target.dataDir, "messages.sqlite");
  const url = new URL(target.url);
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `postgres://${user}${url.host}${url.pathname}`;
}
