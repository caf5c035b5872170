import type { TestProject } from "vitest/node";
import { startPostgres } from "../../harness/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test PostgreSQL server's maintenance database; tests create their own beside it. */
    postgresAdminUrl: string;
  }
}

/** One throwaway PostgreSQL for the whole unit run (tests/postgres.ts), removed at the end. */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresAdminUrl", server.url());
  return () => server.remove();
}
