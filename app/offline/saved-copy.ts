import { formatSavedAt } from "../i18n/format";

/**
 * What a saved page needs beside itself: the same-origin files its `<link>` and `<script>`
 * elements name (its stylesheet, fonts, script, icons), not the absolute links (canonical,
 * alternates) nor anything on another origin.
 */
export function pageAssets(html: string): string[] {
  const paths = [...html.matchAll(/<(?:link|script)\b[^>]*?\s(?:href|src)="(\/(?!\/)[^"]*)"/gi)]
    .map(([, path = ""]) => path.replace(/&amp;/g, "&"))
    .filter((path) => !path.includes("?"));
  return [...new Set(paths)];
}

/** The element the page renders hidden, to say when its saved copy was saved. */
const HIDDEN_NOTE = /<p data-offline-note="" hidden=""/;
/** Where the time goes: the page's Intl locale is the marker's value. */
const TIME_SLOT = /<span data-saved-at="([\w-]+)"><\/span>/;

/**
 * The page as it is saved: its note shown, saying when, in the page's language and in UAE
 * time. A page without the note is saved as it is.
 */
export function markSaved(html: string, savedAt: Date): string {
  const slot = TIME_SLOT.exec(html);
  if (!slot || !HIDDEN_NOTE.test(html)) return html;
  const [marker, intlLocale = "en-AE"] = slot;
  const time = `<time datetime="${savedAt.toISOString()}">${formatSavedAt(savedAt, intlLocale)}</time>`;
  return html.replace(HIDDEN_NOTE, '<p data-offline-note=""').replace(marker, time);
}
