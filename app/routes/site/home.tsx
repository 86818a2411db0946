import { type HomeProof, HomePage } from "~/components/site/home-page";
import { listPublishedArticles } from "~/features/articles/queries.server";
import { featuredCaseStudyPages, listFeaturedCaseStudies } from "~/features/case-studies/queries.server";
import { homeServiceTiles } from "~/features/services/catalog.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { fixedPageCard, pageTitle, pairedPage, seo, siteFromMatches, websiteJsonLd } from "~/lib/seo";
import { localeOfPath, localeOfRequest } from "~/lib/locale";
import { wordsFromMatches } from "~/content/words";
import { BUSINESS_HOURS } from "~/lib/business-hours";
import { localBusinessJsonLd } from "~/lib/local-business.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { loaderHeaders, withoutStrips } from "~/lib/unavailable.server";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const catalog = homeServiceTiles(locale);
  // Built here, not in `meta`: the page's script carries the block, not the code that writes it.
  const localBusiness = localBusinessJsonLd(siteConfig(), BUSINESS_HOURS);
  try {
    const db = context.get(databaseContext).db;
    const [caseStudies, articles] = await Promise.all([
      listFeaturedCaseStudies(db, locale),
      listPublishedArticles(db, locale, 3),
    ]);
    const proof: HomeProof = {
      // Only what the strips show: the page's data stays small.
      caseStudies: caseStudies
        .slice(0, 3)
        .map(({ id, slug, title, clientName, industry, headlineFigure, headlineLabel }) => ({
          id,
          slug,
          title,
          clientName,
          industry,
          headlineFigure,
          headlineLabel,
        })),
      // The testimonials' clients' case studies are in English: a Hindi page links those too.
      publicCaseStudies:
        locale === "en"
          ? caseStudies.map((caseStudy) => caseStudy.slug)
          : (await featuredCaseStudyPages(db)).filter((page) => page.language === "en").map((page) => page.slug),
      articles: articles.map(({ slug, title, category, createdAt, image }) => ({
        slug,
        title,
        category,
        createdAt,
        image,
      })),
    };
    return { catalog, proof, localBusiness };
  } catch (error) {
    // The strips are proof, not the page: without the database the home page still answers, without
    // them, and no cache keeps that copy.
    logger.error({ err: error, query: "home strips" }, "home page strips could not be loaded");
    return withoutStrips({ catalog, proof: null, localBusiness });
  }
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const copy = wordsFromMatches(matches).pages.home;
  return seo(site, {
    ...pairedPage(locale, "/"),
    title: pageTitle(site, copy.meta.name, locale),
    description: copy.meta.description,
    // The card's font has no Devanagari: a Hindi page shares its English twin's card.
    image: fixedPageCard("/", pageHeadings["/"].title),
    keywords: copy.meta.keywords,
    jsonLd: [websiteJsonLd(site), ...(loaderData ? [loaderData.localBusiness] : [])],
  });
};

// The page itself is a component of the site's (its code joins the site's shared chunk, ADR 006).
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage catalog={loaderData.catalog} proof={loaderData.proof} />;
}
