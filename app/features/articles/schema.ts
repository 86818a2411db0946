import { z } from "zod";
import {
  checkboxField,
  imageUrlField,
  keptImageUrlField,
  refuseNewHttpImage,
} from "~/features/media/image-field-schema";

/**
 * The spec's slug rule: lower-cased, each run of characters other than letters and digits
 * becomes one hyphen, no hyphen at either end. "SEO in 2026: What's New?" -> "seo-in-2026-what-s-new".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const EXCERPT_HINT = { min: 150, max: 200 } as const;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The article form, checked in the browser and again by the dashboard action. */
export const articleSchema = z
  .object({
    title: required("Title", 160),
    // Empty at save: derived from the title (below).
    slug: z.string().trim().max(120, "Slug must be at most 120 characters"),
    author: required("Author", 80),
    category: required("Category", 60),
    // The 150-200 hint is shown, not enforced (the spec); the cap only stops junk.
    excerpt: required("Excerpt", 500),
    content: required("Content", 100_000),
    imageUrl: imageUrlField,
    keptImageUrl: keptImageUrlField,
    published: checkboxField,
  })
  .superRefine(refuseNewHttpImage)
  .transform(({ keptImageUrl: _kept, ...article }) => ({ ...article, slug: article.slug || slugify(article.title) }))
  .refine((article) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(article.slug), {
    path: ["slug"],
    message: "Use lower-case letters, digits and single hyphens only, e.g. seo-for-clinics",
  });

export type ArticleInput = z.output<typeof articleSchema>;
export type ArticleField = keyof z.input<typeof articleSchema>;
export const articleFields: ArticleField[] = [
  "title",
  "slug",
  "author",
  "category",
  "excerpt",
  "content",
  "imageUrl",
  "keptImageUrl",
  "published",
];

export const ARTICLE_INTENTS = { save: "article-save", delete: "article-delete" } as const;
