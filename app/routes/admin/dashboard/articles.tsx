import { listAllArticles } from "~/features/articles/admin-queries.server";
import { ArticlesPanel } from "~/features/articles/articles-panel";
import { articleEditor } from "~/features/articles/editor.server";
import { requireAdmin } from "~/features/auth/session.server";
import { contentAction } from "~/lib/content-editor.server";
import { orEmpty } from "~/lib/dashboard-data.server";
import type { FormResult } from "~/lib/form-result";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/articles";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requireAdmin(context);
  return { articles: await orEmpty("articles", [], () => listAllArticles(services.db)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = requireAdmin(context);
  return contentAction(articleEditor, services, request);
}

/** A save or delete whose request does not complete is answered as failed: the toast says so, the dialog keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export default function Articles({ loaderData }: Route.ComponentProps) {
  return <ArticlesPanel articles={loaderData.articles} />;
}
