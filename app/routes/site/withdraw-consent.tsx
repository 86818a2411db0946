import { Form, data } from "react-router";
import { PageHero, Section } from "~/components/site/sections";
import { Button } from "~/components/ui/button";
import { withdrawMarketingConsent } from "~/features/leads/consent.server";
import { signedLinksContext, databaseContext } from "~/infrastructure/context";
import { NO_STORE } from "~/lib/cache-control";
import { logger } from "~/infrastructure/logger.server";
import type { RouteHandle } from "~/lib/route-handle";
import { pageTitle, seo, siteFromMatches } from "~/lib/seo";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/withdraw-consent";
import { isUuid } from "~/lib/uuid";

// The link in every message to an enquirer: it withdraws their consent to offers and updates,
// without signing in. Opening it only asks (mail scanners follow links); the button's POST does it.

export const handle = { queryParams: ["lead", "sig"] } satisfies RouteHandle;

/** One answer per link, kept by nobody: the page cache, a CDN or the browser. */
export const headers = () => ({ "cache-control": NO_STORE });

function signedLead(context: Readonly<Route.LoaderArgs["context"]>, lead: unknown, sig: unknown): string | null {
  if (!isUuid(lead) || typeof sig !== "string") return null;
  return context.get(signedLinksContext).verifyWithdrawal(lead, sig) ? lead : null;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lead = url.searchParams.get("lead");
  const sig = url.searchParams.get("sig");
  const valid = signedLead(context, lead, sig) !== null;
  return data({ link: valid ? { lead: lead!, sig: sig! } : null }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const lead = signedLead(context, form?.get("lead"), form?.get("sig"));
  if (!lead) return data({ outcome: "invalid" as const }, { status: 400 });
  try {
    const outcome = await withdrawMarketingConsent(context.get(databaseContext).db, lead, "enquirer");
    // Deleted since the message was sent (by the retention period, or on request): nothing is held to withdraw.
    return { outcome: outcome === "missing" ? ("gone" as const) : ("withdrawn" as const) };
  } catch (error) {
    logger.error({ err: error, query: "withdraw consent" }, "marketing consent could not be withdrawn");
    return data({ outcome: "failed" as const }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Stop offers and updates"),
    description: "Withdraw your consent to offers and updates.",
    keywords: ["withdraw consent"],
    path: "/consent/withdraw",
    noindex: true,
  });
};

export default function WithdrawConsent({ loaderData, actionData }: Route.ComponentProps) {
  const { privacyEmail } = useSite();
  const outcome = actionData?.outcome;
  const link = loaderData.link;
  const contact = (
    <a className="font-medium text-primary underline" href={`mailto:${privacyEmail}`}>
      {privacyEmail}
    </a>
  );
  return (
    <>
      <PageHero title="Stop offers and updates" subtitle="We still answer the enquiry you sent us." />
      <Section className="pt-0 md:pt-0">
        <div className="mx-auto grid max-w-xl gap-4 rounded-xl border p-6 shadow-sm">
          {outcome === "withdrawn" ? (
            <p role="status" className="font-medium">
              Done. We will not send you offers or updates any more; your choice is on record.
            </p>
          ) : outcome === "gone" ? (
            <p role="status" className="font-medium">
              We no longer hold the enquiry this link was sent about, so there is nothing to withdraw through it. If you
              sent us other enquiries, write to {contact} and we will record your choice for them.
            </p>
          ) : outcome === "failed" ? (
            <p role="alert" className="font-medium text-destructive">
              We could not record this just now. Please try again in a minute, or write to {contact}.
            </p>
          ) : null}
          {outcome !== "withdrawn" && outcome !== "gone" && link ? (
            <Form method="post" className="grid gap-4">
              <p>Press the button to withdraw your consent to offers and updates by e-mail or WhatsApp.</p>
              <input type="hidden" name="lead" value={link.lead} />
              <input type="hidden" name="sig" value={link.sig} />
              <Button type="submit" size="lg">
                Stop offers and updates
              </Button>
            </Form>
          ) : null}
          {outcome === "invalid" || (!outcome && !link) ? (
            <p role="alert">
              This link is not complete or not one of ours. Open it again from the message we sent you, or write to{" "}
              {contact} and we will record your choice.
            </p>
          ) : null}
        </div>
      </Section>
    </>
  );
}
