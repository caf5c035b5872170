import { layoutByLocale } from "~/content/layout";
import { type Locale, localizedPath, locales } from "~/i18n/locale";

interface LanguageSwitchProps {
  locale: Locale;
  /** The page's locale-neutral path, so the link leads to the same page. */
  pagePath: string;
}

/** Links to this page in each other language, each named in its own language. */
export function LanguageSwitch({ locale, pagePath }: LanguageSwitchProps) {
  return (
    <ul className="flex items-center gap-1">
      {locales
        .filter((other) => other !== locale)
        .map((other) => {
          const { lang, languageName } = layoutByLocale[other];
          return (
            <li key={other}>
              <a
                href={localizedPath(other, pagePath)}
                lang={lang}
                hrefLang={lang}
                className="flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {languageName}
              </a>
            </li>
          );
        })}
    </ul>
  );
}
