import { z } from "zod";
import { type StaffRole, leadScopes, staffRoles } from "#database/staff-roles";
import { MIN_PASSWORD_LENGTH } from "~/lib/passwords";
import { PERSON_NAME_LIMIT, personNameField } from "~/lib/person-name";

// The team screen's forms and the forms a link opens (joining, a new password): checked in the
// browser and again by each action.

export const TEAM_INTENTS = {
  invite: "team-invite",
  withdrawInvitation: "team-withdraw-invitation",
  changeRole: "team-role",
  deactivate: "team-deactivate",
  reactivate: "team-reactivate",
  twoFactorPolicy: "team-two-factor-policy",
  roundRobin: "team-round-robin",
} as const;

/** The owner's answer to "require two-factor sign-in for everyone?"; an empty form changes nothing. */
export const twoFactorPolicySchema = z.object({ required: z.enum(["yes", "no"]) });
/** The owner's answer to "give new leads to the Sales people in turn?". */
export const roundRobinSchema = z.object({ on: z.enum(["yes", "no"]) });

/** A person on the team, as the Team screen shows them. */
export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  leadScope: "all" | "assigned";
  mayDeleteAndExportLeads: boolean;
  mayBill: boolean;
  deactivatedAt: string | null;
  lastSignInAt: string | null;
  /** Their sign-in asks for a code from an authenticator app. */
  twoFactorEnabled: boolean;
}

export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
  invitedBy: string | null;
}

export const INVITATION_HOURS = 72;
export const RESET_MINUTES = 30;

export const TEAM_MESSAGES = {
  /** A member whose account was made without a name ("Your account" asks them for one). */
  noName: "No name yet",
  invited: "Invitation sent",
  inviteFailed: "Failed to send the invitation",
  alreadyOnTeam: "This address already belongs to someone on the team.",
  deactivatedMember:
    "This address belongs to someone who was deactivated. Reactivate them under People below instead of inviting them again.",
  withdrawn: "Invitation withdrawn",
  roleChanged: "Role changed",
  deactivated: "Deactivated: signed out everywhere",
  reactivated: "Reactivated",
  failed: "Failed to change the team",
  lastOwner: "The team needs an active owner. Make someone else an owner first.",
  notYourself: "You cannot deactivate your own account.",
  gone: "That person or invitation is no longer there. Reload the page.",
  twoFactorRequired: "Two-factor sign-in is now required for everyone",
  twoFactorOptional: "Two-factor sign-in is now each person's choice",
  roundRobinOn: "New leads now go to the Sales people in turn",
  roundRobinOff: "New leads now wait to be assigned",
} as const;

export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: "Everything, including the team, webhooks and the audit log",
  admin: "Leads, quotes and invoices, case studies and articles",
  sales: "Leads only",
  editor: "Case studies and articles only",
};

const email = z
  .string()
  .trim()
  .min(1, "Please enter an email address")
  .max(254, "That email address is too long")
  .pipe(z.email("Please enter a valid email address"));

/** An unticked checkbox sends nothing; a ticked one "on". */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");

export const INVITE_LIMITS = { email: 254 } as const;
export type InviteField = "email" | "role" | "leadScope" | "mayDeleteAndExportLeads" | "mayBill";

/** Who to invite, as what; also a role change (without the address). */
export const roleSchema = z.object({
  role: z.enum(staffRoles, "Choose a role"),
  leadScope: z.enum(leadScopes).default("all"),
  mayDeleteAndExportLeads: checkbox,
  mayBill: checkbox,
});
export const inviteSchema = roleSchema.extend({ email });

export const PASSWORD_LIMITS = { name: PERSON_NAME_LIMIT, password: 256, confirm: 256 } as const;
export type PasswordField = keyof typeof PASSWORD_LIMITS;

const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(PASSWORD_LIMITS.password, "That password is too long");

/** A new password, typed twice. */
export const passwordSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((form) => form.password === form.confirm, { path: ["confirm"], message: "The passwords do not match" });

/** Joining the team: a name and a password. */
export const joinSchema = z
  .object({
    name: personNameField,
    password: newPassword,
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { path: ["confirm"], message: "The passwords do not match" });

export const FORGOT_LIMITS = { email: 254 } as const;
export const forgotSchema = z.object({ email });

export const LINK_MESSAGES = {
  /** The same answer whether an account has the address or not. */
  resetSent:
    "If that address belongs to an account, a link to set a new password is on its way. It works for 30 minutes.",
  resetFailed: "Could not send the link. Try again in a moment.",
  expired: "This link has expired or was already used.",
  askInvitation: "Ask the owner to send you a new invitation.",
  /** Joining never replaces an existing account (its name, password and role stay as they are). */
  accountExists:
    "This address already has an account. Ask the owner to reactivate it on the Team screen instead of joining again.",
  askReset: "Ask for a new link below.",
  joined: "Your account is ready. Sign in with your new password.",
  passwordChanged: "Your password is changed and every session signed out. Sign in with the new one.",
  tooMany: "Too many requests. Please wait 15 minutes and try again.",
} as const;

/** The toasts of a sign-in made by joining or by a new password (the sign-in page's own is 'Welcome back!'). */
export const LINK_WELCOMES = {
  joined: {
    kind: "success",
    title: "Welcome to the team!",
    description: "Your account is ready and you are signed in.",
  },
  passwordChanged: {
    kind: "success",
    title: "Password changed",
    description: "Every other session was signed out. You are signed in with the new password.",
  },
} as const;
