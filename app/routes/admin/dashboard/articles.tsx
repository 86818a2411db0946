import { listAllArticles } from "~/features/articles/admin-queries.server";
import { ArticlesPanel } from "~/features/articles/articles-panel";
import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { databaseContext, signedLinksContext } from "~/infrastructure/context";
import { now } from "~/lib/clock";
import type { FormResult } from "~/lib/form-result";
import { serverActionOrFailure } from "~/lib/server-action";
import { DemoContentNotice } from "~/features/demo-content";
import { demoContentFor, orEmpty } from "./tab-data.server";
import type { Route } from "./+types/articles";

export async function loader({ context }: Route.LoaderArgs) {
  const member = requireAdmin(context);
  const { db } = context.get(databaseContext);
  return {
    author: member.name,
    articles: await orEmpty("articles", [], () => listAllArticles(db, context.get(signedLinksContext), now())),
    demoContent: await demoContentFor(member, db),
  };
}

/** The dialog's save, the card's delete and its switch, as the admin gate checked them. */
export const action = runAdminAction;

/** A save, switch or delete whose request does not complete is answered as failed: the toast says so, the dialog keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DemoContentNotice left={loaderData.demoContent} />
      <ArticlesPanel articles={loaderData.articles} author={loaderData.author} />
    </>
  );
}
