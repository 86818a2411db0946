// The audit log's names for what is not a declared admin action: sign-ins, reads, exports, joining
// and resets. Each declared action names its own label (features/auth/admin-action.ts); the routes
// layer puts the two together for the Audit log screen and its export.

export const AUDIT_EVENTS: Record<string, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "lead-view": "Opened a lead",
  "leads-search": "Searched the leads",
  "leads-export": "Exported leads (CSV)",
  "audit-export": "Exported the audit log (CSV)",
  "two-factor-cleared": "Two-factor sign-in cleared (admin:create)",
  "team-joined": "Joined the team (invitation)",
  "password-reset-asked": "Asked for a password reset",
  "password-reset": "Set a new password (reset link)",
  "lead-deleted-retention": "Lead deleted (retention period ended)",
  "consent-withdrawn-enquirer": "Consent withdrawn by the enquirer (e-mail link)",
};

/** What the Audit log screen shows for an action, or its name when it has no label. */
export const auditActionLabel = (labels: Readonly<Record<string, string>>, action: string) => labels[action] ?? action;

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
