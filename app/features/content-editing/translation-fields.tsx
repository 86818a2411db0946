import { useState } from "react";
import { Field } from "~/components/admin/field";
import { Select } from "~/components/ui/select";
import type { Locale } from "~/lib/locale";
import { CONTENT_LANGUAGES } from "./translation";

/** A record as the language fields see it: its language, and a Hindi one's English original. */
export interface TranslatedItem {
  id: string;
  title: string;
  language: Locale;
  translationOf: string | null;
}

/**
 * The dialog's language fields (an article's, a case study's): its language and, for a Hindi
 * one, the English original it translates, offered from the tab's English records that have no
 * Hindi version yet. The two pages then link each other.
 */
export function TranslationFields({
  noun,
  item,
  items,
  language,
  onLanguageChange,
  values,
  errors,
}: {
  noun: string;
  item?: TranslatedItem;
  items: readonly TranslatedItem[];
  /** The language chosen (the slug's hint follows it), and its change. */
  language: Locale;
  onLanguageChange: (language: Locale) => void;
  values: { translationOf?: string };
  errors: { language?: string; translationOf?: string };
}) {
  // The original chosen stays chosen while the language is switched back and forth.
  const [original, setOriginal] = useState(values.translationOf ?? "");
  const translated = new Set(items.filter((other) => other.id !== item?.id).map((other) => other.translationOf));
  const originals = items.filter(
    (other) => other.language === "en" && other.id !== item?.id && !translated.has(other.id),
  );
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <Field
        label="Language"
        error={errors.language}
        hint={`A Hindi ${noun} is shown under /hi, in the Hindi lists; its slug is typed in Latin letters.`}
      >
        {(control) => (
          <Select
            {...control}
            name="language"
            value={language}
            onChange={(event) => onLanguageChange(event.currentTarget.value === "hi" ? "hi" : "en")}
          >
            {Object.entries(CONTENT_LANGUAGES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {language === "hi" ? (
        <Field
          label="Translation of"
          error={errors.translationOf}
          hint={`The English ${noun} this one translates: each page then links to the other.`}
        >
          {(control) => (
            <Select
              {...control}
              name="translationOf"
              value={original}
              onChange={(event) => setOriginal(event.currentTarget.value)}
            >
              <option value="">None</option>
              {originals.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
    </div>
  );
}

/** The language a dialog starts with: its record's, or English for a new one. */
export function useLanguageField(values: { language?: string }) {
  return useState<Locale>(values.language === "hi" ? "hi" : "en");
}

/**
 * A card's line on its languages: a Hindi record and the original it translates, an English one
 * and its Hindi version; nothing for an English record without one.
 */
export function TranslationNote({ item, items }: { item: TranslatedItem; items: readonly TranslatedItem[] }) {
  if (item.language === "hi") {
    const original = items.find((other) => other.id === item.translationOf);
    return (
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground" lang="hi">
          हिन्दी
        </span>{" "}
        (Hindi){original ? <> · translation of “{original.title}”</> : null}
      </p>
    );
  }
  const version = items.find((other) => other.translationOf === item.id);
  return version ? (
    <p className="text-sm text-muted-foreground">
      Hindi version: “<span lang="hi">{version.title}</span>”
    </p>
  ) : null;
}
