import { ArrowLeft } from "lucide-react";
import { Link, data, href } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/route-error";
import { QuoteForm } from "~/features/billing/quote-form";
import { quoteFormData } from "~/features/billing/quotes.server";
import { runAdminAction } from "~/features/auth/gate.server";
import { databaseContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/quote";

/** The quote form of a lead within the person's reach (the admin gate checked the address's id). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404, statusText: "Not Found" });
  const form = await quoteFormData(context.get(databaseContext).db, id.data, now());
  if (!form) throw data(null, { status: 404, statusText: "Not Found" });
  return form;
}

/** QUOTE_ACTIONS, as the admin gate checked them. */
export const action = (args: Route.ActionArgs) => runAdminAction(args);

/** A quote whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `New quote: ${loaderData.lead.name}` : "Lead not found");

export default function NewQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-6 md:px-8 md:py-8">
      <Link
        to={href("/admin/leads/:id", { id: loaderData.lead.id })}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to {loaderData.lead.name}
      </Link>
      <h1 className="text-2xl font-bold md:text-3xl">New quote</h1>
      <QuoteForm data={loaderData} failed={actionData} />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteError back={{ to: href("/admin/dashboard/leads"), label: "Back to the leads" }} />;
}
