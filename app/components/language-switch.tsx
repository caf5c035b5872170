import type { PageLayout } from "../document/page-layout";
import { localizedPath } from "../i18n/locale";

interface LanguageSwitchProps {
  /** The languages other than the page's own. */
  languages: PageLayout["languages"];
  /** The page's locale-neutral path, so the link leads to the same page. */
  pagePath: string;
  /** The query the page answers (`?q=India`), kept so the link leads to the same answer. */
  query: string;
}

/**
 * Links to this page in each other language, each named in its own language, with the page's
 * query: a search, an estimate or a check answered in one language is answered in the other.
 */
export function LanguageSwitch({ languages, pagePath, query }: LanguageSwitchProps) {
  return (
    <ul className="flex items-center gap-1">
      {languages.map(({ locale, lang, languageName }) => (
        <li key={locale}>
          <a
            href={`${localizedPath(locale, pagePath)}${query}`}
            lang={lang}
            hrefLang={lang}
            className="flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {languageName}
          </a>
        </li>
      ))}
    </ul>
  );
}
