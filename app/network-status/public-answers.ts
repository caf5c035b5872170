/**
 * The notices as the app and subscribers read them: JSON (both languages, times in UTC) and
 * an Atom feed, of the same notices as the page, with the same cache policy.
 */
import { type NoticesSnapshot } from "./notice-cache";
import { isCurrent } from "./status-view";
import type { Notice } from "./notice-queries";
import { areaIndex } from "./areas";
import { xmlCharactersOnly } from "./notice-text";

/**
 * How long a browser, nginx or a CDN may keep the page, its JSON or its feed, and then serve it
 * while it fetches it again: with the process's own cache, a change shows everywhere within a
 * minute (docs/decisions/082-network-status-live.md).
 */
export const NETWORK_STATUS_CACHE_CONTROL = "public, max-age=15, stale-while-revalidate=30";

const state = (notice: Notice, now: Date) =>
  notice.resolvedAt !== undefined ? "resolved" : isCurrent(notice, now) ? "current" : "planned";

/** The JSON view: every notice the page shows, with its state now. */
export function noticesJson(snapshot: NoticesSnapshot<Notice>, now = new Date()) {
  return {
    generatedAt: now.toISOString(),
    ...(snapshot.readAt && { readAt: snapshot.readAt.toISOString() }),
    mayBeOutOfDate: snapshot.stale || snapshot.readAt === undefined,
    notices: snapshot.notices.map((notice) => ({
      id: notice.id,
      state: state(notice, now),
      kind: notice.kind,
      services: notice.services,
      areas: notice.areas,
      title: notice.title,
      description: notice.description,
      startsAt: notice.startsAt,
      ...(notice.expectedEndAt && { expectedEndAt: notice.expectedEndAt }),
      ...(notice.resolvedAt && { resolvedAt: notice.resolvedAt }),
      ...(notice.resolution && { resolution: notice.resolution }),
      updates: notice.updates,
      changedAt: notice.changedAt,
    })),
  };
}

/** Text as XML prints it: markup escaped, and what XML cannot carry at all left out. */
const escapeXml = (text: string) =>
  xmlCharactersOnly(text).replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The Atom feed: one entry a notice, updated at its latest change, its title and text in
 * English then Arabic (one feed serves both, as a reader subscribes once).
 */
export function noticesAtom(
  snapshot: NoticesSnapshot<Notice>,
  { origin, now = new Date() }: { origin: string; now?: Date },
): string {
  const areas = areaIndex();
  const pageEn = `${origin}/network-status`;
  const pageAr = `${origin}/ar/network-status`;
  const latest = snapshot.notices.reduce(
    (last, notice) => (notice.changedAt > last ? notice.changedAt : last),
    "1970-01-01T00:00:00.000Z",
  );
  const entries = snapshot.notices.map((notice) => {
    const where = (locale: "en" | "ar") =>
      notice.areas
        .map((id) => areas.byId(id)?.name[locale] ?? id)
        .join(locale === "en" ? ", " : "، ");
    const updates = (locale: "en" | "ar") =>
      [...notice.updates]
        .reverse()
        .map(
          (update) =>
            `<p><time datetime="${update.at}">${update.at}</time>: ${escapeXml(update.text[locale])}</p>`,
        )
        .join("");
    const body = (locale: "en" | "ar") =>
      `<div xmlns="http://www.w3.org/1999/xhtml" lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">` +
      `<p>${escapeXml(notice.title[locale])}</p>` +
      `<p>${escapeXml(notice.description[locale])}</p>` +
      `<p>${escapeXml(where(locale))} · ${notice.services.join(", ")}</p>` +
      (notice.resolution ? `<p>${escapeXml(notice.resolution[locale])}</p>` : "") +
      updates(locale) +
      `</div>`;
    return `  <entry>
    <id>${escapeXml(`${pageEn}#notice-${notice.id}`)}</id>
    <title>${escapeXml(`${notice.title.en} / ${notice.title.ar}`)}</title>
    <updated>${notice.changedAt}</updated>
    <published>${notice.createdAt}</published>
    <link rel="alternate" hreflang="en" href="${escapeXml(`${pageEn}#notice-${notice.id}`)}"/>
    <link rel="alternate" hreflang="ar" href="${escapeXml(`${pageAr}#notice-${notice.id}`)}"/>
    <category term="${notice.kind}"/>
    <category term="${state(notice, now)}"/>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">${body("en")}${body("ar")}</div></content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${escapeXml(pageEn)}</id>
  <title>Sahab Mobile network status / حالة شبكة سحاب موبايل</title>
  <updated>${latest}</updated>
  <author><name>Sahab Mobile</name></author>
  <link rel="self" href="${escapeXml(`${origin}/network-status.atom`)}"/>
  <link rel="alternate" hreflang="en" href="${escapeXml(pageEn)}"/>
  <link rel="alternate" hreflang="ar" href="${escapeXml(pageAr)}"/>
${entries.join("\n")}
</feed>
`;
}
