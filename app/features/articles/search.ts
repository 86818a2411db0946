import { fitDescription } from "~/lib/seo";

/** An article's search title and description when none is written: its title, and its excerpt made to fit. */
export const articleSearchDefaults = (article: {
  title: string;
  excerpt: string;
  category: string;
  author: string;
}) => ({
  headline: article.title,
  description: fitDescription(
    article.excerpt,
    `A ${article.category} guide by ${article.author} for Indian small businesses.`,
  ),
});
