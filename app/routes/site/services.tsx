import { ClosingCta, ContactUsButton, PageHero, Section } from "~/components/site/sections";
import { ServiceCatalog } from "~/components/site/service-catalog";
import { serviceCatalog } from "~/features/services/catalog.server";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/services";

export function loader() {
  return { catalog: serviceCatalog() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Services"),
    description:
      "Marketing, website development, SEO and analytics, and AI-powered solutions for Indian small and medium businesses, priced in rupees with no lock-in.",
    path: "/services",
    image: fixedPageCard("/services", pageHeadings["/services"].title),
    jsonLd: [topLevelBreadcrumb(site, "Services", "/services")],
    keywords: [
      "digital marketing services",
      "website development India",
      "SEO and analytics",
      "AI marketing solutions",
    ],
  });
};

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title={pageHeadings["/services"].title}
        subtitle="Four practices, one team. Start with the channel that matters most to you today and add the rest when it pays."
      />
      <Section>
        <ServiceCatalog catalog={loaderData.catalog} />
      </Section>
      <ClosingCta
        title="Not sure where to start?"
        text="Tell us your goal and monthly budget. We will suggest the two or three services that will move the numbers first."
      >
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
