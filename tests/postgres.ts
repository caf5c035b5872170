/**
 * The throwaway PostgreSQL server for tests. It lives in scripts/postgres.mjs, plain JavaScript,
 * so the reliability benchmark (a .mjs script run by Node without a compiler) can start one too.
 */
export {
  createDatabase,
  dropDatabase,
  postgresBin,
  startPostgres,
  TEST_PASSWORD,
  type PostgresServer,
} from "../scripts/postgres.mjs";
