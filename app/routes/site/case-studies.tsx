import { Link } from "react-router";
import { useLoggedRouteError } from "~/components/route-error";
import { PageHero, Section } from "~/components/site/sections";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { listFeaturedCaseStudies } from "~/features/case-studies/queries.server";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { fixedPageCard, pageTitle, pairedPage, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { useWords, wordsFromMatches } from "~/content/words";
import { localeOfPath, localeOfRequest, localePath, useLocale } from "~/lib/locale";
import { loaderHeaders, unavailable } from "~/lib/unavailable.server";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/case-studies";

export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    return { caseStudies: await listFeaturedCaseStudies(context.get(databaseContext).db, localeOfRequest(request)) };
  } catch (error) {
    // The spec: a failure to load is logged and the page shows its empty state.
    logger.error({ err: error, query: "list case studies" }, "case studies could not be loaded");
    return unavailable({ caseStudies: [] });
  }
}

export const headers = loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const copy = wordsFromMatches(matches).pages.caseStudies.meta;
  const page = pairedPage(locale, "/case-studies");
  return seo(site, {
    ...page,
    title: pageTitle(site, copy.name, locale),
    description: copy.description,
    image: fixedPageCard("/case-studies", pageHeadings["/case-studies"].title),
    jsonLd: [topLevelBreadcrumb(site, copy.name, page.path, locale)],
    keywords: copy.keywords,
  });
};

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return <CaseStudiesList caseStudies={loaderData.caseStudies} />;
}

/** The spec: a list that could not be loaded (here: its request failed on the way) shows the empty state. */
export function ErrorBoundary() {
  useLoggedRouteError();
  return <CaseStudiesList caseStudies={[]} />;
}

function CaseStudiesList({ caseStudies }: Route.ComponentProps["loaderData"]) {
  const locale = useLocale();
  const copy = useWords().pages.caseStudies;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} />
      <Section className="pt-0 md:pt-0">
        {caseStudies.length === 0 ? (
          <p className="py-16 text-center text-lg text-muted-foreground">{copy.empty}</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {caseStudies.map((cs, index) => (
              <li key={cs.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
                  {cs.image ? (
                    <ResponsiveImage
                      image={cs.image}
                      alt=""
                      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                      priority={index === 0}
                      className="aspect-video w-full object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <div className="flex items-start justify-between gap-3">
                      <h2 className="text-xl font-semibold">
                        <Link
                          to={localePath(locale, `/case-studies/${cs.slug}`)}
                          className="hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {cs.title}
                        </Link>
                      </h2>
                      <Badge>{copy.featured}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">
                      <span className="font-medium text-foreground">{cs.clientName}</span> · {cs.industry}
                    </p>
                    <dl className="space-y-3 text-sm">
                      {[
                        [copy.challenge, cs.challenge],
                        [copy.solution, cs.solution],
                        [copy.results, cs.results],
                      ].map(([label, text]) => (
                        <div key={label}>
                          <dt className="font-semibold">{label}</dt>
                          <dd className="line-clamp-3 text-muted-foreground">{text}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
