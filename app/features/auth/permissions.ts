import type { LeadScope, StaffRole } from "#database/staff-roles";

// What each staff role may do (ADR 024). The one gate of the admin area (gate.server.ts, with the
// routes layer's table of routes and each action's declaration: ADR 030) refuses what is not
// allowed; the screens use the same answers to leave out what a person may not do.

/** Things a person may be allowed to do in the admin area. */
export type Permission =
  /** The dashboard's frame, signing out: every staff member. */
  | "dashboard"
  /** The Overview, the Leads tab, a lead's page and its actions. */
  | "leads"
  /** Deleting and exporting leads. */
  | "leads:delete-export"
  /** Quotes and invoices for the leads a person may reach. */
  | "billing"
  /** Case studies, articles and their images. */
  | "content"
  /** The team, the webhook endpoints and the audit log. */
  | "owner"
  /** People's requests about their data: the owner, and Admins when the owner allows it on Settings. */
  | "privacy";

/** Who is signed in, as the gate found them. */
export interface StaffMember {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Sales: every lead, or only those assigned to them; everyone else reaches every lead. */
  leadScope: LeadScope;
  /** Sales: may delete and export leads. */
  mayDeleteAndExportLeads: boolean;
  /** Sales: may make quotes and invoices for the leads they reach. */
  mayBill: boolean;
  /** Admin: the owner allows Admins to answer people's data requests (a Settings choice for every Admin). */
  mayAnswerDataRequests: boolean;
}

const byRole: Record<StaffRole, readonly Permission[]> = {
  owner: ["dashboard", "leads", "leads:delete-export", "billing", "content", "owner", "privacy"],
  admin: ["dashboard", "leads", "leads:delete-export", "billing", "content"],
  sales: ["dashboard", "leads"],
  editor: ["dashboard", "content"],
};

/** What a member's settings are read for: their role, and for Sales what the owner allowed them. */
type Allowances = Pick<StaffMember, "role" | "mayDeleteAndExportLeads" | "mayBill" | "mayAnswerDataRequests">;

/** Whether this person may do it. */
export function can(member: Allowances, permission: Permission): boolean {
  if (permission === "leads:delete-export" && member.role === "sales") return member.mayDeleteAndExportLeads;
  if (permission === "billing" && member.role === "sales") return member.mayBill;
  if (permission === "privacy" && member.role === "admin") return member.mayAnswerDataRequests;
  return byRole[member.role].includes(permission);
}

/** Every permission this person holds: what the screens are given to decide what to show. */
export const permissionsOf = (member: Allowances): Permission[] =>
  (["dashboard", "leads", "leads:delete-export", "billing", "content", "owner", "privacy"] as const).filter(
    (permission) => can(member, permission),
  );

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  admin: "Admin",
  sales: "Sales",
  editor: "Editor",
};

/** What a staff member sees when they open something their role does not allow. */
export const NOT_ALLOWED_MESSAGE = "Your role does not include this. Ask the owner if you need it.";
