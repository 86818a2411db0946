import { type SQL, and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import { leads, user, userRoles } from "#database/schema";
import type { StaffMember } from "~/features/auth";
import { isUuid } from "~/lib/uuid";

// A staff member's lead scope (`user_roles.lead_scope`, ADR 024): every lead, except for a Sales
// person the owner set to "only the leads assigned to them". The admin gate refuses a change to a
// lead outside it wherever an address or a form names one (its actions, a merge); a lead's page,
// every list, search, export and figure reads through `inLeadScope`.

/** The person to whose assigned leads this member is limited; undefined when they see every lead. */
export const onlyAssignedTo = (member: Pick<StaffMember, "userId" | "role" | "leadScope">): string | undefined =>
  member.role === "sales" && member.leadScope === "assigned" ? member.userId : undefined;

const kept = alias(leads, "kept_lead");

/**
 * The leads in scope: assigned to the person, or submissions merged into a lead that is (they are
 * part of it now). No condition when the member sees every lead.
 */
export function inLeadScope(limited: string | undefined): SQL | undefined {
  if (!limited) return undefined;
  // Never NULL (a lead assigned to no one is plainly out of scope), so `not` of it is safe too.
  return sql`(${leads.assignedTo} is not distinct from ${limited} or exists (select 1 from ${leads} ${kept} where ${kept.id} = ${leads.mergedInto} and ${kept.assignedTo} = ${limited}))`;
}

/**
 * Whether every lead named (by a page's address or a form) is in the member's lead scope. Ids that are no lead's
 * id are left to the route, which answers them 404 itself.
 */
export async function allInLeadScope(db: Database, limited: string | undefined, named: readonly unknown[]) {
  const ids = [...new Set(named.filter(isUuid))];
  if (!limited || !ids.length) return true;
  const [row] = await db
    .select({ out: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(inArray(leads.id, ids), sql`not ${inLeadScope(limited)}`));
  return (row?.out ?? 0) === 0;
}

/**
 * The agency's alert address (LEAD_NOTIFY_TO), unless it is the address of a Sales person who
 * reaches only their assigned leads: the alerts, escalations of unassigned leads and the digest it
 * gets are about every lead, so they are not sent to them.
 */
export async function agencyAddress(db: Pick<Database, "select">, to: string | undefined) {
  if (!to) return undefined;
  const [limited] = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(
      and(
        sql`lower(${user.email}) = ${to.trim().toLowerCase()}`,
        eq(userRoles.role, "sales"),
        eq(userRoles.leadScope, "assigned"),
        isNull(userRoles.deactivatedAt),
      ),
    )
    .limit(1);
  return limited ? undefined : to;
}
