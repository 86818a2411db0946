import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { fill } from "~/content/site-copy";
import { useWords } from "~/content/words";
import { dateIn } from "~/lib/format";
import type { ImageInfo } from "~/lib/image-variants";
import { localePath, useLocale } from "~/lib/locale";

/** An article as a list shows it. */
export interface ArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  createdAt: string | Date;
  image?: ImageInfo;
}

/** The cards of a list of articles (the Articles page, a category's page), newest first, in the page's language. */
export function ArticleCards({ articles }: { articles: readonly ArticleCard[] }) {
  const locale = useLocale();
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <Link
            to={localePath(locale, `/articles/${article.slug}`)}
            className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {article.image ? (
              <ResponsiveImage
                image={article.image}
                alt=""
                sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                priority={index === 0}
                className="aspect-video w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-3 p-6">
              <Badge variant="secondary" className="w-fit">
                {article.category}
              </Badge>
              <h2 className="text-xl font-semibold group-hover:text-primary">{article.title}</h2>
              <p className="flex-1 text-sm leading-6 text-muted-foreground">{article.excerpt}</p>
              <p className="text-sm text-muted-foreground">
                {article.author} ·{" "}
                <time dateTime={new Date(article.createdAt).toISOString()}>{dateIn(locale, article.createdAt)}</time>
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Newer and older pages of a list, with where the reader is; nothing when it fits on one page. */
export function ListPages({ page, pages, path }: { page: number; pages: number; path: string }) {
  const copy = useWords().pages.articles.pages;
  if (pages <= 1) return null;
  const to = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  return (
    <nav aria-label={copy.label} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          to={to(page - 1)}
          rel="prev"
          className="inline-flex items-center gap-1 font-medium text-primary underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {copy.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{fill(copy.pageOf, { page: String(page), pages: String(pages) })}</p>
      {page < pages ? (
        <Link
          to={to(page + 1)}
          rel="next"
          className="inline-flex items-center gap-1 font-medium text-primary underline"
        >
          {copy.older} <ArrowRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
