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
// only reads the link, the action spends it with the form and signs the person in.

/** The link's row while it still works; reading it spends nothing. */
export const linkOf = (context: Readonly<RouterContextProvider>, purpose: AccountTokenPurpose, token: string) =>
  openLink(context.get(databaseContext).db, context.get(accountLinksContext), purpose, token, now());

/**
 * Spends the link with the posted form (`spend`: joining, or a reset); on success the person is
 * signed in with the password they just chose (`signIn`, the sign-in page's own steps), or, where
 * that cannot be, sent to sign in with `done` said there.
 */
export async function spendLink<Field extends string, SignedIn>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  link: { purpose: AccountTokenPurpose; token: string },
  spend: LinkSpender<Field>,
  after: { done: string; signIn: (chosen: { account: string; password: string }) => Promise<SignedIn | null> },
) {
  // Whose account it is, read before the link is spent.
  const opened = await linkOf(context, link.purpose, link.token);
  const form = await request.formData().catch(() => new FormData());
  const outcome = await spend(
    context.get(authContext),
    context.get(databaseContext).db,
    context.get(accountLinksContext),
    { token: link.token, form, address: context.get(clientAddressContext) },
    now(),
  );
  if (!outcome.ok) return formReply(outcome);
  const password = form.get("password");
  if (opened && typeof password === "string") {
    const signedIn = await after.signIn({ account: opened.email.toLowerCase(), password });
    if (signedIn) return signedIn;
  }
  const flash = await context.get(flashContext).set({ kind: "success", title: after.done });
  return redirect(LOGIN_PATH, { headers: { "set-cookie": flash } });
}
