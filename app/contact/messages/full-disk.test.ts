import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  mkdtempSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactSchema, contactTablesOn, proveWritable } from "./contact-tables";
import { contactQueriesOn } from "./contact-queries";
import type { ContactMessage } from "./message-types";
import { MAX_EMAIL, MAX_MESSAGE, MAX_NAME } from "../../domain/contact-fields";
import { DATABASE_FILE, openDatabase } from "../../database/open-database";
import { sharedQueriesOn } from "../../../tests/support/contact-databases";
import { recordingLog } from "../../../tests/support/recording-log";

/** A message as long as the form lets it be, in a script that takes two bytes a letter. */
function longest(n: number): ContactMessage {
  const local = `${"a".repeat(MAX_EMAIL)}${n}`.slice(-(MAX_EMAIL - "@example.ae".length));
  return {
    name: "ن".repeat(MAX_NAME),
    email: `${local}@example.ae`,
    phone: "+971 50 123 4567",
    message: "ع".repeat(MAX_MESSAGE),
    locale: "ar",
    receivedAt: new Date().toISOString(),
  };
}

const limit = { client: "192.0.2.1", perWindow: 1_000 };

describe("the health probe's write", () => {
  it("takes more pages of SQLite's log than the largest message's save", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-probe-"));
    const wal = path.join(dataDir, `${DATABASE_FILE}-wal`);
    const database = await openDatabase(
      { engine: "sqlite", dataDir },
      { schemas: [contactSchema] },
    );
    if (database.engine !== "sqlite") throw new Error("Opened as SQLite, it is SQLite.");
    try {
      const queries = contactQueriesOn(database, { channels: ["email", "webhook"] });
      /** Bytes `write` adds to an emptied write-ahead log. */
      const logged = async (write: () => Promise<unknown>) => {
        database.sqlite.pragma("wal_checkpoint(TRUNCATE)");
        await write();
        return statSync(wal).size;
      };
      await queries.submit(longest(0), limit);
      await proveWritable(contactTablesOn(database));
      const saves = [];
      for (let n = 1; n <= 20; n++)
        saves.push(await logged(() => queries.submit(longest(n), limit)));
      const probe = await logged(() => proveWritable(contactTablesOn(database)));
      // With half as much again to spare: a save that splits a B-tree page writes a few more.
      expect(probe).toBeGreaterThan(1.5 * Math.max(...saves));
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** A folder on a small filesystem of its own (a tmpfs: root only), or undefined where not allowed. */
function smallDisk(): { dataDir: string; remove(): void } | undefined {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sahab-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dataDir], { stdio: "ignore" });
  } catch {
    rmSync(dataDir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dataDir,
    remove() {
      execFileSync("umount", [dataDir]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fills the filesystem `file` is on, then frees `room` bytes of it. */
function fillLeaving(file: string, room: number): void {
  writeFileSync(file, "");
  try {
    for (;;) appendFileSync(file, Buffer.alloc(4096));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  }
  truncateSync(file, Math.max(0, statSync(file).size - room));
}

const KIB = 1024;

/** Whether this machine lets these tests mount a small disk (root, and mounts allowed). */
const canMount = (() => {
  const disk = smallDisk();
  disk?.remove();
  return disk !== undefined;
})();

describe.skipIf(!canMount)("the health of a SQLite database on a disk nearly full", () => {
  it.each([0, 8 * KIB, 16 * KIB, 40 * KIB, 64 * KIB, 128 * KIB])(
    "fails after every message the disk has no room for (%i bytes left)",
    async (room) => {
      const disk = smallDisk();
      if (!disk) throw new Error("The small disk could be mounted a moment ago.");
      const messages = sharedQueriesOn(
        { engine: "sqlite", dataDir: disk.dataDir },
        { channels: ["email"], log: recordingLog() },
      );
      try {
        await (await messages.queries()).submit(longest(0), limit);
        await messages.checkWritable();
        fillLeaving(path.join(disk.dataDir, "filler"), room);
        // As the form's action and the load balancer's checks take turns.
        const passedAfterAFailedSave: number[] = [];
        for (let n = 1; n <= 6; n++) {
          const stored = await messages
            .run((queries) => queries.submit(longest(n), limit))
            .then(
              () => true,
              () => false,
            );
          if (!stored) {
            // The connection given up closes in the background, as after a failed post.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          const healthy = await messages.checkWritable().then(
            () => true,
            () => false,
          );
          if (!stored && healthy) passedAfterAFailedSave.push(n);
        }
        expect(passedAfterAFailedSave).toEqual([]);
      } finally {
        await messages.close();
        disk.remove();
      }
    },
  );
});
