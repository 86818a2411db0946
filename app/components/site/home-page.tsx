import { ArrowRight, CheckCircle2, Star } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ServiceCategory } from "~/content/schema";
import { useWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { dateIn } from "~/lib/format";
import type { ImageInfo } from "~/lib/image-variants";
import { localePath, useLocale } from "~/lib/locale";
import { CategoryIcon } from "./illustrations/service-icons";
import { HeroReport } from "./illustrations/hero-report";
import { InquiryButton } from "./inquiry-dialog";
import { ResponsiveImage } from "./responsive-image";
import { ClosingCta, ProcessSteps, Section, SectionHeading } from "./sections";

/** The four categories, each with its most-asked services. */
export type ServiceTiles = {
  category: ServiceCategory;
  /** The category's name in the page's language. */
  name: string;
  services: { slug: string; title: string }[];
}[];

/** What the home page shows from the database. */
export interface HomeProof {
  caseStudies: {
    id: string;
    slug: string;
    title: string;
    clientName: string;
    industry: string;
    headlineFigure: string | null;
    headlineLabel: string | null;
  }[];
  /** Every featured English case study's slug: a testimonial links to its client's case study while that one is public. */
  publicCaseStudies: string[];
  articles: { slug: string; title: string; category: string; createdAt: Date | string; image?: ImageInfo }[];
}

/** The stats block's figures, in the order of the copy's labels. */
const statFigures = ["10+", "3+", "30+", "5"];
/** The closing block's figures, in the order of the copy's labels. */
const closingFigures = ["30+", "99%", "3+"];

/** Each quote comes from a client of a case study (in the copy's order); it links there while that case study is public. */
const testimonialCaseStudies = [
  "smilecraft-dental-pune",
  "keravedam-naturals-kochi",
  "pratibha-commerce-classes-jaipur",
];

/**
 * The home page: the spec's sections (hero, stats, services, process, why us, testimonials, closing
 * call to action) with the proof between them: the featured case studies' numbers and the latest
 * articles, each left out when `proof` is null (the database could not be read).
 */
export function HomePage({ catalog, proof }: { catalog: ServiceTiles; proof: HomeProof | null }) {
  const publicCaseStudies = new Set(proof?.publicCaseStudies);
  const locale = useLocale();
  const words = useWords();
  const copy = words.pages.home;
  const shared = words.site;
  const to = (path: string) => localePath(locale, path);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-ink via-indigo-900 to-slate-900 px-4 pt-10 pb-12 text-white sm:px-6 md:py-20 lg:px-8">
        <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]">
          <div className="text-center lg:text-left">
            <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-medium text-indigo-100">
              {copy.eyebrow}
            </p>
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {copy.title}
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-indigo-100 text-pretty lg:mx-0">{copy.intro}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <InquiryButton size="lg">{shared.getStarted}</InquiryButton>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/40 bg-transparent text-white hover:bg-white/10"
              >
                <Link to={to("/services")}>{copy.viewServices}</Link>
              </Button>
            </div>
          </div>
          <HeroReport alt={copy.heroAlt} className="mx-auto h-auto w-full max-w-xs sm:max-w-md lg:max-w-none" />
        </div>
      </section>

      <section aria-label={copy.numbersLabel} className="border-b bg-background px-4 py-8 sm:px-6 md:py-10 lg:px-8">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center md:grid-cols-4">
          {copy.stats.map((label, index) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="order-2 text-sm text-muted-foreground">{label}</dt>
              <dd className="text-4xl font-extrabold text-primary">{statFigures[index]}</dd>
            </div>
          ))}
        </dl>
      </section>

      {proof?.caseStudies.length ? (
        <Section aria-labelledby="home-results" className="py-10 md:py-16">
          <StripHeading
            id="home-results"
            eyebrow={copy.results.eyebrow}
            title={copy.results.title}
            to={localePath(locale, "/case-studies")}
          >
            {copy.results.all}
          </StripHeading>
          <SwipeList label={copy.results.label} className="md:grid-cols-3">
            {proof.caseStudies.map((caseStudy) => (
              <li key={caseStudy.id} className={swipeItem}>
                <Link
                  to={localePath(locale, `/case-studies/${caseStudy.slug}`)}
                  className="group flex h-full flex-col rounded-xl border bg-card p-5 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {caseStudy.headlineFigure ? (
                    <span className="text-4xl font-extrabold tracking-tight text-primary">
                      {caseStudy.headlineFigure}
                    </span>
                  ) : null}
                  <span className="mt-1 font-semibold text-pretty group-hover:underline">
                    {caseStudy.headlineLabel ?? caseStudy.title}
                  </span>
                  <span className="mt-3 text-sm text-muted-foreground">
                    {caseStudy.clientName} · {caseStudy.industry}
                  </span>
                </Link>
              </li>
            ))}
          </SwipeList>
        </Section>
      ) : null}

      <Section id="services" className="bg-muted/50 py-10 md:py-16">
        <SectionHeading eyebrow={copy.services.eyebrow} title={copy.services.title} intro={copy.services.intro} />
        <ul className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
          {catalog.map((tile) => (
            <li key={tile.category} className="flex flex-col rounded-xl border bg-card p-4 md:p-5">
              <CategoryIcon category={tile.category} className="size-8 text-primary md:size-9" />
              <h3 className="mt-2 font-semibold text-balance md:mt-3 md:text-lg">{tile.name}</h3>
              <ul className="mt-2 grid gap-1 text-sm">
                {tile.services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={to(`/services/${service.slug}`)}
                      className="inline-flex min-h-8 items-center gap-1 py-1 leading-5 text-muted-foreground hover:text-primary hover:underline"
                    >
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <Link
            to={to("/services")}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            {copy.services.all} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </Section>

      <ProcessSteps />

      <Section className="py-10 md:py-16">
        <SectionHeading eyebrow={copy.why.eyebrow} title={copy.why.title} />
        <SwipeList label={copy.why.label} className="md:grid-cols-2">
          {copy.why.reasons.map((reason) => (
            <li key={reason.title} className={cn(swipeItem, "flex gap-3 rounded-xl border bg-card p-4 md:p-5")}>
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{reason.text}</p>
              </div>
            </li>
          ))}
        </SwipeList>
      </Section>

      <Section className="bg-muted/50 py-10 md:py-16">
        <SectionHeading eyebrow={copy.testimonials.eyebrow} title={copy.testimonials.title} />
        <SwipeList label={copy.testimonials.label} className="md:grid-cols-3">
          {copy.testimonials.quotes.map((t, index) => (
            <li key={t.name} className={swipeItem}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-5">
                <div className="flex gap-1 text-amber-500" role="img" aria-label={copy.testimonials.rated}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden />
                  ))}
                </div>
                <blockquote className="mt-3 flex-1 leading-7">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="block text-muted-foreground">{t.role}</span>
                  {publicCaseStudies.has(testimonialCaseStudies[index] ?? "") ? (
                    // The client's case study in English, the language it was written in.
                    <Link
                      to={`/case-studies/${testimonialCaseStudies[index]}`}
                      hrefLang={locale === "hi" ? "en" : undefined}
                      className="mt-2 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                    >
                      {shared.readTheCaseStudy}
                      <span className="sr-only">: {t.role}</span>
                      <ArrowRight className="size-4" aria-hidden />
                    </Link>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </SwipeList>
      </Section>

      {proof?.articles.length ? (
        <Section aria-labelledby="home-articles" className="py-10 md:py-16">
          <StripHeading
            id="home-articles"
            eyebrow={copy.articles.eyebrow}
            title={copy.articles.title}
            to={localePath(locale, "/articles")}
          >
            {copy.articles.all}
          </StripHeading>
          <ul className="grid gap-3 md:grid-cols-3 md:gap-4">
            {proof.articles.map((article) => (
              <li key={article.slug}>
                <Link
                  to={localePath(locale, `/articles/${article.slug}`)}
                  className="group flex h-full gap-4 rounded-xl border bg-card p-3 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:flex-col"
                >
                  {article.image ? (
                    <ResponsiveImage
                      image={article.image}
                      alt=""
                      sizes="(min-width: 768px) 400px, 72px"
                      className="aspect-square w-18 shrink-0 rounded-lg object-cover md:aspect-video md:w-full"
                    />
                  ) : null}
                  <span className="grid content-start gap-1">
                    <span className="text-xs font-semibold uppercase tracking-wider text-primary">
                      {article.category}
                    </span>
                    <span className="font-semibold text-pretty group-hover:underline">{article.title}</span>
                    <span className="text-xs text-muted-foreground">{dateIn(locale, article.createdAt)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <ClosingCta title={copy.closing.title} text={copy.closing.text}>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white/40 bg-transparent text-white hover:bg-white/10"
        >
          <Link to={to("/contact")}>{copy.closing.schedule}</Link>
        </Button>
      </ClosingCta>
      <section aria-label={copy.closing.label} className="bg-ink px-4 pb-14 text-white">
        <dl className="mx-auto grid max-w-3xl grid-cols-3 gap-6 border-t border-white/20 pt-8 text-center">
          {copy.closing.figures.map((label, index) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-indigo-100">{label}</dt>
              <dd className="text-3xl font-bold">{closingFigures[index]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** An item of a `SwipeList`: most of a phone's width, so the next one peeks in and says "swipe". */
const swipeItem = "w-[85%] shrink-0 snap-center md:w-auto";

/**
 * Cards side by side: on phones one row to swipe through (the page stays still, only the row
 * scrolls, and it takes keyboard focus so it can be scrolled without a pointer); a grid from tablets up.
 * Positioned, so that text hidden for screen readers (absolutely placed) stays inside the row.
 */
function SwipeList({ label, className, children }: { label: string; className: string; children: React.ReactNode }) {
  return (
    <ul
      aria-label={label}
      tabIndex={0}
      data-swipe-row
      className={cn(
        "relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:-mx-6 sm:px-6 md:mx-0 md:grid md:gap-4 md:overflow-visible md:px-0",
        className,
      )}
    >
      {children}
    </ul>
  );
}

/** A strip's heading with the link to its full list beside it. */
function StripHeading({
  id,
  eyebrow,
  title,
  to,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  to: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <p className="mb-1 text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
      </div>
      <Link to={to} className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
        {children} <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
