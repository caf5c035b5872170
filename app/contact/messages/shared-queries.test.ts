import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { DatabaseTarget } from "../../database/database-target";
import { ENGINES, freshDatabaseEachTest } from "../../../tests/support/contact-databases";
import { recordingLog } from "../../../tests/support/recording-log";

/**
 * Whether files here can be made immutable (`chattr +i`): the one way to make a file
 * unwritable for root, who ignores its mode, as the tests run in CI. Not on every filesystem.
 */
function canMakeImmutable(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), "sahab-chattr-"));
  const file = path.join(probe, "probe");
  writeFileSync(file, "");
  try {
    execFileSync("chattr", ["+i", file], { stdio: "ignore" });
    execFileSync("chattr", ["-i", file], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/**
 * A database that stops taking writes and starts again: on SQLite its folder and files made
 * immutable, on PostgreSQL the database put in read-only mode (and its sessions ended, so the
 * mode applies to the pool's next connections). Reads go on working in both.
 */
function readOnlySwitch(target: DatabaseTarget) {
  if (target.engine === "sqlite") {
    return async (readOnly: boolean) => {
      const files = ["", "messages.sqlite", "messages.sqlite-wal"]
        .map((name) => path.join(target.dataDir, name))
        .filter((file) => existsSync(file));
      execFileSync("chattr", [readOnly ? "+i" : "-i", ...files]);
    };
  }
  const url = new URL(target.url);
  const name = url.pathname.slice(1);
  const admin = new URL(target.url);
  admin.pathname = "/postgres";
  return async (readOnly: boolean) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(
        `ALTER DATABASE "${name}" SET default_transaction_read_only = ${readOnly ? "on" : "off"}`,
      );
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
    } finally {
      await client.end();
    }
  };
}

describe.each(ENGINES)("the health of the contact database on %s", (engine) => {
  const fresh = freshDatabaseEachTest(engine);

  it.skipIf(engine === "sqlite" && !canMakeImmutable())(
    "fails while the database answers reads but takes no write, and passes again by itself",
    async () => {
      const messages = fresh.shared({ log: recordingLog() });
      const setReadOnly = readOnlySwitch(fresh.target);
      await messages.checkWritable();
      // Reads still work (a `SELECT 1` passes): only a write shows what is wrong.
      await setReadOnly(true);
      try {
        await expect(messages.checkWritable()).rejects.toThrow();
        await expect(messages.checkWritable()).rejects.toThrow();
      } finally {
        await setReadOnly(false);
      }
      await expect
        .poll(() =>
          messages.checkWritable().then(
            () => "ok",
            (error: Error) => error.message,
          ),
        )
        .toBe("ok");
    },
  );
});
