import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseOwner, databaseOwner } from "./database-owner";
import type { DatabaseTarget } from "./database-target";
import { healthProbeMigrations, type HealthProbeTables, proveWritable } from "./health-probe";
import { DATABASE_FILE, openDatabase, type OpenDatabase } from "./open-database";
import type { DatabaseSchema } from "./schemas";
import { DatabaseFileGoneError } from "./sqlite-file-identity";
import { type RecordingLog, recordingLog } from "../../tests/support/recording-log";

/** The health check's table and a feature's, as a serving process has them. */
const notesSchema: DatabaseSchema = {
  migrationTable: "notes_migration",
  migrations: (engine) => ({
    ...healthProbeMigrations(engine),
    "010-notes": {
      async up(db) {
        await db.schema
          .createTable("notes")
          .addColumn("text", "text", (column) => column.notNull())
          .execute();
      },
    },
  }),
};

const addNote =
  (text: string) =>
  async ({ db }: OpenDatabase) => {
    await sql`INSERT INTO notes (text) VALUES (${text})`.execute(db);
  };

const notesIn = async ({ db }: OpenDatabase) =>
  (await sql<{ text: string }>`SELECT text FROM notes ORDER BY rowid`.execute(db)).rows.map(
    (row) => row.text,
  );

/** The health check's work, as `/healthz` runs it: it answers 503 when this rejects. */
const healthProbe = ({ db }: OpenDatabase) =>
  proveWritable(db as unknown as Kysely<HealthProbeTables>, 1024);

describe("the database owner when its SQLite file is deleted while open", () => {
  let dataDir: string;
  let target: DatabaseTarget;
  let file: string;
  let log: RecordingLog;
  const owners: DatabaseOwner[] = [];
  const ownerOf = () => {
    const owner = databaseOwner(target, { schemas: [notesSchema], log });
    owners.push(owner);
    return owner;
  };
  const deleteTheFiles = () => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  };
  /** What a process started afresh on the folder reads: only what is in the file at the path. */
  const notesFoundByTheNextProcess = async () => {
    const next = await openDatabase(target, { schemas: [notesSchema], mustExist: true });
    try {
      return await notesIn(next);
    } finally {
      await next.close();
    }
  };

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sahab-deleted-"));
    target = { engine: "sqlite", dataDir };
    file = path.join(dataDir, DATABASE_FILE);
    log = recordingLog();
  });
  afterEach(async () => {
    await Promise.all(owners.splice(0).map((owner) => owner.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails the health probe, then recreates the file for the next write", async () => {
    const owner = ownerOf();
    await owner.run(addNote("before the deletion"));
    const first = await owner.run(async (open) => open);
    deleteTheFiles();

    await expect(owner.run(healthProbe)).rejects.toBeInstanceOf(DatabaseFileGoneError);
    expect(log.lines.error).toEqual([
      `${file} was deleted or replaced while open; what it held is lost. Creating it again.`,
    ]);
    await owner.run(addNote("after the deletion"));
    await owner.run(healthProbe);
    expect(existsSync(file)).toBe(true);
    // The old connection, closed now, took nothing at the path with it (its -wal, its -shm).
    if (first.engine !== "sqlite") throw new Error("Opened as SQLite, it is SQLite.");
    await expect.poll(() => first.sqlite.open).toBe(false);
    expect(await notesFoundByTheNextProcess()).toEqual(["after the deletion"]);
  });

  it("refuses a use whose file was deleted while it ran, as its writes went with the file", async () => {
    const owner = ownerOf();
    await owner.open();
    await expect(
      owner.run(async (open) => {
        await addNote("written into the deleted file")(open);
        deleteTheFiles();
        await addNote("written after the deletion")(open);
      }),
    ).rejects.toBeInstanceOf(DatabaseFileGoneError);
    await owner.run(addNote("sent again"));
    expect(await notesFoundByTheNextProcess()).toEqual(["sent again"]);
  });

  it("opens the file again once, however many uses meet the deletion at once", async () => {
    const owner = ownerOf();
    const first = await owner.run(async (open) => open);
    deleteTheFiles();
    const met = await Promise.allSettled([1, 2, 3].map(() => owner.run(addNote("lost"))));
    expect(met.map((each) => each.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(log.lines.error).toHaveLength(1);
    const reopened = await Promise.all([1, 2, 3].map(() => owner.run(async (open) => open)));
    expect(new Set(reopened).size).toBe(1);
    expect(reopened[0]).not.toBe(first);
  });

  it("opens what another process made at the path, rather than making it again", async () => {
    const one = ownerOf();
    const other = ownerOf();
    await one.run(addNote("before the deletion"));
    await other.open();
    deleteTheFiles();
    // The first to meet the deletion makes the file again and writes to it…
    await expect(one.run(addNote("lost"))).rejects.toBeInstanceOf(DatabaseFileGoneError);
    await one.run(addNote("from the first process"));
    // …and the other, whose path now names that new file, opens it and writes beside it.
    await expect(other.run(addNote("lost"))).rejects.toBeInstanceOf(DatabaseFileGoneError);
    await other.run(addNote("from the other process"));
    expect(await one.run(notesIn)).toEqual(["from the first process", "from the other process"]);
    expect(await notesFoundByTheNextProcess()).toEqual([
      "from the first process",
      "from the other process",
    ]);
  });
});
