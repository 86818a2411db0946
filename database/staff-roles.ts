/**
 * The staff roles a `user_roles` row may hold, one row per person (ADR 024). "admin" keeps the
 * spec's meaning for everything it named (the dashboard, leads, case studies, articles); "owner"
 * adds the team, settings and webhooks; "sales" and "editor" hold a part of it.
 */
export const staffRoles = ["owner", "admin", "sales", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Which leads a Sales person reaches: every lead, or only those assigned to them. */
export const leadScopes = ["all", "assigned"] as const;
export type LeadScope = (typeof leadScopes)[number];

/** What an account token (a link that lets someone set a password) is for. */
export const accountTokenPurposes = ["invitation", "password-reset"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];
