import { createHash, randomUUID } from "node:crypto";
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from "kysely";
import {
  type ContactDatabase,
  openDatabase,
  type OpenDatabaseOptions,
  type Tables,
} from "./database";
import type { DatabaseTarget } from "./database-target";
import { outboxState, renewClaims } from "./outbox-queries";
import { clientKeyOf, clientKeySalt, takePlace } from "./submission-limiter";
import { newReference } from "../message-reference";
import type {
  ContactMessage,
  DeliveryChannel,
  DeliveryJob,
  DeliveryState,
  ListOptions,
  MessageStore,
  StoredContactMessage,
  SubmissionLimit,
  SubmitOutcome,
} from "./message-types";

/**
 * The same words from the same page within this long are one submission sent twice (a double
 * click, a form posted again while the first answer was on its way), not a second message.
 * See docs/decisions/018-one-message-per-submission.md.
 */
export const SAME_SUBMISSION_WINDOW_MS = 10_000;

/** A hash of everything the visitor wrote and where: equal for the same submission sent twice. */
function fingerprintOf(message: ContactMessage): string {
  const { locale, name, email, phone, message: text, topic } = message;
  // A complaint is told apart from the same words sent as a general message; a general one
  // hashes as before the topic existed.
  const said = [locale, name, email, phone, text, ...(topic === "complaint" ? [topic] : [])];
  return createHash("sha256").update(JSON.stringify(said)).digest("hex");
}

/** Tries at a reference before giving up: with 18⁸ of them, a second try is already rare. */
const REFERENCE_TRIES = 5;

type MessageRow = Omit<Tables["contact_messages"], "id"> & { id: number };
type DeliveryRow = {
  message_id: number;
  channel: DeliveryChannel;
  status: DeliveryState["status"];
  attempts: number;
  queued_at: string;
  delivered_at: string | null;
  last_error: string | null;
};

function fromRow(row: MessageRow, deliveries: DeliveryState[]): StoredContactMessage {
  return {
    id: row.id,
    uuid: row.uuid,
    reference: row.reference,
    topic: row.topic,
    receivedAt: row.received_at,
    locale: row.locale,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    plan: row.plan,
    deliveries,
  };
}

const deliveryState = (row: DeliveryRow): DeliveryState => ({
  channel: row.channel,
  status: row.status,
  attempts: row.attempts,
  deliveredAt: row.delivered_at,
  lastError: row.last_error,
});

export interface OpenOptions extends OpenDatabaseOptions {
  /** The channels each saved message gets a pending delivery for; by default none. */
  channels?: readonly DeliveryChannel[];
}

/** Opens the database at `target`, brings its schema up to date and returns the store on it. */
export async function openMessageStore(
  target: DatabaseTarget,
  { channels, ...options }: OpenOptions = {},
): Promise<MessageStore> {
  const database = await openDatabase(target, options);
  return messageStoreOn(database, { channels });
}

type Db = Kysely<Tables> | Transaction<Tables>;

/**
 * The contact messages and their outbox on an open database: the same typed queries on SQLite
 * and PostgreSQL (docs/decisions/027-one-query-layer-two-engines.md). Closing the store closes
 * the database.
 */
