// Revisions of the content the dashboard edits (revisions.server.ts keeps them): shared by the
// server and the cards' history.

/** Which records a revision belongs to; part of the history's address. */
export const REVISION_KINDS = ["article", "case-study"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Where the history of a record is read: its revisions, and the values of those asked for. */
export const revisionsPath = (kind: RevisionKind, recordId: string) => `/admin/api/revisions/${kind}/${recordId}`;

export const REVISION_MESSAGES = {
  gone: "That version is no longer kept.",
  restored: "Version restored",
  restoreFailed: "Failed to restore the version",
} as const;
