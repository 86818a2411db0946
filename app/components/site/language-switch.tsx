import { Link, useLocation, useMatches } from "react-router";
import { LANGUAGE_SWITCH, type Locale, englishPath, hasHindiTwin, localeOfPath, localePath } from "~/lib/locale";

/**
 * A page whose twin in the other language is at another address names it in its route's handle
 * (the privacy notices; an article and its translation), or the nearest page there is (an
 * untranslated article: the other language's articles). Without it the switch goes to the other
 * language's home page.
 */
export interface LanguageTwinHandle {
  languageTwin?: (loaderData: unknown) => { locale: Locale; path: string } | undefined;
}

/** The page being shown in the other language, or the nearest page there is in it. */
function useOtherLanguage(): { locale: Locale; path: string } {
  const { pathname } = useLocation();
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const twin = (match.handle as LanguageTwinHandle | undefined)?.languageTwin?.(match.loaderData);
    if (twin) return twin;
  }
  if (localeOfPath(pathname) === "hi") return { locale: "en", path: englishPath(pathname) };
  return { locale: "hi", path: hasHindiTwin(pathname) ? localePath("hi", pathname) : localePath("hi", "/") };
}

/** The link to the other language, named in that language: "हिन्दी" on English pages, "English" on Hindi ones. */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = useOtherLanguage();
  // Named in the language it leads to: "हिन्दी" to Hindi, "English" to English (the Hindi privacy
  // notice, in the English frame, offers "English").
  const words = LANGUAGE_SWITCH[other.locale];
  return (
    <Link to={other.path} lang={other.locale} hrefLang={other.locale} title={words.title} className={className}>
      {words.label}
    </Link>
  );
}
