import { useSearchParams } from "react-router";
import { InquiryForm, sendInquiry } from "~/features/inquiries/inquiry-form";
import { PageHero, Section } from "~/components/site/sections";
import { handleInquiry } from "./inquiry.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageTitle, seo, siteFromMatches } from "~/lib/seo";
import type { Route } from "./+types/inquiry";

// The dialog and footer forms post here. With JavaScript the answer comes back to the form in
// place; without it the browser lands on this page: with the errors and the values kept, or,
// once sent, redirected to /inquiry?sent, which thanks the visitor.
export async function action({ request, context }: Route.ActionArgs) {
  return handleInquiry(request, context);
}

// The thank-you view is this page with ?sent: the page cache keeps it apart from the form.
export const handle = { queryParams: ["sent"] } satisfies RouteHandle;

export const clientAction = (args: Route.ClientActionArgs) => sendInquiry(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Send an Inquiry"),
    description:
      "Send us your inquiry about digital marketing, websites, SEO or automation and we will get back to you within 24 hours on business days.",
    path: "/inquiry",
    keywords: ["digital marketing inquiry", "marketing quote India", "free marketing consultation"],
    noindex: true,
  });
};

export default function Inquiry({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const result = actionData ?? (searchParams.has("sent") ? { ok: true as const } : undefined);
  return (
    <>
      <PageHero
        title={result?.ok ? "Thank you!" : "Send us an inquiry"}
        subtitle="We reply within 24 hours on business days."
      />
      <Section>
        <div className="mx-auto max-w-2xl rounded-xl border p-6 shadow-sm md:p-8">
          <InquiryForm variant="full" action="/inquiry" initial={result} />
        </div>
      </Section>
    </>
  );
}
