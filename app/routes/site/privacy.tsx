import { LegalPage } from "~/components/site/legal-page";
import { privacy } from "~/content/index.server";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
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
    image: fixedPageCard("/privacy", "Privacy Policy"),
    jsonLd: [topLevelBreadcrumb(site, "Privacy Policy", "/privacy")],
    keywords: ["privacy policy", "DPDP Act 2023", "personal data protection India"],
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" sections={loaderData.sections} lastUpdated="November 2026" />;
}
