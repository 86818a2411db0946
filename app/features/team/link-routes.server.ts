import { type RouterContextProvider, redirect } from "react-router";
import type { AccountTokenPurpose } from "#database/staff-roles";
import { LOGIN_PATH } from "~/features/auth/index.server";
import {
  accountLinksContext,
  authContext,
  clientAddressContext,
  databaseContext,
  flashContext,
} from "~/infrastructure/context";
import { formReply } from "~/lib/form-result";
import { type LinkSpender, openLink } from "./account-links.server";
import { now } from "~/lib/clock";

// The two pages an e-mailed link opens (joining the team, a new password) work alike: the loader
// only reads the link, the action spends it with the form and sends the person to sign in.

/** The link's row while it still works; reading it spends nothing. */
export const linkOf = (context: Readonly<RouterContextProvider>, purpose: AccountTokenPurpose, token: string) =>
  openLink(context.get(databaseContext).db, context.get(accountLinksContext), purpose, token, now());

/** Spends the link with the posted form (`spend`: joining, or a reset); on success, to sign-in with `done` said there. */
export async function spendLink<Field extends string>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
  spend: LinkSpender<Field>,
  done: string,
) {
  const form = await request.formData().catch(() => new FormData());
  const outcome = await spend(
    context.get(authContext),
    context.get(databaseContext).db,
    context.get(accountLinksContext),
    { token, form, address: context.get(clientAddressContext) },
    now(),
  );
  if (!outcome.ok) return formReply(outcome);
  const flash = await context.get(flashContext).set({ kind: "success", title: done });
  return redirect(LOGIN_PATH, { headers: { "set-cookie": flash } });
}
