import { z } from "zod";
import { now } from "~/lib/clock";
import { momentOfIstLocal } from "~/lib/india-time";
import { checkboxField, imageAltField, imageUrlField, keptImageUrlField, refuseNewHttpImage } from "~/features/media";
import {
  SEO_FIELDS,
  TRANSLATION_FIELDS,
  checkSlug,
  seoSchema,
  slugField,
  slugify,
  translationOfIn,
  translationSchema,
} from "~/features/content-editing";

export const EXCERPT_HINT = { min: 150, max: 200 } as const;

// The excerpt's 150-200 hint is shown, not enforced (the spec); its cap only stops junk.
export const ARTICLE_LIMITS = {
  title: 160,
  slug: 120,
  author: 80,
  category: 60,
  excerpt: 500,
  content: 100_000,
} as const;

export const ARTICLE_INTENTS = {
  save: "article-save",
  delete: "article-delete",
  restore: "article-revision-restore",
} as const;

/** A draft card's preview link: shared, withdrawn. */
export const ARTICLE_PREVIEW_INTENTS = {
  share: "article-preview-share",
  withdraw: "article-preview-withdraw",
} as const;

/** The spec's texts of the Articles tab, its dialog and its toasts. */
export const ARTICLE_MESSAGES = {
  heading: "Articles",
  add: "Add Article",
  empty: "No articles yet. Create your first one!",
  noun: "article",
  confirmDelete: "Are you sure you want to delete this article?",
  dialog: {
    create: "Create Article",
    edit: "Edit Article",
    description: "Drafts stay private; published articles appear on the Articles page.",
  },
  submit: { create: "Create Article", update: "Update Article" },
  created: "Article created successfully",
  updated: "Article updated successfully",
  // The spec: a failed save shows the server's reason when it gives one.
  saveFailed: "Failed to save article",
  serverMessageInToast: true,
  deleted: "Article deleted successfully",
  deleteFailed: "Failed to delete article",
  notFound: "This article no longer exists.",
  publishAtInvalid: "Choose a date and a time to publish it",
  publishAtPast: "Choose a time in the future, or switch on Publish article to publish it now",
} as const;

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The article form, checked in the browser and again by the Articles tab's action. */
export const articleSchema = z
  .object({
    title: required("Title", ARTICLE_LIMITS.title),
    // Empty at save: derived from the title (below).
    slug: slugField(ARTICLE_LIMITS.slug),
    author: required("Author", ARTICLE_LIMITS.author),
    category: required("Category", ARTICLE_LIMITS.category),
    excerpt: required("Excerpt", ARTICLE_LIMITS.excerpt),
    content: required("Content", ARTICLE_LIMITS.content),
    imageUrl: imageUrlField,
    imageAlt: imageAltField,
    keptImageUrl: keptImageUrlField,
    published: checkboxField,
    ...translationSchema.shape,
    ...seoSchema.shape,
    // A draft's publishing time in India (a datetime-local field); empty: none.
    publishAt: z.preprocess(
      (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
      z
        .string()
        .refine((value) => momentOfIstLocal(value) !== null, ARTICLE_MESSAGES.publishAtInvalid)
        .nullable(),
    ),
  })
  .superRefine(refuseNewHttpImage)
  .transform(({ keptImageUrl: _kept, publishAt, ...article }, ctx) => {
    // Published now: nothing is left to schedule.
    const scheduled = !article.published && publishAt ? momentOfIstLocal(publishAt) : null;
    if (scheduled && scheduled.getTime() <= now().getTime()) {
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: ARTICLE_MESSAGES.publishAtPast });
      return z.NEVER;
    }
    return {
      ...article,
      slug: article.slug || slugify(article.title),
      // A description of no image describes nothing.
      imageAlt: article.imageUrl ? article.imageAlt : null,
      translationOf: translationOfIn(article),
      publishAt: scheduled,
    };
  })
  .superRefine(checkSlug);

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
  "imageAlt",
  "keptImageUrl",
  "published",
  "publishAt",
  ...TRANSLATION_FIELDS,
  ...SEO_FIELDS,
];
