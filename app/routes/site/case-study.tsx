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
  translatedPage,
} from "~/lib/seo";
import type { LanguageTwinHandle } from "~/components/site/language-switch";
import { recordTwin } from "~/components/site/record-twin";
import { pageHeadings } from "~/content/page-headings";
import { useWords, wordsFromMatches } from "~/content/words";
import { HOME_NAME, localeOfPath, localeOfRequest, localePath, useLocale } from "~/lib/locale";
import { socialCardUrl } from "~/lib/social-card";
import { socialImage } from "~/lib/social-image";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { caseStudySearchDefaults } from "~/features/case-studies/search";
import type { Route } from "./+types/case-study";

/** The language switch goes to the case study's translation, or to the other language's case studies. */
export const handle = {
  languageTwin: (data) =>
    recordTwin("/case-studies", (data as { caseStudy?: Parameters<typeof recordTwin>[1] })?.caseStudy),
} satisfies LanguageTwinHandle;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  let caseStudy;
  try {
    caseStudy = await getFeaturedCaseStudy(context.get(databaseContext).db, params.slug, locale);
  } catch (error) {
    // Whether it exists is unknown: a 503, never a 404 that tells crawlers it is gone.
    logger.error({ err: error, query: "case study by slug", slug: params.slug }, "case study could not be loaded");
    return unavailable({ caseStudy: null });
  }
  // Only featured case studies are public (the spec): any other is not found, like an unknown slug.
  if (caseStudy) {
    // The card's font has no Devanagari: a Hindi case study shows its English original's card,
    // or the case studies list's when it translates none.
    const card = locale === "en" ? caseStudy : caseStudy.translation;
    const socialCard = card
      ? socialCardAddress(`/case-studies/${card.slug}`, caseStudySocialCard(card))
      : socialCardUrl("/case-studies");
    return { caseStudy, socialCard };
  }
  return data({ caseStudy: null }, { status: 404 });
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { pages } = wordsFromMatches(matches);
  const copy = pages.caseStudies;
  const caseStudy = loaderData?.caseStudy;
  if (!caseStudy || !("socialCard" in loaderData)) {
    return notFoundMeta(site, copy.notFound.title, locale, pages.home.meta.keywords);
  }
  const page = translatedPage(locale, "/case-studies", caseStudy.slug, caseStudy.translation?.slug ?? null);
  const { path } = page;
  const image = socialImage(caseStudy.image, caseStudy.imageUrl);
  const search = searchAppearance(site, caseStudy, caseStudySearchDefaults(caseStudy), locale);
  const { description } = search;
  const date = new Date(caseStudy.createdAt).toISOString();
  return seo(site, {
    ...page,
    title: search.title,
    socialTitle: caseStudy.title,
    description,
    canonical: search.canonical,
    noindex: search.noindex,
    type: "article",
    image: pageCard(
      loaderData.socialCard,
      (locale === "en" ? caseStudy : caseStudy.translation)?.title ?? pageHeadings["/case-studies"].title,
    ),
    keywords: [caseStudy.industry, ...copy.meta.caseStudyKeywords],
    jsonLd: [
      articleJsonLd(site, {
        headline: caseStudy.title,
        description,
        path,
        image: image?.url ?? loaderData.socialCard,
        author: null,
        section: copy.meta.name,
        datePublished: date,
        dateModified: new Date(caseStudy.updatedAt).toISOString(),
        locale,
      }),
      breadcrumbJsonLd(site, [
        { name: HOME_NAME[locale], path: localePath(locale, "/") },
        { name: copy.meta.name, path: localePath(locale, "/case-studies") },
        { name: caseStudy.clientName, path },
      ]),
    ],
  });
};

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { caseStudy } = loaderData;
  const copy = useWords().pages.caseStudies;
  if (!caseStudy) return <CaseStudyNotFound />;
  return (
    <>
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14">
        <BackLink />
        <header className="mt-6">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge>{copy.featured}</Badge>
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
              ["challenge", copy.challenge, caseStudy.challenge],
              ["solution", copy.solution, caseStudy.solution],
              ["results", copy.results, caseStudy.results],
            ] as const
          ).map(([part, heading, text]) => (
            <section key={part} aria-labelledby={`case-study-${part}`}>
              <h2 id={`case-study-${part}`} className="text-2xl font-bold">
                {heading}
              </h2>
              <p className="mt-3 text-lg leading-8 whitespace-pre-line text-muted-foreground">{text}</p>
            </section>
          ))}
        </div>
      </article>
      <ClosingCta title={copy.closingTitle} text={copy.closingText}>
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
  const copy = useWords().pages.caseStudies.notFound;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      <p className="text-muted-foreground">{copy.text}</p>
      <BackLink />
    </section>
  );
}

function BackLink() {
  const locale = useLocale();
  const copy = useWords().pages.caseStudies;
  return (
    <Link
      to={localePath(locale, "/case-studies")}
      className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden /> {copy.allCaseStudies}
    </Link>
  );
}
