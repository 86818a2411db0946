import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import { requireTwoFactor, twoFactorRequired } from "~/features/auth/two-factor-policy.server";
import { assignablePeople } from "~/features/leads/admin-actions.server";
import { roundRobinOn, setRoundRobin } from "~/features/leads/round-robin.server";
import { TEAM_INTENTS, TEAM_MESSAGES, roundRobinSchema, twoFactorPolicySchema } from "~/features/team/schema";
import { TeamPage } from "~/features/team/team-page";
import { changeRole, deactivate, invite, listTeam, reactivate, withdrawInvitation } from "~/features/team/team.server";
import { accountLinksContext, databaseContext, schedulerContext } from "~/infrastructure/context";
import { type FormOutcome, type FormResult, formReply } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/team";

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [team, assignable, required, inTurn] = await Promise.all([
    listTeam(db, new Date()),
    assignablePeople(db),
    twoFactorRequired(db),
    roundRobinOn(db),
  ]);
  return { ...team, assignable, me: me.userId, twoFactorRequired: required, roundRobin: inTurn };
}

/** A form's text field, or null when it is missing or empty. */
const stringField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value ? value : null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const form = await request.formData().catch(() => new FormData());
  const now = new Date();
  const intent = form.get("intent");
  if (intent === TEAM_INTENTS.twoFactorPolicy) {
    const policy = parseForm(form, twoFactorPolicySchema, ["required"]);
    if (policy.ok) await requireTwoFactor(db, policy.data.required === "yes");
    return formReply(policy.ok ? { ok: true } : policy);
  }
  if (intent === TEAM_INTENTS.roundRobin) {
    const setting = parseForm(form, roundRobinSchema, ["on"]);
    if (setting.ok) await setRoundRobin(db, setting.data.on === "yes");
    return formReply(setting.ok ? { ok: true } : setting);
  }
  if (intent === TEAM_INTENTS.invite) {
    const outcome = await invite(db, context.get(accountLinksContext), form, me.userId, now);
    if (outcome.ok) context.get(schedulerContext).soon();
    return formReply(outcome);
  }
  const id = z.string().min(1).max(100).safeParse(form.get("id")).data;
  const gone: FormOutcome = { ok: false, reason: "not-found", message: TEAM_MESSAGES.gone };
  if (!id) return formReply(gone);
  switch (intent) {
    case TEAM_INTENTS.withdrawInvitation:
      return formReply(await withdrawInvitation(db, id, now));
    case TEAM_INTENTS.changeRole:
      return formReply(await changeRole(db, id, form));
    case TEAM_INTENTS.deactivate: {
      const outcome = await deactivate(db, id, me.userId, now, stringField(form, "handTo"));
      // The person their leads went to hears of each.
      if (outcome.ok) context.get(schedulerContext).soon();
      return formReply(outcome);
    }
    case TEAM_INTENTS.reactivate:
      return formReply(await reactivate(db, id));
    default:
      return formReply({ ok: false, reason: "invalid", message: "Unknown action." });
  }
}

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Team");

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPage {...loaderData} />;
}
