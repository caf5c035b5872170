import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseOwner, databaseOwner } from "./database-owner";
import type { OpenDatabase } from "./open-database";
import type { DatabaseSchema } from "./schemas";
import { ENGINES, freshDatabase, type TestDatabase } from "../../tests/support/contact-databases";
import { recordingLog } from "../../tests/support/recording-log";

/** A feature's schema as a new one would write it: its own table, its own migration record. */
const noticesSchema: DatabaseSchema = {
  migrationTable: "notices_migration",
  migrations: () => ({
    "001-notices": {
      async up(db) {
        await db.schema
          .createTable("notices")
          .addColumn("id", "integer", (column) => column.primaryKey())
          .addColumn("text", "text", (column) => column.notNull())
          .execute();
      },
    },
  }),
};

/** A second feature's, made after the first's. */
const updatesSchema: DatabaseSchema = {
  migrationTable: "updates_migration",
  migrations: () => ({
    "001-updates": {
      async up(db) {
        await db.schema
          .createTable("updates")
          .addColumn("notice_id", "integer", (column) => column.notNull())
          .execute();
      },
    },
  }),
};

const count = async ({ db }: OpenDatabase, table: string) => {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(
    table,
  )}`.execute(db);
  return Number(rows[0]?.n);
};

describe.each(ENGINES)("the database owner on %s", (engine) => {
  let database: TestDatabase;
  let owner: DatabaseOwner;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    owner = databaseOwner(database.target, {
      schemas: [noticesSchema, updatesSchema],
      log: recordingLog(),
    });
  });
  afterEach(async () => {
    await owner.close();
    await database.remove();
  });

  it("opens the database once and shares it between every use", async () => {
    await owner.open();
    const opened = await Promise.all([1, 2, 3].map(() => owner.run(async (each) => each)));
    expect(new Set(opened).size).toBe(1);
  });

  it("brings each feature's schema up to date, each recorded in its own table", async () => {
    await owner.run(async (open) => {
      await sql`INSERT INTO notices (id, text) VALUES (1, 'Maintenance tonight')`.execute(open.db);
      expect(await count(open, "notices")).toBe(1);
      expect(await count(open, "updates")).toBe(0);
      expect(await count(open, "notices_migration")).toBe(1);
      expect(await count(open, "updates_migration")).toBe(1);
    });
    // Another process opening it later finds nothing left to do, and the rows kept.
    const later = databaseOwner(database.target, {
      schemas: [noticesSchema, updatesSchema],
      log: recordingLog(),
    });
    try {
      expect(await later.run((open) => count(open, "notices"))).toBe(1);
    } finally {
      await later.close();
    }
  });

  it("gives a failed use's failure to its caller, and serves the next use", async () => {
    const failure = new Error("the disk is full");
    await expect(
      owner.run(async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await owner.run((open) => count(open, "notices"))).toBe(0);
  });

  it.runIf(engine === "sqlite")(
    "opens SQLite afresh after a fault, closing the old connection once the uses on it end",
    async () => {
      const first = await owner.run(async (open) => open);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // A use still running on the connection when another use fails on it.
      const running = owner.run(async (open) => {
        await gate;
        return count(open, "notices");
      });
      await expect(
        owner.run(async () => {
          throw new Error("SQLITE_IOERR");
        }),
      ).rejects.toThrow();
      const second = await owner.run(async (open) => open);
      expect(second).not.toBe(first);
      if (first.engine !== "sqlite") throw new Error("Opened as SQLite, it is SQLite.");
      expect(first.sqlite.open).toBe(true);
      release();
      expect(await running).toBe(0);
      await expect.poll(() => first.sqlite.open).toBe(false);
    },
  );

  it.runIf(engine === "postgres")(
    "keeps PostgreSQL's pool after a fault, as the pool replaces broken connections itself",
    async () => {
      const first = await owner.run(async (open) => open);
      await expect(
        owner.run(async () => {
          throw new Error("Connection terminated");
        }),
      ).rejects.toThrow();
      expect(await owner.run(async (open) => open)).toBe(first);
    },
  );
});
