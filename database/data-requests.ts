/**
 * What a person may ask of the agency under India's Digital Personal Data Protection Act (sections
 * 11 to 14): a summary of their data, its correction, its erasure, someone to act for them, and
 * the answer to a grievance.
 */
export const dataRequestKinds = ["access", "correction", "erasure", "nomination", "grievance"] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/** Where a request stands: received (its link not yet pressed), verified, in progress, done, refused. */
export const dataRequestStatuses = ["received", "verified", "in-progress", "done", "refused"] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

/** The steps a request's history records, each with who took it (none: the person, by their link). */
export const dataRequestSteps = [
  "received",
  "verified",
  "in-progress",
  "note",
  "corrected",
  "done",
  "refused",
] as const;
export type DataRequestStep = (typeof dataRequestSteps)[number];

/**
 * The app_state row of the rights desk's settings (the owner's target, the privacy contact's name,
 * whether Admins may answer requests): the signed-in member's query reads the last of them.
 */
export const DESK_SETTINGS_KEY = "data-rights-desk";
