import type { Words } from "../../lib/locale";
import { pageHeadings } from "../page-headings";

/**
 * The words of the articles' pages in English (the spec's exact strings): the list, a category's
 * page and its feed, and an article's page around its text. The Hindi twin is in page-copy.hi.ts;
 * an article itself is written in its own language in the dashboard.
 */
export const articlesCopyEn = {
  meta: {
    name: "Articles",
    pageName: "Articles, page {page}",
    description:
      "Practical guides on Google and Meta ads, SEO, Google Business Profile and WhatsApp marketing, written for Indian small business owners.",
    keywords: [
      "digital marketing blog India",
      "small business marketing tips",
      "SEO guides",
      "WhatsApp marketing guide",
    ],
    /** An article's page: its category comes first. */
    articleKeywords: ["digital marketing", "small business India"],
    notFoundName: "Page Not Found",
  },
  eyebrow: "Articles",
  title: pageHeadings["/articles"].title,
  subtitle: "Plain-language guides to marketing that pays for itself.",
  empty: "No articles published yet. Check back soon!",
  pages: {
    label: "Pages of articles",
    newer: "Newer articles",
    older: "Older articles",
    pageOf: "Page {page} of {pages}",
  },
  category: {
    name: "{category} articles",
    pageName: "{category} articles, page {page}",
    description: "Guides on {category} for Indian small business owners, with what it costs and what it brings.",
    keywords: ["digital marketing guides", "small business India"],
    follow: "Follow {category} by RSS",
  },
  feed: {
    title: "{brand} Digital Marketing - Articles",
    categoryTitle: "{brand} Digital Marketing - {category}",
    description: "Practical marketing guides for Indian small and medium businesses.",
    categoryDescription: "{category} guides for Indian small and medium businesses.",
  },
  article: {
    backToArticles: "Back to Articles",
    by: "By",
    minutesRead: "{minutes} min read",
    share: "Share this article",
    shareOn: "Share on ",
    aboutTheAuthor: "About the author",
    related: "Related articles",
    notFound: { title: "Article Not Found", text: "The article you're looking for doesn't exist." },
    /** What the agency offers on an article's subject, by its category (components/site/article-extras.tsx matches them). */
    ctas: {
      seo: {
        headline: "Want more people nearby to find you on Google?",
        text: "We set up and look after your Google Business Profile, fix what holds your website back and write pages for what your customers actually search.",
        linkText: "Explore our SEO service",
      },
      marketing: {
        headline: "Want your ad budget to bring enquiries, not just clicks?",
        text: "We run Google and Meta ads judged by leads and cost per enquiry, with tracking that shows which rupee did what.",
        linkText: "Explore Performance Marketing",
      },
      socialMedia: {
        headline: "Want Instagram and Facebook to bring you customers?",
        text: "We plan your posts and Reels around your offers and festivals, reply to comments and DMs, and put a small budget behind what already works.",
        linkText: "Explore Social Media Marketing",
      },
      ai: {
        headline: "Want every WhatsApp enquiry answered in minutes, even at night?",
        text: "We build AI chatbots for WhatsApp and your website that answer common questions, qualify leads and pass the rest to your team.",
        linkText: "Explore AI Chatbots",
      },
      general: {
        headline: "Want help putting this into practice?",
        text: "Tell us about your business and we will suggest where to start, in plain language and within your budget.",
        linkText: "See all our services",
      },
    },
    /** An author without a bio of their own. */
    authorFallback: "{name} writes for the {brand} team.",
  },
};

export type ArticlesCopy = Words<typeof articlesCopyEn>;
