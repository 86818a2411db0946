import { ClosingCta, ContactUsButton, PageHero, Section } from "~/components/site/sections";
import { ServiceCatalog } from "~/components/site/service-catalog";
import { serviceCatalog } from "~/features/services/catalog.server";
import { fixedPageCard, pageTitle, pairedPage, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { localeOfPath, localeOfRequest, localePath } from "~/lib/locale";
import { useWords, wordsFromMatches } from "~/content/words";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/services";

export function loader({ request }: Route.LoaderArgs) {
  return { catalog: serviceCatalog(localeOfRequest(request)) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const words = wordsFromMatches(matches);
  const { meta } = wordsFromMatches(matches).pages.services;
  return seo(site, {
    ...pairedPage(locale, "/services"),
    title: pageTitle(site, meta.name, locale),
    description: meta.description,
    // The card's font has no Devanagari: a Hindi page shares its English twin's card.
    image: fixedPageCard("/services", pageHeadings["/services"].title),
    // Named as the service pages' trails name it.
    jsonLd: [topLevelBreadcrumb(site, words.site.nav.services, localePath(locale, "/services"), locale)],
    keywords: meta.keywords,
  });
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const copy = useWords().pages.services;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} />
      <Section>
        <ServiceCatalog catalog={loaderData.catalog} />
      </Section>
      <ClosingCta title={copy.closingTitle} text={copy.closingText}>
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
