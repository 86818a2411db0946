// What follows an article's text: who wrote it, what the agency offers on its subject, and what to read next.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { InquiryButton } from "~/components/site/inquiry-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ArticlesCopy } from "~/content/pages/articles";
import { useWords } from "~/content/words";
import { dateIn } from "~/lib/format";
import { localePath, useLocale } from "~/lib/locale";

/** Who wrote the article: their bio in the page's language (read on the server, authors.server.ts). */
export function AuthorBio({ name, bio }: { name: string; bio: string }) {
  const copy = useWords().pages.articles.article;
  return (
    <section aria-labelledby="author-heading" className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="author-heading" className="text-sm font-semibold text-muted-foreground">
        {copy.aboutTheAuthor}
      </h2>
      <p className="mt-2 text-lg font-semibold text-foreground">{name}</p>
      <p className="mt-1 leading-7 text-muted-foreground">{bio}</p>
    </section>
  );
}

type CtaKey = keyof ArticlesCopy["article"]["ctas"];

// Keyed by the demo categories, as normalised by `categoryKey`; the admin types categories freely.
const ctas: Record<string, { key: CtaKey; href: string }> = {
  seo: { key: "seo", href: "/services/seo" },
  marketing: { key: "marketing", href: "/services/performance-marketing" },
  "social media": { key: "socialMedia", href: "/services/social-media" },
  ai: { key: "ai", href: "/services/ai-chatbots" },
};

const general = { key: "general", href: "/services" } as const;

// "Social-Media", "social media " and "Social Media" are one category to a reader.
const categoryKey = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * The call to action for an article's category: its service page (its English address), or all
 * services for another category; its words are the page's language's.
 */
export function categoryCta(category: string): { key: CtaKey; href: string } {
  return ctas[categoryKey(category)] ?? general;
}

export function CategoryCta({ category }: { category: string }) {
  const locale = useLocale();
  const { site, pages } = useWords();
  const cta = categoryCta(category);
  const words = pages.articles.article.ctas[cta.key];
  return (
    <section aria-labelledby="cta-heading" className="rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-8">
      <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance">
        {words.headline}
      </h2>
      <p className="mt-3 leading-7">{words.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <InquiryButton size="lg">{site.getStarted}</InquiryButton>
        {/* A long service name wraps inside the button rather than pushing past a phone's edge. */}
        <Button asChild size="lg" variant="outline" className="h-auto min-h-12 py-3 text-center whitespace-normal">
          <Link to={localePath(locale, cta.href)}>
            {words.linkText} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** An article suggested to read next (listRelatedArticles in the articles feature). */
interface RelatedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  createdAt: Date | string;
}

export function RelatedArticles({ articles }: { articles: readonly RelatedArticle[] }) {
  const locale = useLocale();
  const copy = useWords().pages.articles.article;
  if (!articles.length) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        {copy.related}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="relative flex flex-col rounded-xl border bg-card p-5 hover:bg-muted">
            <Badge variant="secondary" className="self-start">
              {article.category}
            </Badge>
            <h3 className="mt-3 font-semibold leading-snug break-words text-foreground">
              {/* The whole card is the link's target; the title alone is its name. */}
              <Link
                to={localePath(locale, `/articles/${article.slug}`)}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                {article.title}
              </Link>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{article.excerpt}</p>
            <time
              dateTime={new Date(article.createdAt).toISOString()}
              className="mt-auto pt-3 text-xs text-muted-foreground"
            >
              {dateIn(locale, article.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
