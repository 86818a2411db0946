import type { ArticleInput } from "~/features/articles/schema";

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
  ...overrides,
});
