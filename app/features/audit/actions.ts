// The audit log's actions, as the Audit log screen names them. Actions posted to the admin are
// logged by their form's intent; reads and sign-ins have names of their own.
import { ACCOUNT_INTENTS } from "../account/schema";
import { ARTICLE_INTENTS } from "../articles/schema";
import { CASE_STUDY_INTENTS } from "../case-studies/schema";
import { QUICK_TOGGLES } from "../content-editing/quick-toggle";
import { LEAD_TAP_INTENTS } from "../leads/contact-links";
import { LEAD_PAGE_INTENTS } from "../leads/lead-page-schema";
import { LEAD_INTENTS } from "../leads/schema";
import { TEAM_INTENTS } from "../team/schema";
import { WEBHOOK_INTENTS } from "../webhooks/events";

export const AUDIT_ACTIONS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "lead-view": "Opened a lead",
  "leads-search": "Searched the leads",
  "leads-export": "Exported leads (CSV)",
  "audit-export": "Exported the audit log (CSV)",
  [LEAD_INTENTS.status]: "Changed a lead's status",
  [LEAD_INTENTS.delete]: "Deleted a lead",
  [LEAD_PAGE_INTENTS.note]: "Added a note",
  [LEAD_PAGE_INTENTS.followUp]: "Set a follow-up",
  [LEAD_PAGE_INTENTS.followUpDone]: "Marked a follow-up done",
  [LEAD_PAGE_INTENTS.merge]: "Merged leads",
  [LEAD_PAGE_INTENTS.consentWithdrawn]: "Recorded a consent withdrawal",
  [LEAD_PAGE_INTENTS.assign]: "Assigned a lead",
  [LEAD_TAP_INTENTS.call]: "Called a lead",
  [LEAD_TAP_INTENTS.whatsapp]: "Opened WhatsApp with a lead",
  [CASE_STUDY_INTENTS.save]: "Saved a case study",
  [CASE_STUDY_INTENTS.delete]: "Deleted a case study",
  [QUICK_TOGGLES.caseStudy.intent]: "Featured or unfeatured a case study",
  [ARTICLE_INTENTS.save]: "Saved an article",
  [ARTICLE_INTENTS.delete]: "Deleted an article",
  [QUICK_TOGGLES.article.intent]: "Published or unpublished an article",
  [WEBHOOK_INTENTS.add]: "Added a webhook endpoint",
  [WEBHOOK_INTENTS.remove]: "Removed a webhook endpoint",
  [WEBHOOK_INTENTS.rotate]: "Rotated a webhook secret",
  [WEBHOOK_INTENTS.test]: "Sent a webhook test",
  [WEBHOOK_INTENTS.redeliver]: "Redelivered a webhook",
  [TEAM_INTENTS.invite]: "Invited someone to the team",
  [TEAM_INTENTS.withdrawInvitation]: "Withdrew an invitation",
  [TEAM_INTENTS.changeRole]: "Changed someone's role",
  [TEAM_INTENTS.deactivate]: "Deactivated someone",
  [TEAM_INTENTS.reactivate]: "Reactivated someone",
  [TEAM_INTENTS.twoFactorPolicy]: "Changed whether two-factor sign-in is required",
  [TEAM_INTENTS.roundRobin]: "Changed whether new leads go in turn",
  [ACCOUNT_INTENTS.signOutSession]: "Signed out one of their sessions",
  [ACCOUNT_INTENTS.signOutOthers]: "Signed out all their other sessions",
  [ACCOUNT_INTENTS.changePassword]: "Changed their password",
  [ACCOUNT_INTENTS.twoFactorStart]: "Began turning on two-factor sign-in",
  [ACCOUNT_INTENTS.twoFactorConfirm]: "Turned on two-factor sign-in",
  [ACCOUNT_INTENTS.twoFactorOff]: "Turned off two-factor sign-in",
  "two-factor-cleared": "Two-factor sign-in cleared (admin:create)",
  "team-joined": "Joined the team (invitation)",
  "password-reset-asked": "Asked for a password reset",
  "password-reset": "Set a new password (reset link)",
};

/**
 * The one field of a form an action's entry keeps, by intent, and the name it keeps it under: a
 * lead's new status, the two-factor policy chosen. Never free text a person typed.
 */
export const AUDITED_FIELDS: Record<string, { field: string; as: string }> = {
  [LEAD_INTENTS.status]: { field: "status", as: "to" },
  [TEAM_INTENTS.twoFactorPolicy]: { field: "required", as: "required" },
  [TEAM_INTENTS.roundRobin]: { field: "on", as: "on" },
  [QUICK_TOGGLES.article.intent]: { field: QUICK_TOGGLES.article.field, as: "published" },
  [QUICK_TOGGLES.caseStudy.intent]: { field: QUICK_TOGGLES.caseStudy.field, as: "featured" },
};

/** What the Audit log screen shows for an action, or its name when the screen does not know it. */
export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

/** One entry as the screen shows it. */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetId: string | null;
  address: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** Minimum (and default) days the log is kept, as India's data protection Rules ask. */
export const AUDIT_MIN_DAYS = 365;
