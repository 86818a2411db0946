import { LegalPage } from "~/components/site/legal-page";
import { privacy } from "~/content/index.server";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/privacy";

export function loader() {
  return { sections: privacy };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Privacy Policy"),
    description:
      "What we collect when you send an inquiry, why, how long we keep it, and your rights under India's Digital Personal Data Protection Act, 2023.",
    path: "/privacy",
    image: fixedPageCard("/privacy", pageHeadings["/privacy"].title),
    jsonLd: [topLevelBreadcrumb(site, "Privacy Policy", "/privacy")],
    keywords: ["privacy policy", "DPDP Act 2023", "personal data protection India"],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title={pageHeadings["/privacy"].title} sections={loaderData.sections} lastUpdated="November 2026" />
  );
}
