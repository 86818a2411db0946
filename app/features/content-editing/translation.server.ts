import { type SQL, and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles, caseStudies } from "#database/schema";
import { FieldRefusedError } from "~/lib/form-result";
import type { Locale } from "~/lib/locale";
import type { RevisionKind } from "./revisions";

const translatedTables = { article: articles, "case-study": caseStudies } as const;
const nouns = { article: "article", "case-study": "case study" } as const satisfies Record<RevisionKind, string>;

/**
 * Refuses a save that would break a pair of translations: an original that is not an English
 * record of the same kind, one that already has its Hindi version, and an English record turned
 * Hindi while a Hindi version still names it. The unique index holds the second against a race.
 */
export async function checkTranslation(
  db: Database,
  kind: RevisionKind,
  saved: { id: string | null; idempotencyKey: string | null },
  record: { language: Locale; translationOf: string | null },
): Promise<void> {
  const { id } = saved;
  const table = translatedTables[kind];
  const noun = nouns[kind];
  if (record.translationOf) {
    const [original] = await db
      .select({ language: table.language, title: table.title })
      .from(table)
      .where(eq(table.id, record.translationOf));
    if (!original || original.language !== "en" || record.translationOf === id) {
      throw new FieldRefusedError("translationOf", `Choose the English ${noun} this one translates.`);
    }
    // Not this record, nor what an earlier attempt of this very create stored (its answer was lost).
    const [other] = await db
      .select({ title: table.title })
      .from(table)
      .where(
        and(
          eq(table.translationOf, record.translationOf),
          id ? ne(table.id, id) : undefined,
          saved.idempotencyKey ? sql`${table.idempotencyKey} is distinct from ${saved.idempotencyKey}` : undefined,
        ),
      );
    if (other) {
      throw new FieldRefusedError(
        "translationOf",
        `"${original.title}" already has a Hindi version: "${other.title}".`,
        "conflict",
      );
    }
  }
  if (id && record.language === "hi") {
    const [version] = await db.select({ title: table.title }).from(table).where(eq(table.translationOf, id));
    if (version) {
      throw new FieldRefusedError(
        "language",
        `"${version.title}" is its Hindi version: keep this ${noun} in English, or unlink that one first.`,
        "conflict",
      );
    }
  }
}

/** A record as its pair is read: its id, its language, and a Hindi one's English original. */
export interface TranslatedRow {
  id: string;
  language: Locale;
  translationOf: string | null;
}

/**
 * Which row of `table` is `record`'s twin in the other language: a Hindi record's English
 * original, or an English record's Hindi version; undefined when it can have none.
 */
export function twinOf(table: (typeof translatedTables)[RevisionKind], record: TranslatedRow): SQL | undefined {
  // Its language is checked too: a pair is always one English and one Hindi record.
  if (record.language === "en") return and(eq(table.translationOf, record.id), eq(table.language, "hi"));
  return record.translationOf ? and(eq(table.id, record.translationOf), eq(table.language, "en")) : undefined;
}

/** The other language's twin of each of `rows` that is among them (the live ones), by id. */
export function twinsAmong<Row extends TranslatedRow>(rows: readonly Row[]): Map<string, Row> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const twins = new Map<string, Row>();
  for (const row of rows) {
    const original = row.language === "hi" && row.translationOf ? byId.get(row.translationOf) : undefined;
    if (original?.language === "en") {
      twins.set(row.id, original);
      twins.set(original.id, row);
    }
  }
  return twins;
}
