import { runAdminAction } from "~/features/auth/gate.server";
import { requireAdmin } from "~/features/auth/session.server";
import { twoFactorRequired } from "~/features/auth/two-factor-policy.server";
import { assignablePeople } from "~/features/lead-workspace/lead-changes.server";
import { roundRobinOn } from "~/features/leads/round-robin.server";
import { TeamPage } from "~/features/team/team-page";
import { listTeam } from "~/features/team/team.server";
import { databaseContext } from "~/infrastructure/context";
import type { FormResult } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/team";
import { now } from "~/lib/clock";

export async function loader({ context }: Route.LoaderArgs) {
  const me = requireAdmin(context);
  const { db } = context.get(databaseContext);
  const [team, assignable, required, inTurn] = await Promise.all([
    listTeam(db, now()),
    assignablePeople(db),
    twoFactorRequired(db),
    roundRobinOn(db),
  ]);
  return { ...team, assignable, me: me.userId, twoFactorRequired: required, roundRobin: inTurn };
}

/** The screen's actions (TEAM_ACTIONS), as the admin gate checked them. */
export const action = runAdminAction;

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Team");

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPage {...loaderData} />;
}
