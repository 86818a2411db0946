import type { RouterContextProvider } from "react-router";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#database/client.server";
import { articleCategories, articles } from "#database/schema";
import { adminAction } from "~/features/auth";
import { dropRedirectFrom, pageMoved } from "~/features/redirects/index.server";
import { databaseContext, publicPagesContext } from "~/infrastructure/context";
import { FieldRefusedError, type FormOutcome, fieldRefusal, formReply } from "~/lib/form-result";
import {
  CATEGORY_FIELDS,
  CATEGORY_INTENTS,
  CATEGORY_MESSAGES,
  type CategoryField,
  type CategoryInput,
  type CategoryView,
  categorySchema,
} from "./categories";
import { categoryPath } from "./list-pages";
import { localePath } from "~/lib/locale";

// Categories are matched to articles by name, whatever the case: `lower(category)` on both sides.
const sameName = (name: string) => sql`lower(${articles.category}) = lower(${name})`;

/** Every category with its published articles counted, by name. */
export async function listCategories(db: Database): Promise<CategoryView[]> {
  return db
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      slug: articleCategories.slug,
      description: articleCategories.description,
      published: sql<number>`(select count(*)::int from ${articles} where ${articles.published} and lower(${articles.category}) = lower(${articleCategories.name}))`,
    })
    .from(articleCategories)
    .orderBy(asc(sql`lower(${articleCategories.name})`));
}

/** The names articles use that no category has yet, most used first: each one tap from a page of its own. */
export async function categoriesNotSetUp(db: Database): Promise<{ name: string; articles: number }[]> {
  return db
    .select({ name: sql<string>`min(${articles.category})`, articles: count() })
    .from(articles)
    .where(
      sql`not exists (select 1 from ${articleCategories} where lower(${articleCategories.name}) = lower(${articles.category}))`,
    )
    .groupBy(sql`lower(${articles.category})`)
    .orderBy(desc(count()));
}

/** A category by its address, for its page; null when there is none. */
export async function categoryBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ name: articleCategories.name, slug: articleCategories.slug, description: articleCategories.description })
    .from(articleCategories)
    .where(eq(articleCategories.slug, slug));
  return row ?? null;
}

/**
 * Adds a category, or changes the one `id` names: a new name is written on its articles too (they
 * stay in it), a new address redirects from the old one. Throws FieldRefusedError.
 */
async function saveCategory(db: Database, input: CategoryInput, id: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const others = id ? ne(articleCategories.id, id) : undefined;
    const [named] = await tx
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(and(sql`lower(${articleCategories.name}) = lower(${input.name})`, others));
    if (named) throw new FieldRefusedError("name", CATEGORY_MESSAGES.nameTaken, "conflict");
    const [addressed] = await tx
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(and(eq(articleCategories.slug, input.slug), others));
    if (addressed) throw new FieldRefusedError("slug", CATEGORY_MESSAGES.slugTaken, "conflict");
    if (!id) {
      const [made] = await tx.insert(articleCategories).values(input).returning({ id: articleCategories.id });
      return made!.id;
    }
    const [before] = await tx
      .select({ name: articleCategories.name, slug: articleCategories.slug })
      .from(articleCategories)
      .where(eq(articleCategories.id, id))
      .for("update");
    if (!before) throw new FieldRefusedError("name", CATEGORY_MESSAGES.notFound, "not-found");
    await tx.update(articleCategories).set(input).where(eq(articleCategories.id, id));
    if (before.name !== input.name) {
      await tx.update(articles).set({ category: input.name }).where(sameName(before.name));
    }
    const db = tx as unknown as Database;
    // Its page in each language moves: both old addresses redirect.
    if (before.slug !== input.slug) {
      for (const locale of ["en", "hi"] as const) {
        await pageMoved(
          db,
          localePath(locale, categoryPath(before.slug)),
          localePath(locale, categoryPath(input.slug)),
        );
      }
    }
    return id;
  });
}

const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

/** The Categories screen's actions (Owner, Admin, Editor), declared for the admin gate (ADR 030). */
export const CATEGORY_ACTIONS = [
  adminAction({
    intent: CATEGORY_INTENTS.save,
    permission: "content",
    schema: z.object({ id: z.union([z.literal(""), z.uuid()]).optional() }).and(categorySchema),
    fields: CATEGORY_FIELDS,
    audit: { label: "Saved an article category" },
    run: async ({ input, values, context }) => {
      const { id, ...category } = input;
      const db = dbOf(context);
      let outcome: FormOutcome<CategoryField>;
      try {
        outcome = { ok: true, id: await saveCategory(db, category, id || undefined) };
        // Its pages are live: no redirect may send their addresses elsewhere.
        for (const locale of ["en", "hi"] as const)
          await dropRedirectFrom(db, localePath(locale, categoryPath(category.slug)));
        context.get(publicPagesContext).contentChanged();
      } catch (error) {
        if (!(error instanceof FieldRefusedError)) throw error;
        outcome = fieldRefusal(error, values);
      }
      return formReply(outcome);
    },
  }),
  adminAction({
    intent: CATEGORY_INTENTS.remove,
    permission: "content",
    schema: z.object({ id: z.uuid(CATEGORY_MESSAGES.notFound) }),
    audit: { label: "Removed an article category" },
    run: async ({ input, context }) => {
      const removed = await dbOf(context)
        .delete(articleCategories)
        .where(eq(articleCategories.id, input.id))
        .returning({ id: articleCategories.id });
      if (!removed.length) return formReply({ ok: false, reason: "not-found", message: CATEGORY_MESSAGES.notFound });
      context.get(publicPagesContext).contentChanged();
      return formReply({ ok: true });
    },
  }),
];
