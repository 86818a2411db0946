import { ArrowLeft, Check } from "lucide-react";
import { Link, data } from "react-router";
import { Breadcrumb } from "~/components/site/breadcrumb";
import { BenefitsAndMetrics } from "~/components/site/detail-lists";
import { InquiryButton, type InquiryServiceHandle } from "~/components/site/inquiry-dialog";
import { ClosingCta, ContactUsButton, PageHero, Section, SectionHeading } from "~/components/site/sections";
import { ServiceNotFound } from "~/components/site/service-not-found";
import type { LanguageTwinHandle } from "~/components/site/language-switch";
import { localePath } from "~/lib/locale";
import { getService, getSubService } from "~/content/index.server";
import {
  breadcrumbJsonLd,
  fitDescription,
  fixedPageCard,
  notFoundMeta,
  pageTitle,
  seo,
  serviceJsonLd,
  siteFromMatches,
} from "~/lib/seo";
import type { Route } from "./+types/sub-service";

/** The inquiry dialog opened on this page starts with its sub-service as "Service Interested In". */
export const handle = {
  inquiryService: (data) => (data as { subService?: { title: string } | null } | undefined)?.subService?.title,
  // English only: the switch to Hindi goes to its service's Hindi page.
  languageTwin: (data) => {
    const parent = (data as { subService?: { serviceSlug: string } | null } | undefined)?.subService?.serviceSlug;
    return parent ? { locale: "hi", path: localePath("hi", `/services/${parent}`) } : undefined;
  },
} satisfies InquiryServiceHandle & LanguageTwinHandle;

export function loader({ params }: Route.LoaderArgs) {
  const subService = getSubService(params.slug);
  const parent = getService(subService?.serviceSlug);
  if (!subService || !parent) return data({ subService: null, parent: null }, { status: 404 });
  return { subService, parent: { slug: parent.slug, title: parent.title } };
}

/** Home › Services › the parent service › the sub-service: shown on the page and sent as BreadcrumbList data. */
const trail = (subService: { slug: string; title: string }, parent: { slug: string; title: string }) => [
  { name: "Home", path: "/" },
  { name: "Services", path: "/services" },
  { name: parent.title, path: `/services/${parent.slug}` },
  { name: subService.title, path: `/sub-services/${subService.slug}` },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const { subService, parent } = loaderData ?? {};
  if (!subService || !parent) return notFoundMeta(site, "Service Not Found");
  const path = `/sub-services/${subService.slug}`;
  return seo(site, {
    title: pageTitle(site, subService.title),
    description: fitDescription(subService.subtitle, `Part of our ${parent.title} service for Indian businesses.`),
    path,
    image: fixedPageCard(path, subService.title),
    keywords: subService.keywords,
    jsonLd: [
      serviceJsonLd(site, {
        name: subService.title,
        description: subService.description,
        path,
        serviceType: parent.title,
      }),
      breadcrumbJsonLd(site, trail(subService, parent)),
    ],
  });
};

export default function SubServicePage({ loaderData }: Route.ComponentProps) {
  const { subService, parent } = loaderData;
  if (!subService || !parent) return <ServiceNotFound />;
  return (
    <>
      <Breadcrumb trail={trail(subService, parent)} className="bg-secondary" />
      <PageHero compact eyebrow={parent.title} title={subService.title} subtitle={subService.subtitle}>
        <p className="mx-auto mt-4 max-w-3xl leading-6 text-muted-foreground sm:mt-6 sm:leading-7">
          {subService.description}
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:mt-8 sm:flex-row">
          <InquiryButton size="lg">Get Started</InquiryButton>
          <Link
            to={`/services/${parent.slug}`}
            className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to {parent.title}
          </Link>
        </div>
      </PageHero>
      {/* Less space above on phones, so the first features show on the first screen. */}
      <Section className="pt-10">
        <SectionHeading title="What's included" />
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
      <ClosingCta
        title={`Talk to us about ${subService.title}`}
        text="Share your goals and current numbers. We will reply within one business day with honest next steps."
      >
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
