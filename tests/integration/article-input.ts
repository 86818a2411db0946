import type { ArticleInput } from "~/features/articles/schema";

/** A record in English, translating nothing, its search appearance left to its own title and excerpt. */
export const ENGLISH_DEFAULTS = {
  language: "en",
  translationOf: null,
  searchTitle: null,
  searchDescription: null,
  canonicalUrl: null,
  noindex: false,
} as const;

/** An article's checked form, a draft with every required field filled: `overrides` changes any. */
export const articleInput = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: "T",
  slug: "t",
  author: "A",
  category: "SEO",
  excerpt: "E",
  content: "C",
  imageUrl: null,
  imageAlt: null,
  published: false,
  publishAt: null,
  ...ENGLISH_DEFAULTS,
  ...overrides,
});
