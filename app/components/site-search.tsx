import type { LayoutText } from "../content/layout";
import { ISLANDS_ENTRY_ATTRIBUTE } from "./islands-on-demand";
import { Icon } from "./icons";

/** The header's search field: the suggestions script finds it by this id and attribute. */
export const SITE_SEARCH_ID = "site-search";

interface SiteSearchProps {
  /** The search page in the page's language. */
  action: string;
  /** The query parameter the search page reads. */
  name: string;
  /** The suggestions' island, named by the page that registers it. */
  island: string;
  words: LayoutText["header"]["search"];
  className?: string;
}

/**
 * The site search in every page's header: a GET form, so it works without JavaScript and its
 * answer has an address. Its label shows above the field in the phone's menu panel; in the
 * laptop's bar the field stands beside the menu, its label said to assistive technology and
 * its placeholder saying what it finds.
 */
export function SiteSearch({ action, name, island, words, className = "" }: SiteSearchProps) {
  return (
    <form
      role="search"
      method="get"
      action={action}
      className={className}
      data-island={island}
      {...{ [ISLANDS_ENTRY_ATTRIBUTE]: "" }}
    >
      <label
        htmlFor={SITE_SEARCH_ID}
        className="mb-1 block font-semibold text-brand-900 lg:sr-only"
      >
        {words.label}
      </label>
      <div className="flex">
        <input
          id={SITE_SEARCH_ID}
          data-site-search=""
          type="search"
          name={name}
          placeholder={words.placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 rounded-s-lg border border-e-0 border-ink-muted bg-white px-3 text-ink placeholder:text-ink-muted lg:w-52 xl:w-60"
        />
        <button
          type="submit"
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-e-lg bg-brand-700 px-3 text-white hover:bg-brand-800"
        >
          <Icon name="search" className="h-5 w-5" />
          <span className="sr-only">{words.submit}</span>
        </button>
      </div>
    </form>
  );
}
