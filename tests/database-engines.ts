/**
 * The two engines the contact store runs on, for tests that must hold on both: a SQLite file
 * in a temporary folder, or a database of its own on the test PostgreSQL server
 * (tests/setup/postgres-server.ts). Test code only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { DatabaseTarget } from "../app/contact/messages/database-target";
import { createDatabase, dropDatabase } from "./postgres";

export const ENGINES = ["sqlite", "postgres"] as const;
export type TestEngine = (typeof ENGINES)[number];

export interface TestDatabase {
  target: DatabaseTarget;
  /** Deletes the database (its folder, or the PostgreSQL database). */
  remove(): Promise<void>;
}

export async function freshDatabase(engine: TestEngine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-db-"));
    return {
      target: { engine, dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject("postgresAdminUrl");
  const url = await createDatabase(adminUrl);
  return { target: { engine, url }, remove: () => dropDatabase(adminUrl, url) };
}
