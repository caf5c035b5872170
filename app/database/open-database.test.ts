import { describe, expect, inject, it } from "vitest";
import { TEST_PASSWORD } from "../../harness/postgres.mjs";
import { describeTarget } from "./database-target";
import { explainDatabaseError, openDatabase } from "./open-database";

describe("a database target", () => {
  it("is named without its password", () => {
    expect(
      describeTarget({ engine: "postgres", url: "postgres://site:s3cret@db:5432/contact" }),
    ).toBe("postgres://site@db:5432/contact");
  });
});

describe("a PostgreSQL that refuses", () => {
  it("a wrong password, or a database that does not exist, is named in one line", async () => {
    const admin = new URL(inject("postgresAdminUrl"));
    admin.password = "wrong-password";
    const wrong = { engine: "postgres" as const, url: admin.href };
    const error = await openDatabase(wrong, { schemas: [] }).catch((thrown: unknown) => thrown);
    const line = explainDatabaseError(wrong, error);
    expect(line).toBe(
      `Cannot use the contact database postgres://postgres@${admin.host}/postgres: the user name or password is wrong.`,
    );
    admin.password = TEST_PASSWORD;
    admin.pathname = "/no_such_database";
    const missing = { engine: "postgres" as const, url: admin.href };
    const line2 = explainDatabaseError(
      missing,
      await openDatabase(missing, { schemas: [] }).catch((thrown: unknown) => thrown),
    );
    expect(line2).toMatch(/no_such_database: no such database\.$/);
    expect(line2).not.toContain(TEST_PASSWORD);
  });
});
