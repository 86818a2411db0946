// What follows an article's text: who wrote it, what the agency offers on its subject, and what to read next.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { InquiryButton } from "~/components/site/inquiry-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { authorBio } from "~/content/authors";
import { shortDate } from "~/lib/format";

export function AuthorBio({ name, brand }: { name: string; brand: string }) {
  return (
    <section aria-labelledby="author-heading" className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="author-heading" className="text-sm font-semibold text-muted-foreground">
        About the author
      </h2>
      <p className="mt-2 text-lg font-semibold text-foreground">{name}</p>
      <p className="mt-1 leading-7 text-muted-foreground">{authorBio(name, brand)}</p>
    </section>
  );
}

interface Cta {
  headline: string;
  text: string;
  /** The service page the call to action leads to, and its link's words. */
  href: string;
  linkText: string;
}

// Keyed by the demo categories, as normalised by `categoryKey`; the admin types categories freely.
const ctas: Record<string, Cta> = {
  seo: {
    headline: "Want more people nearby to find you on Google?",
    text: "We set up and look after your Google Business Profile, fix what holds your website back and write pages for what your customers actually search.",
    href: "/services/seo",
    linkText: "Explore our SEO service",
  },
  marketing: {
    headline: "Want your ad budget to bring enquiries, not just clicks?",
    text: "We run Google and Meta ads judged by leads and cost per enquiry, with tracking that shows which rupee did what.",
    href: "/services/performance-marketing",
    linkText: "Explore Performance Marketing",
  },
  "social media": {
    headline: "Want Instagram and Facebook to bring you customers?",
    text: "We plan your posts and Reels around your offers and festivals, reply to comments and DMs, and put a small budget behind what already works.",
    href: "/services/social-media",
    linkText: "Explore Social Media Marketing",
  },
  ai: {
    headline: "Want every WhatsApp enquiry answered in minutes, even at night?",
    text: "We build AI chatbots for WhatsApp and your website that answer common questions, qualify leads and pass the rest to your team.",
    href: "/services/ai-chatbots",
    linkText: "Explore AI Chatbots",
  },
};

const general: Cta = {
  headline: "Want help putting this into practice?",
  text: "Tell us about your business and we will suggest where to start, in plain language and within your budget.",
  href: "/services",
  linkText: "See all our services",
};

// "Social-Media", "social media " and "Social Media" are one category to a reader.
const categoryKey = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The call to action for an article's category: its service page, or all services for another category. */
export function categoryCta(category: string): Cta {
  return ctas[categoryKey(category)] ?? general;
}

export function CategoryCta({ category }: { category: string }) {
  const cta = categoryCta(category);
  return (
    <section aria-labelledby="cta-heading" className="rounded-xl bg-secondary p-5 text-secondary-foreground sm:p-8">
      <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance">
        {cta.headline}
      </h2>
      <p className="mt-3 leading-7">{cta.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <InquiryButton size="lg">Get Started</InquiryButton>
        {/* A long service name wraps inside the button rather than pushing past a phone's edge. */}
        <Button asChild size="lg" variant="outline" className="h-auto min-h-12 py-3 text-center whitespace-normal">
          <Link to={cta.href}>
            {cta.linkText} <ArrowRight aria-hidden />
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
  if (!articles.length) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        Related articles
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
                to={`/articles/${article.slug}`}
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
              {shortDate(article.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
