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
  /** The actor's name now, looked up when the log is read (the log keeps ids). */
  actorName: string | null;
  action: string;
  targetId: string | null;
  /** When the target is a person: their name now. */
  targetName: string | null;
  address: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** Minimum (and default) days the log is kept, as India's data protection Rules ask. */
export const AUDIT_MIN_DAYS = 365;

/** What a detail's key says, in words. */
const DETAIL_WORDS: Record<string, string> = {
  words: "searched for words",
  outcome: "outcome",
  status: "status",
  followUp: "follow-up",
  needsReply: "needs a reply",
  mine: "assigned to them",
  collapse: "repeat enquiries on one line",
  to: "to",
  reason: "reason",
  value: "value ₹",
  expectedClose: "expected to close",
  bucket: "folder",
  required: "required",
  on: "on",
  rows: "rows",
  page: "page",
  from: "from",
  action: "action",
  actor: "person",
};

/**
 * An entry's details in words: "searched for words, status new, rows 12". An empty filter or a
 * "no" says nothing; a "yes" names the detail alone.
 */
export function auditDetailsInWords(details: AuditEntry["details"]): string {
  // In the order the words are listed (the database keeps a JSON object's keys in an order of its own).
  const known = Object.keys(DETAIL_WORDS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(details)
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([key, value]) => {
      if (value === null || value === "" || value === false || value === "false") return [];
      const words = DETAIL_WORDS[key] ?? key;
      if (value === true || value === "true" || value === "1") return [words];
      return [`${words} ${String(value).replace(/-/g, " ")}`];
    })
    .join(", ");
}
