import { ArrowLeft, Check } from "lucide-react";
import { Link, data } from "react-router";
import { Breadcrumb } from "~/components/site/breadcrumb";
import { BenefitsAndMetrics } from "~/components/site/detail-lists";
import { InquiryButton, type InquiryServiceHandle } from "~/components/site/inquiry-dialog";
import { ClosingCta, ContactUsButton, PageHero, Section, SectionHeading } from "~/components/site/sections";
import { ServiceNotFound } from "~/components/site/service-not-found";
import { serviceIn, subServiceIn } from "~/content/index.server";
import { fill } from "~/content/site-copy";
import { type Words, useWords, wordsFromMatches } from "~/content/words";
import { HOME_NAME, type Locale, localeOfPath, localeOfRequest, localePath, useLocale } from "~/lib/locale";
import {
  breadcrumbJsonLd,
  fitDescription,
  fixedPageCard,
  notFoundMeta,
  pageTitle,
  pairedPage,
  seo,
  serviceJsonLd,
  siteFromMatches,
} from "~/lib/seo";
import type { Route } from "./+types/sub-service";

/** The inquiry dialog opened on this page starts with its sub-service as "Service Interested In". */
export const handle = {
  inquiryService: (data) => (data as { subService?: { title: string } | null } | undefined)?.subService?.title,
} satisfies InquiryServiceHandle;

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const subService = subServiceIn(locale, params.slug);
  const parent = serviceIn(locale, subService?.serviceSlug);
  if (!subService || !parent) return data({ subService: null, parent: null }, { status: 404 });
  return { subService, parent: { slug: parent.slug, title: parent.title } };
}

type Named = { slug: string; title: string };

/** Home › Services › the parent service › the sub-service: shown on the page and sent as BreadcrumbList data. */
const trail = (locale: Locale, words: Words, subService: Named, parent: Named) => [
  { name: HOME_NAME[locale], path: localePath(locale, "/") },
  { name: words.site.nav.services, path: localePath(locale, "/services") },
  { name: parent.title, path: localePath(locale, `/services/${parent.slug}`) },
  { name: subService.title, path: localePath(locale, `/sub-services/${subService.slug}`) },
];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const words = wordsFromMatches(matches);
  const { subService, parent } = loaderData ?? {};
  if (!subService || !parent) {
    return notFoundMeta(site, words.site.service.notFound.title, locale, words.pages.home.meta.keywords);
  }
  const englishPath = `/sub-services/${subService.slug}`;
  const page = pairedPage(locale, englishPath);
  return seo(site, {
    ...page,
    title: pageTitle(site, subService.title, locale),
    description: fitDescription(subService.subtitle, fill(words.site.subService.partOf, { service: parent.title })),
    // The card's font has no Devanagari: a Hindi page shares its English twin's card.
    image: fixedPageCard(englishPath, subService.englishTitle),
    keywords: subService.keywords,
    jsonLd: [
      serviceJsonLd(site, {
        name: subService.title,
        description: subService.description,
        path: page.path,
        serviceType: parent.title,
      }),
      breadcrumbJsonLd(site, trail(locale, words, subService, parent)),
    ],
  });
};

export default function SubServicePage({ loaderData }: Route.ComponentProps) {
  const { subService, parent } = loaderData;
  const locale = useLocale();
  const words = useWords();
  const copy = words.site;
  if (!subService || !parent) return <ServiceNotFound />;
  return (
    <>
      <Breadcrumb trail={trail(locale, words, subService, parent)} className="bg-secondary" />
      <PageHero compact eyebrow={parent.title} title={subService.title} subtitle={subService.subtitle}>
        <p className="mx-auto mt-4 max-w-3xl leading-6 text-muted-foreground sm:mt-6 sm:leading-7">
          {subService.description}
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:mt-8 sm:flex-row">
          <InquiryButton size="lg">{copy.getStarted}</InquiryButton>
          <Link
            to={localePath(locale, `/services/${parent.slug}`)}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> {fill(copy.subService.backTo, { service: parent.title })}
          </Link>
        </div>
      </PageHero>
      {/* Less space above on phones, so the first features show on the first screen. */}
      <Section className="pt-10">
        <SectionHeading title={copy.subService.included} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {subService.features.map((feature) => (
            <li key={feature.title} className="rounded-xl border p-6">
              <Check className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <BenefitsAndMetrics benefits={subService.benefits} metrics={subService.metrics} />
      <ClosingCta title={fill(copy.subService.talkAbout, { service: subService.title })} text={copy.subService.closing}>
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
