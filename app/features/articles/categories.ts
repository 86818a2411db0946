import { z } from "zod";
import { checkSlug, slugField, slugify } from "~/features/content-editing";

// Article categories with pages of their own: a name (what an article's Category field says), an
// address and a description. An article belongs to the category its Category field names, whatever
// the letter case, so writers keep typing as they do; renaming a category renames it on its articles.

export const CATEGORY_LIMITS = { name: 60, slug: 120, description: 500 } as const;

export const CATEGORY_INTENTS = { save: "category-save", remove: "category-remove" } as const;

export const CATEGORY_MESSAGES = {
  saved: "Category saved",
  saveFailed: "Could not save the category. Please try again.",
  removed: "Category removed",
  removeFailed: "Could not remove the category. Please try again.",
  nameTaken: "A category with that name already exists.",
  slugTaken: "Another category has that address.",
  notFound: "That category was removed in the meantime.",
} as const;

export const CATEGORY_FIELDS = ["name", "slug", "description"] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

export const categorySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Name is required")
      .max(CATEGORY_LIMITS.name, `Name must be at most ${CATEGORY_LIMITS.name} characters`),
    slug: slugField(CATEGORY_LIMITS.slug),
    description: z
      .string()
      .trim()
      .max(CATEGORY_LIMITS.description, `Keep the description under ${CATEGORY_LIMITS.description} characters`)
      .default(""),
  })
  .transform((category) => ({ ...category, slug: category.slug || slugify(category.name) }))
  .superRefine(checkSlug);
export type CategoryInput = z.output<typeof categorySchema>;

/** A category as the screen lists it, with how many published articles it holds. */
export interface CategoryView {
  id: string;
  name: string;
  slug: string;
  description: string;
  published: number;
}
