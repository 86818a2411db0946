import { type Locale, localePath } from "~/lib/locale";

// Apart from the language switch, which every page loads: only the record pages' scripts carry it.

/**
 * Where the switch on a record's page goes (an article under "/articles", a case study): to its
 * translation when it has a published one, else to the other language's list.
 */
export function recordTwin(
  base: string,
  record: { language: Locale; translation: { slug: string } | null } | null | undefined,
): { locale: Locale; path: string } | undefined {
  if (!record) return undefined;
  const other: Locale = record.language === "en" ? "hi" : "en";
  return {
    locale: other,
    path: localePath(other, record.translation ? `${base}/${record.translation.slug}` : base),
  };
}
