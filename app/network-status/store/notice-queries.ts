/**
 * The notices' queries, each on the open database the owner's `run` hands over: a PUT's create
 * or replace, an update, a resolution, and the lists the page and the API read. Each change is
 * one transaction, so nothing is half-written; a resolved notice takes no further change.
 */
import type { Transaction } from "kysely";
import type { OpenDatabase } from "../../database/open-database";
import type { Bilingual, NoticeInput, NoticeKind, Service } from "../notice-input";
import { type NoticeTables, noticeTablesOn } from "./notice-tables";

/** A notice as stored, with its updates in the order they were posted. */
export interface Notice extends NoticeInput {
  id: string;
  updates: { at: string; text: Bilingual }[];
  resolvedAt?: string;
  resolution?: Bilingual;
  createdAt: string;
  changedAt: string;
}

export type PutOutcome = "created" | "replaced" | "resolved";
export type ChangeOutcome = "done" | "missing" | "resolved";

type NoticeRow = NoticeTables["network_status_notices"];

function rowOf(id: string, input: NoticeInput, now: string): NoticeRow {
  return {
    id,
    kind: input.kind,
    services: JSON.stringify(input.services),
    areas: JSON.stringify(input.areas),
    title_en: input.title.en,
    title_ar: input.title.ar,
    description_en: input.description.en,
    description_ar: input.description.ar,
    starts_at: input.startsAt,
    expected_end_at: input.expectedEndAt ?? null,
    resolved_at: null,
    resolution_en: null,
    resolution_ar: null,
    created_at: now,
    changed_at: now,
  };
}

/** The notice's row, locked against a concurrent change until the transaction ends. */
async function lockedRow(trx: Transaction<NoticeTables>, engine: string, id: string) {
  const query = trx.selectFrom("network_status_notices").selectAll().where("id", "=", id);
  return (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/** Creates the notice `id`, or replaces what it says (its updates kept); never a resolved one. */
export async function putNotice(
  database: OpenDatabase,
  id: string,
  input: NoticeInput,
  now = new Date().toISOString(),
): Promise<PutOutcome> {
  const { db, engine } = noticeTablesOn(database);
  return db.transaction().execute(async (trx) => {
    const row = rowOf(id, input, now);
    const inserted = await trx
      .insertInto("network_status_notices")
      .values(row)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return "created";
    const existing = await lockedRow(trx, engine, id);
    if (existing?.resolved_at) return "resolved";
    const { created_at: createdAt, ...changes } = row;
    await trx
      .updateTable("network_status_notices")
      .set({ ...changes, created_at: existing?.created_at ?? createdAt })
      .where("id", "=", id)
      .execute();
    return "replaced";
  });
}

/**
 * Runs `change` on the notice `id` in one transaction, with its row locked, if it exists and is
 * not resolved yet.
 */
async function changeOpenNotice(
  database: OpenDatabase,
  id: string,
  change: (trx: Transaction<NoticeTables>) => Promise<unknown>,
): Promise<ChangeOutcome> {
  const { db, engine } = noticeTablesOn(database);
  return db.transaction().execute(async (trx) => {
    const existing = await lockedRow(trx, engine, id);
    if (!existing) return "missing";
    if (existing.resolved_at) return "resolved";
    await change(trx);
    return "done";
  });
}

/** Adds an update to an open notice. */
export function addUpdate(
  database: OpenDatabase,
  id: string,
  text: Bilingual,
  now = new Date().toISOString(),
): Promise<ChangeOutcome> {
  return changeOpenNotice(database, id, async (trx) => {
    await trx
      .insertInto("network_status_updates")
      .values({ notice_id: id, posted_at: now, text_en: text.en, text_ar: text.ar })
      .execute();
    await trx
      .updateTable("network_status_notices")
      .set({ changed_at: now })
      .where("id", "=", id)
      .execute();
  });
}

/** Resolves an open notice, with a closing text or none. */
export function resolveNotice(
  database: OpenDatabase,
  id: string,
  text: Bilingual | undefined,
  now = new Date().toISOString(),
): Promise<ChangeOutcome> {
  return changeOpenNotice(database, id, (trx) =>
    trx
      .updateTable("network_status_notices")
      .set({
        resolved_at: now,
        resolution_en: text?.en ?? null,
        resolution_ar: text?.ar ?? null,
        changed_at: now,
      })
      .where("id", "=", id)
      .execute(),
  );
}

/**
 * The notices still open, and those resolved at or after `resolvedSince` (every resolved one
 * when it is not given), with their updates; the most recently started first.
 */
export async function listNotices(
  database: OpenDatabase,
  { resolvedSince }: { resolvedSince?: string } = {},
): Promise<Notice[]> {
  const { db } = noticeTablesOn(database);
  let query = db.selectFrom("network_status_notices").selectAll();
  if (resolvedSince !== undefined) {
    query = query.where((where) =>
      where.or([where("resolved_at", "is", null), where("resolved_at", ">=", resolvedSince)]),
    );
  }
  const rows = await query.orderBy("starts_at", "desc").orderBy("id").execute();
  if (rows.length === 0) return [];
  const updates = await db
    .selectFrom("network_status_updates")
    .selectAll()
    .where(
      "notice_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("posted_at")
    .orderBy("id")
    .execute();
  const byNotice = new Map<string, Notice["updates"]>();
  for (const update of updates) {
    const list = byNotice.get(update.notice_id) ?? [];
    list.push({ at: update.posted_at, text: { en: update.text_en, ar: update.text_ar } });
    byNotice.set(update.notice_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as NoticeKind,
    services: JSON.parse(row.services) as Service[],
    areas: JSON.parse(row.areas) as string[],
    title: { en: row.title_en, ar: row.title_ar },
    description: { en: row.description_en, ar: row.description_ar },
    startsAt: row.starts_at,
    ...(row.expected_end_at !== null && { expectedEndAt: row.expected_end_at }),
    updates: byNotice.get(row.id) ?? [],
    ...(row.resolved_at !== null && { resolvedAt: row.resolved_at }),
    ...(row.resolution_en !== null &&
      row.resolution_ar !== null && {
        resolution: { en: row.resolution_en, ar: row.resolution_ar },
      }),
    createdAt: row.created_at,
    changedAt: row.changed_at,
  }));
}
