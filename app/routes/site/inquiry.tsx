import { useSearchParams } from "react-router";
import { InquiryForm, sendInquiry } from "~/features/inquiries/inquiry-form";
import { PageHero, Section } from "~/components/site/sections";
import { handleInquiry } from "./inquiry.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageTitle, pairedPage, seo, siteFromMatches } from "~/lib/seo";
import { localeOfPath, localePath, useLocale } from "~/lib/locale";
import { useWords, wordsFromMatches } from "~/content/words";
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

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { meta } = wordsFromMatches(matches).pages.inquiry;
  return seo(site, {
    ...pairedPage(locale, "/inquiry"),
    title: pageTitle(site, meta.name, locale),
    description: meta.description,
    keywords: meta.keywords,
    noindex: true,
  });
};

export default function Inquiry({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const result = actionData ?? (searchParams.has("sent") ? { ok: true as const } : undefined);
  const locale = useLocale();
  const copy = useWords().pages.inquiry;
  return (
    <>
      <PageHero title={result?.ok ? copy.thanks : copy.title} subtitle={copy.subtitle} />
      <Section>
        <div className="mx-auto max-w-2xl rounded-xl border p-6 shadow-sm md:p-8">
          <InquiryForm variant="full" action={localePath(locale, "/inquiry")} initial={result} />
        </div>
      </Section>
    </>
  );
}
