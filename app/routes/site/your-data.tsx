import { data } from "react-router";
import { YourDataPage } from "~/features/data-rights/your-data-page";
import { deskSettings, submitDataRequest } from "~/features/data-rights/index.server";
import { databaseContext } from "~/infrastructure/context";
import { siteConfig } from "~/infrastructure/site-config.server";
import { formReply } from "~/lib/form-result";
import { pageHeadings } from "~/content/page-headings";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import type { Route } from "./+types/your-data";

export async function loader({ context }: Route.LoaderArgs) {
  const { contactName, targetDays } = await deskSettings(context.get(databaseContext).db);
  return { contact: { name: contactName, email: siteConfig().privacyEmail }, targetDays };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  if (!form) return data({ ok: false as const }, { status: 400 });
  return formReply(await submitDataRequest(context, form));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, pageHeadings["/your-data"].title),
    description: "See, correct or erase the data we hold about you, nominate someone, or raise a grievance.",
    keywords: ["your data", "data protection", "DPDP Act 2023"],
    path: "/your-data",
    image: fixedPageCard("/your-data", pageHeadings["/your-data"].title),
    jsonLd: [topLevelBreadcrumb(site, pageHeadings["/your-data"].title, "/your-data")],
  });
};

export default function YourData({ loaderData, actionData }: Route.ComponentProps) {
  return <YourDataPage result={actionData} {...loaderData} />;
}
