import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { useLoggedRouteError } from "~/components/route-error";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { ClosingCta, ContactUsButton } from "~/components/site/sections";
import { Badge } from "~/components/ui/badge";
import { getFeaturedCaseStudy } from "~/features/case-studies/queries.server";
import { caseStudySocialCard, socialCardAddress } from "~/features/media/social-cards.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  searchAppearance,
  notFoundMeta,
  pageCard,
  seo,
  siteFromMatches,
} from "~/lib/seo";
import { socialImage } from "~/lib/social-image";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { caseStudySearchDefaults } from "~/features/case-studies/search";
import type { Route } from "./+types/case-study";

export async function loader({ params, context }: Route.LoaderArgs) {
  let caseStudy;
  try {
    caseStudy = await getFeaturedCaseStudy(context.get(databaseContext).db, params.slug);
  } catch (error) {
    // Whether it exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "case study by slug", slug: params.slug }, "case study could not be loaded");
    return unavailable({ caseStudy: null });
  }
  // Only featured case studies are public (the spec): any other is not found, like an unknown slug.
  if (caseStudy) {
    const socialCard = socialCardAddress(`/case-studies/${caseStudy.slug}`, caseStudySocialCard(caseStudy));
    return { caseStudy, socialCard };
  }
  return data({ caseStudy: null }, { status: 404 });
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const caseStudy = loaderData?.caseStudy;
  if (!caseStudy || !("socialCard" in loaderData)) return notFoundMeta(site, "Case Study Not Found");
  const path = `/case-studies/${caseStudy.slug}`;
  const image = socialImage(caseStudy.image, caseStudy.imageUrl);
  const search = searchAppearance(site, caseStudy, caseStudySearchDefaults(caseStudy));
  const { description } = search;
  const date = new Date(caseStudy.createdAt).toISOString();
  return seo(site, {
    title: search.title,
    socialTitle: caseStudy.title,
    description,
    path,
    canonical: search.canonical,
    noindex: search.noindex,
    type: "article",
    image: pageCard(loaderData.socialCard, caseStudy.title),
    keywords: [caseStudy.industry, "digital marketing case study", "small business India"],
    jsonLd: [
      articleJsonLd(site, {
        headline: caseStudy.title,
        description,
        path,
        image: image?.url ?? loaderData.socialCard,
        author: null,
        section: "Case Studies",
        datePublished: date,
        dateModified: new Date(caseStudy.updatedAt).toISOString(),
      }),
      breadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Case Studies", path: "/case-studies" },
        { name: caseStudy.clientName, path },
      ]),
    ],
  });
};

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { caseStudy } = loaderData;
  if (!caseStudy) return <CaseStudyNotFound />;
  return (
    <>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14">
        <BackLink />
        <header className="mt-6">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge>Featured</Badge>
            <span>
              <span className="font-medium text-foreground">{caseStudy.clientName}</span> · {caseStudy.industry}
            </span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{caseStudy.title}</h1>
          {caseStudy.headlineFigure ? (
            <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border bg-card p-5">
              <span className="text-5xl font-extrabold tracking-tight text-primary sm:text-6xl">
                {caseStudy.headlineFigure}
              </span>
              <span className="text-lg font-medium text-foreground">{caseStudy.headlineLabel}</span>
            </p>
          ) : null}
        </header>
        {caseStudy.image ? (
          <ResponsiveImage
            image={caseStudy.image}
            // Its description when the editor gave one; else it only decorates.
            alt={caseStudy.imageAlt ?? ""}
            sizes="(min-width: 900px) 848px, 100vw"
            priority
            className="mt-8 aspect-video w-full rounded-xl object-cover"
          />
        ) : null}
        <div className="mt-10 grid gap-10">
          {(
            [
              ["Challenge", caseStudy.challenge],
              ["Solution", caseStudy.solution],
              ["Results", caseStudy.results],
            ] as const
          ).map(([heading, text]) => (
            <section key={heading} aria-labelledby={`case-study-${heading.toLowerCase()}`}>
              <h2 id={`case-study-${heading.toLowerCase()}`} className="text-2xl font-bold">
                {heading}
              </h2>
              <p className="mt-3 text-lg leading-8 whitespace-pre-line text-muted-foreground">{text}</p>
            </section>
          ))}
        </div>
      </article>
      <ClosingCta
        title="Want results like these for your business?"
        text="Tell us what you sell and where your customers are. We will reply within one business day with what we would try first and what it would cost."
      >
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}

/** A case study whose request failed on the way shows the not-found view, like the article page. */
export function ErrorBoundary() {
  useLoggedRouteError();
  return <CaseStudyNotFound />;
}

function CaseStudyNotFound() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">Case Study Not Found</h1>
      <p className="text-muted-foreground">This case study is not published, or its address has changed.</p>
      <BackLink />
    </section>
  );
}

function BackLink() {
  return (
    <Link to="/case-studies" className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> All case studies
    </Link>
  );
}
