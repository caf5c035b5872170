import type { LayoutContent } from "../content/layout";
import { SERVICE_WORKER_PATH } from "../site/paths";

/** The script that registers the worker for this page alone, once the page has loaded. */
export function registrationScript(page: string): string {
  return `if("serviceWorker"in navigator)addEventListener("load",()=>navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)},{scope:${JSON.stringify(page)}}).catch(()=>{}))`;
}

interface OfflineCopyNoteProps {
  /** The page's own path, the worker's scope: `/roaming`, `/ar/international-calls`. */
  page: string;
  words: LayoutContent["offlineCopy"];
  intlLocale: string;
  /** Off in development, where no worker is built. */
  register: boolean;
}

/**
 * On a page that can be read offline: the note its saved copy shows (hidden on the page the
 * server sends; the service worker shows it in the copy it saves, with the moment), and the
 * registration of that worker. Inline, so no other page's script grows.
 */
export function OfflineCopyNote({ page, words, intlLocale, register }: OfflineCopyNoteProps) {
  return (
    <>
      <p
        data-offline-note=""
        hidden
        className="mx-auto mt-6 max-w-4xl border-s-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900"
      >
        {words.beforeTime}
        <span data-saved-at={intlLocale}></span>
        {words.afterTime}
      </p>
      {register && <script dangerouslySetInnerHTML={{ __html: registrationScript(page) }} />}
    </>
  );
}
