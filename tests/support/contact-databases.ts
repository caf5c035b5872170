/**
 * A fresh contact database for each test, on each engine the queries run on: a SQLite file in
 * a temporary folder, or a database of its own on the test PostgreSQL server
 * (tests/setup/postgres-server.ts). Every connection a test opens through it is closed after
 * the test, and the database removed. Test code only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, inject } from "vitest";
import { contactContext } from "../../app/contact/contact-context";
import { contactSchema } from "../../app/contact/messages/contact-tables";
import { type OpenOptions, openContactQueries } from "../../app/contact/messages/contact-queries";
import type {
  ContactMessage,
  ContactQueries,
  SubmissionLimit,
} from "../../app/contact/messages/message-types";
import type { DeliveryChannel } from "../../app/settings/delivery-settings";
import type { SignupDetails } from "../../app/domain/signup";
import { type SharedQueries, sharedQueries } from "../../app/contact/messages/shared-queries";
import { databaseOwner } from "../../app/database/database-owner";
import type { DatabaseTarget } from "../../app/database/database-target";
import {
  DATABASE_FILE,
  openDatabase,
  type OpenDatabase,
  type OpenDatabaseOptions,
} from "../../app/database/open-database";
import { type Log, logContext } from "../../app/log";
import { createDatabase, dropDatabase } from "../../harness/postgres.mjs";

export const ENGINES = ["sqlite", "postgres"] as const;
export type TestEngine = (typeof ENGINES)[number];

export interface TestDatabase {
  target: DatabaseTarget;
  /** Deletes the database (its folder, or the PostgreSQL database). */
  remove(): Promise<void>;
}

/** A new, empty database on `engine`; the caller removes it. */
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

/** What a test opens on its fresh database; all of it is closed once the test ends. */
export interface OnFreshDatabase {
  /** Where this test's database is. */
  readonly target: DatabaseTarget;
  /** Its file, on SQLite. */
  readonly sqliteFile: string;
  /** The contact queries on a connection of their own, as the messages command opens them. */
  queries(options?: OpenOptions): Promise<ContactQueries>;
  /** A connection of its own, as another instance of the server has. */
  database(options?: Omit<OpenDatabaseOptions, "schemas">): Promise<OpenDatabase>;
  /** The contact queries as a serving process shares them, on a database owner of its own. */
  shared(options: { channels?: DeliveryChannel[]; log: Log }): SharedQueries;
}

/**
 * Registers, in the `describe` it is called in, a fresh database on `engine` before each test,
 * and after each test closes what was opened on it and removes it.
 */
export function freshDatabaseEachTest(engine: TestEngine): OnFreshDatabase {
  let database: TestDatabase | undefined;
  const opened: { close(): Promise<void> }[] = [];
  const keep = <T extends { close(): Promise<void> }>(each: T): T => {
    opened.push(each);
    return each;
  };
  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    for (const each of opened.splice(0)) await each.close().catch(() => undefined);
    await database?.remove();
    database = undefined;
  });
  const target = () => {
    if (!database) throw new Error("The fresh database exists only while a test runs.");
    return database.target;
  };
  return {
    get target() {
      return target();
    },
    get sqliteFile() {
      const current = target();
      if (current.engine !== "sqlite") throw new Error("A PostgreSQL database has no file.");
      return path.join(current.dataDir, DATABASE_FILE);
    },
    queries: async (options) => keep(await openContactQueries(target(), options)),
    database: async (options) =>
      keep(await openDatabase(target(), { ...options, schemas: [contactSchema] })),
    shared: ({ channels = [], log }) => keep(sharedQueriesOn(target(), { channels, log })),
  };
}

/**
 * The contact queries as a serving process has them, on a database owner of its own (as a
 * process makes one) that keeps only the contact schema; closing them closes the owner's
 * database.
 */
export function sharedQueriesOn(
  target: DatabaseTarget,
  { channels = [], log }: { channels?: readonly DeliveryChannel[]; log: Log },
): SharedQueries {
  return sharedQueries(databaseOwner(target, { schemas: [contactSchema], log }), { channels });
}

/** A message as the form's schema accepts it; `overrides` replace any field. */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    name: "Fatima Al Mansouri",
    email: "fatima@example.com",
    phone: null,
    message: "Hello",
    locale: "en",
    receivedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The context the server gives the form's action: these queries, this limit (or none), this log. */
export function contactRequestContext({
  messages,
  limit = null,
  log,
}: {
  messages: SharedQueries;
  limit?: SubmissionLimit | null;
  log: Log;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(contactContext, { messages, limit });
  context.set(logContext, log);
  return context;
}

/** The contact form's fields as the action reads them from a post. */
export function contactForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A sign-up request's choices as the join page's schema accepts them; `overrides` replace any. */
export function signupDetails(overrides: Partial<SignupDetails> = {}): SignupDetails {
  return {
    plan: "standard",
    number: { choice: "keep", operator: "du", mobile: "+971501234567" },
    sim: { kind: "esim", device: "iPhone 15" },
    fulfilment: { kind: "store", storeId: "sheikh-zayed-road" },
    call: { date: "2026-12-08", fromHour: 9 },
    ...overrides,
  };
}

/**
 * A sign-up request as the join page stores it: no words of its own, a phone to call, the plan
 * of its choices; `overrides` replace any field, `choices` any of its choices.
 */
export function signupMessage(
  overrides: Partial<ContactMessage> = {},
  choices: Partial<SignupDetails> = {},
): ContactMessage {
  const signup = signupDetails(choices);
  return contactMessage({
    kind: "signup",
    signup,
    plan: signup.plan,
    message: "",
    phone: "+971501234567",
    ...overrides,
  });
}

/**
 * The stores a sign-up may be collected from, the retail team's, as the server hands them to the
 * contact feature (app/routes/contact-feature.server.ts), which may not import them itself.
 */
export { stores as collectionStores } from "../../app/stores/stores";
