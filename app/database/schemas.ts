/**
 * How a feature's tables come to exist: each feature that stores rows hands the database owner
 * a schema, its migrations and the table that records which of them have run. Each schema is
 * brought up to date on its own, in the order given, so a feature's steps never wait on or
 * reorder another's. See docs/decisions/074-one-database-owner-per-process.md.
 */
import type { Migration } from "kysely/migration";
import type { Engine } from "./database-target";

export interface DatabaseSchema {
  /**
   * The table that records this schema's migrations (a lock table named after it, `_lock`
   * added, goes with it). One a feature: `network_status_migration`, say.
   */
  migrationTable: string;
  /** Every step, by name; applied in name order, each once, the same on both engines. */
  migrations(engine: Engine): Record<string, Migration>;
}
