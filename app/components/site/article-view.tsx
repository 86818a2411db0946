import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AuthorBio, CategoryCta, RelatedArticles } from "~/components/site/article-extras";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { ShareLinks } from "~/components/site/share-links";
import { Badge } from "~/components/ui/badge";
import { fill } from "~/content/site-copy";
import { useWords } from "~/content/words";
import { istHindiDate, istLongDate } from "~/lib/india-time";
import type { ImageInfo } from "~/lib/image-variants";
import { type Locale, localePath, useLocale } from "~/lib/locale";
import { useSite } from "~/lib/site";

/** An article as its page shows it (getPublishedArticle in the articles feature; a draft's preview alike). */
export interface ShownArticle {
  slug: string;
  /** The language it is written in: its address is under /hi when Hindi. */
  language: Locale;
  title: string;
  author: string;
  category: string;
  /** The category's page, when it has one. */
  categorySlug: string | null;
  excerpt: string;
  /** Who wrote it, in the page's language (authors.server.ts). */
  authorBio: string;
  /** The text, rendered and sanitized on the server (markdown.server.ts). */
  html: string;
  readingMinutes: number;
  createdAt: Date | string;
  image?: ImageInfo;
  imageAlt: string | null;
}

/**
 * An article's page below the site's frame: its cover, title, byline, text, share links, the
 * author, the category's call to action and what to read next. The public page and a draft's
 * shared preview show it alike, so a preview is exactly what will be published.
 */
export function ArticleView({
  article,
  related,
}: {
  article: ShownArticle;
  related: Parameters<typeof RelatedArticles>[0]["articles"];
}) {
  const site = useSite();
  const locale = useLocale();
  const copy = useWords().pages.articles.article;
  // Shared as its canonical address (the one seo() gives search engines), never the address it was reached by.
  const url = new URL(localePath(article.language, `/articles/${article.slug}`), `${site.siteUrl}/`).toString();
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6 md:py-16">
      <article>
        <BackLink />
        {article.image ? (
          <ResponsiveImage
            image={article.image}
            // Its description when the editor gave one; else it only decorates.
            alt={article.imageAlt ?? ""}
            sizes="(min-width: 800px) 768px, 100vw"
            priority
            className="mt-8 aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <header className="mt-8">
          {article.categorySlug ? (
            <Link
              to={localePath(locale, `/articles/category/${article.categorySlug}`)}
              className="inline-flex min-h-6 items-center rounded-full hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Badge variant="secondary">{article.category}</Badge>
            </Link>
          ) : (
            <Badge variant="secondary">{article.category}</Badge>
          )}
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-sm text-muted-foreground">
            {copy.by} <span className="font-medium text-foreground">{article.author}</span> ·{" "}
            <time dateTime={new Date(article.createdAt).toISOString()}>{bylineDate(locale, article.createdAt)}</time> ·{" "}
            <span className="whitespace-nowrap">
              {fill(copy.minutesRead, { minutes: String(article.readingMinutes) })}
            </span>
          </p>
          <p className="mt-6 text-lg leading-8 text-muted-foreground">{article.excerpt}</p>
        </header>
        {/* Rendered and sanitized on the server (markdown.server.ts): no raw HTML, only safe links. */}
        <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
        <footer className="mt-12 space-y-8">
          <ShareLinks title={article.title} url={url} />
          <AuthorBio name={article.author} bio={article.authorBio} />
        </footer>
      </article>
      <CategoryCta category={article.category} />
      <RelatedArticles articles={related} />
    </div>
  );
}

/**
 * A day as an article's byline shows it: 'November 21, 2026', '21 नवंबर 2026'. Here rather than
 * in lib/format.ts, which every page loads, as only an article's page needs it.
 */
export const bylineDate = (locale: Locale, value: Date | string) =>
  locale === "hi" ? istHindiDate(value) : istLongDate(value);

/** The way back to every article in the page's language. */
export function BackLink() {
  const locale = useLocale();
  const copy = useWords().pages.articles.article;
  return (
    <Link
      to={localePath(locale, "/articles")}
      className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> {copy.backToArticles}
    </Link>
  );
}
