import { CategoriesPage } from "~/features/articles/categories-page";
import { categoriesNotSetUp, listCategories } from "~/features/articles/categories.server";
import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { databaseContext } from "~/infrastructure/context";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [categories, notSetUp] = await Promise.all([listCategories(db), categoriesNotSetUp(db)]);
  return { categories, notSetUp };
}

/** The screen's actions (CATEGORY_ACTIONS), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Categories");

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage {...loaderData} />;
}
