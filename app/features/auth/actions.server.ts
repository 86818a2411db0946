import { redirect } from "react-router";
import { z } from "zod";
import { flashContext } from "~/infrastructure/context";
import { adminAction } from "./admin-action";
import { LOGIN_PATH, signOut } from "./session.server";

/** The header's Logout button, declared for the admin gate (ADR 030): the session ends on the server. */
export const SIGN_OUT_ACTION = adminAction({
  intent: null,
  permission: "dashboard",
  schema: z.object({}),
  audit: { action: "sign-out", label: "Signed out" },
  async run({ context, request }) {
    const headers = new Headers();
    for (const cookie of await signOut(context, request)) headers.append("set-cookie", cookie);
    headers.append(
      "set-cookie",
      await context.get(flashContext).set({
        kind: "success",
        title: "Logged out",
        description: "You have been successfully logged out.",
      }),
    );
    return redirect(LOGIN_PATH, { headers });
  },
});
