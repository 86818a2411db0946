import { ArrowRight } from "lucide-react";
import { Link, data } from "react-router";
import { Breadcrumb } from "~/components/site/breadcrumb";
import { BenefitsAndMetrics } from "~/components/site/detail-lists";
import { FaqSection } from "~/components/site/faq";
import { InquiryButton, type InquiryServiceHandle } from "~/components/site/inquiry-dialog";
import {
  ClosingCta,
  ContactUsButton,
  PageHero,
  ProcessSteps,
  Section,
  SectionHeading,
} from "~/components/site/sections";
import { ServiceNotFound } from "~/components/site/service-not-found";
import { RelatedCaseStudy } from "~/components/site/related-case-study";
import { getSubService, serviceIn, services } from "~/content/index.server";
import { fill } from "~/content/site-copy";
import { type Words, useWords, wordsFromMatches } from "~/content/words";
import { HOME_NAME, type Locale, localeOfPath, localeOfRequest, localePath, useLocale } from "~/lib/locale";
import { relatedCaseStudy } from "~/features/case-studies/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { loaderHeaders, withoutStrips } from "~/lib/unavailable.server";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  fitDescription,
  fixedPageCard,
  notFoundMeta,
  pageTitle,
  pairedPage,
  seo,
  serviceJsonLd,
  siteFromMatches,
} from "~/lib/seo";
import type { Route } from "./+types/service";

/** The inquiry dialog opened on this page starts with its service as "Service Interested In". */
export const handle = {
  inquiryService: (data) => (data as { service?: { title: string } | null } | undefined)?.service?.title,
} satisfies InquiryServiceHandle;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const service = serviceIn(locale, params.slug);
  if (!service) return data({ service: null, caseStudy: null }, { status: 404 });
  // Only sub-services with a page are linked (a test checks that all of them have one).
  const page = { ...service, features: service.features.filter((f) => getSubService(f.subServiceSlug)) };
  const sameCategory = services.filter((s) => s.category === service.category).map((s) => s.slug);
  try {
    const caseStudy = await relatedCaseStudy(context.get(databaseContext).db, locale, service.slug, sameCategory);
    return { service: page, caseStudy };
  } catch (error) {
    // The case study is proof, not the page: without the database the page still answers, without
    // it, and no cache keeps that copy.
    logger.error(
      { err: error, query: "related case study", slug: service.slug },
      "related case study could not be loaded",
    );
    return withoutStrips({ service: page, caseStudy: null });
  }
}

export const headers = loaderHeaders;

/** Home › Services › the service: shown on the page and sent as BreadcrumbList data. */
const trail = (locale: Locale, words: Words, service: { slug: string; title: string }) => [
  { name: HOME_NAME[locale], path: localePath(locale, "/") },
  { name: words.site.nav.services, path: localePath(locale, "/services") },
  { name: service.title, path: localePath(locale, `/services/${service.slug}`) },
];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const words = wordsFromMatches(matches);
  const service = loaderData?.service;
  if (!service) return notFoundMeta(site, words.site.service.notFound.title, locale, words.pages.home.meta.keywords);
  const page = pairedPage(locale, `/services/${service.slug}`);
  return seo(site, {
    ...page,
    title: pageTitle(site, service.title, locale),
    description: fitDescription(service.subtitle, service.summary),
    // The card's font has no Devanagari: a Hindi page shares its English twin's card.
    image: fixedPageCard(`/services/${service.slug}`, service.englishTitle),
    keywords: service.keywords,
    jsonLd: [
      serviceJsonLd(site, {
        name: service.title,
        description: service.description,
        path: page.path,
        serviceType: service.title,
      }),
      breadcrumbJsonLd(site, trail(locale, words, service)),
      faqPageJsonLd(service.faqs),
    ],
  });
};

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, caseStudy } = loaderData;
  const locale = useLocale();
  const words = useWords();
  const copy = words.site;
  if (!service) return <ServiceNotFound />;
  return (
    <>
      <Breadcrumb trail={trail(locale, words, service)} className="bg-secondary" />
      <PageHero compact eyebrow={service.categoryName} title={service.title} subtitle={service.subtitle}>
        <p className="mx-auto mt-4 max-w-3xl leading-6 text-muted-foreground sm:mt-6 sm:leading-7">
          {service.description}
        </p>
        <div className="mt-6 sm:mt-8">
          <InquiryButton size="lg">{copy.getStarted}</InquiryButton>
        </div>
      </PageHero>
      {/* Less space above on phones, so the first features show on the first screen. */}
      <Section className="pt-10">
        <SectionHeading title={copy.service.keyFeatures} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {service.features.map((feature) => (
            <li key={feature.subServiceSlug}>
              <Link
                to={localePath(locale, `/sub-services/${feature.subServiceSlug}`)}
                className="group flex h-full flex-col rounded-xl border p-6 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <h3 className="text-lg font-semibold group-hover:text-primary">{feature.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{feature.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  {copy.learnMore}
                  <span className="sr-only">
                    {copy.learnMoreAbout}
                    {feature.title}
                  </span>{" "}
                  <ArrowRight className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <BenefitsAndMetrics benefits={service.benefits} metrics={service.metrics} />
      {caseStudy ? <RelatedCaseStudy caseStudy={caseStudy} /> : null}
      <ProcessSteps title={fill(copy.service.howWeDeliver, { service: service.title })} />
      <FaqSection faqs={service.faqs} />
      <ClosingCta title={fill(copy.service.readyToStart, { service: service.title })} text={copy.service.closing}>
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
