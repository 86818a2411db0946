import { LegalPage } from "~/components/site/legal-page";
import { terms } from "~/content/index.server";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/terms";

export function loader() {
  return { sections: terms };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Terms and Conditions"),
    description:
      "The terms that apply when you use this website or send us an inquiry, and when we work together on marketing, websites or automation.",
    path: "/terms",
    image: fixedPageCard("/terms", pageHeadings["/terms"].title),
    jsonLd: [topLevelBreadcrumb(site, "Terms and Conditions", "/terms")],
    keywords: ["terms and conditions", "digital marketing agency terms", "website terms of use"],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={pageHeadings["/terms"].title} sections={loaderData.sections} lastUpdated="January 2024" />;
}
