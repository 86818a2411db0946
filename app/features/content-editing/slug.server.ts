import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { articles, caseStudies } from "#database/schema";
import { FieldRefusedError } from "~/lib/form-result";
import { TRANSLATION_TAKEN } from "./translation";

/** The content whose pages live at a slug of their own. */
const slugOwners = {
  article: articles,
  "case study": caseStudies,
} as const;

type Noun = keyof typeof slugOwners;

/** A save refused because another record holds its slug. */
export class SlugTakenError extends FieldRefusedError {
  constructor(noun: Noun, slug: string) {
    super("slug", `Another ${noun} already uses the slug "${slug}". Choose a different slug.`, "conflict");
  }
}

/**
 * Writes a record that carries a slug, refusing a slug another record holds: checked first for a
 * clear answer, and by the unique index when two saves race for it, so the loser hears why too.
 */
export async function withFreeSlug<T>(
  db: Database,
  noun: Noun,
  slug: string,
  exceptId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const table = slugOwners[noun];
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
    .limit(1);
  if (clash) throw new SlugTakenError(noun, slug);
  try {
    return await write();
  } catch (error) {
    const { code, constraint } =
      (error as { cause?: { code?: string; constraint?: string } }).cause ??
      (error as { code?: string; constraint?: string });
    // Another index may refuse the write too: two Hindi versions of one original saved at once.
    if (code === "23505" && constraint?.endsWith("_translation_of_idx")) {
      throw new FieldRefusedError("translationOf", TRANSLATION_TAKEN, "conflict");
    }
    if (code === "23505") throw new SlugTakenError(noun, slug);
    throw error;
  }
}