export function messageStoreOn(
  database: ContactDatabase,
  { channels = [] }: Pick<OpenOptions, "channels"> = {},
): MessageStore {
  const { db, engine } = database;
  const postgres = engine === "postgres";

  /**
   * The messages a listing asks for, oldest first. Both sides of `since` are UTC ISO 8601 with
   * milliseconds and a four-digit year (the messages command takes no other year), so comparing
   * the text compares the instants.
   */
  function matching(on: Db, { since, email, failed = false, reference }: ListOptions = {}) {
    return on
      .selectFrom("contact_messages")
      .selectAll()
      .$if(since !== undefined, (query) =>
        query.where("received_at", ">=", since?.toISOString() ?? ""),
      )
      .$if(email !== undefined, (query) =>
        query.where((eb) => eb(eb.fn("lower", ["email"]), "=", (email ?? "").toLowerCase())),
      )
      .$if(reference !== undefined, (query) => query.where("reference", "=", reference ?? ""))
      .$if(failed, (query) =>
        query.where("id", "in", (eb) =>
          eb.selectFrom("message_deliveries").select("message_id").where("status", "=", "failed"),
        ),
      )
      .orderBy("id");
  }

  /** The messages, each with its deliveries. */
  async function withDeliveries(
    on: Db,
    messages: SelectQueryBuilder<Tables, "contact_messages", MessageRow>,
  ): Promise<StoredContactMessage[]> {
    const rows = await messages.execute();
    if (rows.length === 0) return [];
    const deliveries = await on
      .selectFrom("message_deliveries")
      .selectAll()
      .where("message_id", "in", messages.clearSelect().clearOrderBy().select("id"))
      .orderBy("message_id")
      .orderBy("channel")
      .execute();
    const byMessage = new Map<number, DeliveryState[]>();
    for (const delivery of deliveries) {
      const list = byMessage.get(delivery.message_id) ?? [];
      list.push(deliveryState(delivery));
      byMessage.set(delivery.message_id, list);
    }
    return rows.map((row) => fromRow(row, byMessage.get(row.id) ?? []));
  }

  const byId = (on: Db, ids: number[]) =>
    on.selectFrom("contact_messages").selectAll().where("id", "in", ids).orderBy("id");

  let salt: Promise<string> | undefined;
  /** The client's counter key; the salt is read once, and again after a failure. */
  async function keyOf(client: string): Promise<string> {
    salt ??= clientKeySalt(db).catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    return clientKeyOf(client, await salt);
  }

  /** Thrown inside the transaction to roll back the place it took. */
  const overLimit = Symbol("over the limit");

  async function submit(message: ContactMessage, limit?: SubmissionLimit): Promise<SubmitOutcome> {
    const fingerprint = fingerprintOf(message);
    const windowStart = new Date(Date.parse(message.receivedAt) - SAME_SUBMISSION_WINDOW_MS);
    const key = limit && (await keyOf(limit.client));
    try {
      return await db.transaction().execute(async (trx) => {
        // Two instances saving the same submission at once take turns, so the second sees the
        // first: on PostgreSQL a lock on the fingerprint until commit; on SQLite the write lock,
        // which every transaction takes first.
        if (postgres) {
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`.execute(trx);
        }
        const same = await trx
          .selectFrom("contact_messages")
          .select("id")
          .where("fingerprint", "=", fingerprint)
          .where("received_at", ">=", windowStart.toISOString())
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst();
        let id = same?.id;
        // The same submission again is answered as the first was, and counts no second time.
        if (id === undefined) {
          if (limit && key && !(await takePlace(trx, key, limit.perWindow))) throw overLimit;
          id = await insert(trx, message, fingerprint);
        }
        const [saved] = await withDeliveries(trx, byId(trx, [id]));
        if (!saved) throw new Error("The message was not stored.");
        return { status: "stored", message: saved } as const;
      });
    } catch (error) {
      if (error === overLimit) return { status: "limited" };
      throw error;
    }
  }

  /**
   * Inserts the message with a new reference; one already taken leaves the row out (rather than
   * failing the transaction, which PostgreSQL could not go on with), and another is drawn.
   */
  async function insertWithReference(
    trx: Transaction<Tables>,
    message: ContactMessage,
    fingerprint: string,
  ): Promise<number> {
    for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
      const inserted = await trx
        .insertInto("contact_messages")
        .values({
          uuid: randomUUID(),
          reference: newReference(),
          topic: message.topic ?? "general",
          received_at: message.receivedAt,
          locale: message.locale,
          name: message.name,
          email: message.email,
          phone: message.phone,
          message: message.message,
          plan: message.plan ?? null,
          fingerprint,
        })
        .onConflict((conflict) => conflict.column("reference").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) return inserted.id;
    }
    throw new Error(`No free reference in ${REFERENCE_TRIES} tries.`);
  }

  async function insert(trx: Transaction<Tables>, message: ContactMessage, fingerprint: string) {
    const id = await insertWithReference(trx, message, fingerprint);
    const now = new Date().toISOString();
    if (channels.length > 0) {
      await trx
        .insertInto("message_deliveries")
        .values(
          channels.map((channel) => ({
            message_id: id,
            channel,
            queued_at: now,
            next_attempt_at: now,
          })),
        )
        .execute();
    }
    return id;
  }

  async function save(message: ContactMessage): Promise<StoredContactMessage> {
    const outcome = await submit(message);
    if (outcome.status !== "stored") throw new Error("A save without a limit was limited.");
    return outcome.message;
  }

  async function claimDue(now: Date, limit: number, leaseMs: number): Promise<DeliveryJob[]> {
    const at = now.toISOString();
    return db.transaction().execute(async (trx) => {
      // On PostgreSQL, rows another instance is claiming right now are skipped, not waited
      // for; the lease keeps them from being claimed again while they are being sent.
      const claimed = await trx
        .updateTable("message_deliveries")
        .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple("message_id", "channel"),
            "in",
            selectFrom("message_deliveries")
              .select(["message_id", "channel"])
              .where("status", "=", "pending")
              .where("next_attempt_at", "<=", at)
              .where((due) =>
                due.or([due("claimed_until", "is", null), due("claimed_until", "<=", at)]),
              )
              .orderBy("next_attempt_at")
              .limit(limit)
              .modifyEnd(postgres ? sql`FOR UPDATE SKIP LOCKED` : sql``)
              .$asTuple("message_id", "channel"),
          ),
        )
        .returningAll()
        .execute();
      if (claimed.length === 0) return [];
      const ids = [...new Set(claimed.map((delivery) => delivery.message_id))];
      const messages = new Map(
        (await withDeliveries(trx, byId(trx, ids))).map((message) => [message.id, message]),
      );
      return claimed.flatMap((delivery): DeliveryJob[] => {
        const message = messages.get(delivery.message_id);
        if (!message) return [];
        const { channel, attempts, queued_at: queuedAt } = delivery;
        return [
          { message, channel, attempts, queuedAt, claimedUntil: delivery.claimed_until ?? "" },
        ];
      });
    });
  }

  async function deleteMessages(
    where: (
      query: SelectQueryBuilder<Tables, "contact_messages", object>,
    ) => SelectQueryBuilder<Tables, "contact_messages", object>,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const ids = where(trx.selectFrom("contact_messages")).select("id");
      await trx.deleteFrom("message_deliveries").where("message_id", "in", ids).execute();
      const { numDeletedRows } = await trx
        .deleteFrom("contact_messages")
        .where("id", "in", ids)
        .executeTakeFirst();
      return Number(numDeletedRows);
    });
  }

  return {
    engine,
    /** Stores the message, or returns the stored copy when it is the same submission again. */
    save,
    submit,
    list: (options) => withDeliveries(db, matching(db, options)),
    deleteReceivedBefore: (cutoff) =>
      deleteMessages((query) => query.where("received_at", "<", cutoff.toISOString())),
    eraseByEmail: (email) =>
      deleteMessages((query) =>
        query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase())),
      ),
    claimDue,
    renewClaims: (jobs, until) => renewClaims(db, jobs, until),
    outboxState: (channels) => outboxState(db, channels),
    async recordOutcome({ message, channel }, outcome) {
      // Not over an outcome already recorded (by a deliverer that took a lapsed claim).
      const base = db
        .updateTable("message_deliveries")
        .where("message_id", "=", message.id)
        .where("channel", "=", channel)
        .where("status", "=", "pending");
      const attempted = { attempts: sql<number>`attempts + 1`, claimed_until: null };
      if (outcome.status === "delivered") {
        await base
          .set({
            ...attempted,
            status: "delivered",
            delivered_at: outcome.at.toISOString(),
            last_error: null,
          })
          .execute();
      } else if (outcome.status === "retry") {
        await base
          .set({
            ...attempted,
            last_error: outcome.error,
            next_attempt_at: outcome.nextAttemptAt.toISOString(),
          })
          .execute();
      } else {
        await base.set({ ...attempted, status: "failed", last_error: outcome.error }).execute();
      }
    },
    async releaseClaims() {
      await db.updateTable("message_deliveries").set({ claimed_until: null }).execute();
    },
    async redeliver(target, now = new Date()) {
      const failed = target === "failed";
      const id = /^\d+$/.test(target) ? Number(target) : null;
      if (id !== null && !Number.isSafeInteger(id)) return 0;
      const at = now.toISOString();
      const { numUpdatedRows } = await db
        .updateTable("message_deliveries")
        .set({
          status: "pending",
          attempts: 0,
          queued_at: at,
          next_attempt_at: at,
          claimed_until: null,
        })
        .where((eb) =>
          failed
            ? eb("status", "=", "failed")
            : id !== null
              ? eb("message_id", "=", id)
              : eb(
                  "message_id",
                  "=",
                  eb.selectFrom("contact_messages").select("id").where("uuid", "=", target),
                ),
        )
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },
    close: () => database.close(),
  };
}
