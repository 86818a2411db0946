import type { DataRequestKind, DataRequestStatus } from "#database/data-requests";

// What a person may ask about their data, as the "Your data" page and the Data requests screen
// name it (no schema here: the public page's script stays small; request-schemas.ts holds them).

export const KIND_LABELS: Record<DataRequestKind, string> = {
  access: "See my data",
  correction: "Correct my data",
  erasure: "Erase my data",
  nomination: "Nominate someone to act for me",
  grievance: "Raise a grievance",
};

/** What each request does, in a line the person reads before choosing. */
export const KIND_HINTS: Record<DataRequestKind, string> = {
  access:
    "A copy of everything we hold about your e-mail address: your enquiries, your choice about offers, our notes and the messages we sent, with who we shared it with.",
  correction: "Tell us what is wrong or missing, and we will correct it.",
  erasure:
    "We delete your enquiries, notes and messages and tell the tools we connected to do the same. What the law makes us keep (issued tax invoices) stays.",
  nomination: "Name someone who may use these rights for you if you die or cannot act yourself.",
  grievance: "Tell us what went wrong with how we handled your data.",
};

/** What the person must tell us for each kind, as the details field asks it. */
export const DETAILS_PROMPTS: Record<DataRequestKind, string> = {
  access: "Anything we should know (optional)",
  correction: "What should we correct, and to what?",
  erasure: "Anything we should know (optional)",
  nomination: "Their name, and their phone or e-mail",
  grievance: "What went wrong?",
};

/** The kinds that need the details field filled in. */
export const NEEDS_DETAILS: readonly DataRequestKind[] = ["correction", "nomination", "grievance"];

export const STATUS_LABELS: Record<DataRequestStatus, string> = {
  received: "Waiting for the person to confirm",
  verified: "Verified",
  "in-progress": "In progress",
  done: "Done",
  refused: "Refused",
};

export const YOUR_DATA_MESSAGES = {
  sent: "Check your inbox: we sent a link to confirm the request. It works for 24 hours.",
  rateLimited: "Too many requests from here. Please wait a few minutes and try again.",
  failed: "We could not take your request just now. Please try again in a minute.",
} as const;

export const DATA_REQUEST_INTENTS = {
  record: "data-request-record",
  status: "data-request-status",
  note: "data-request-note",
  erase: "data-request-erase",
  settings: "data-request-settings",
} as const;

export const DATA_REQUEST_MESSAGES = {
  notFound: "That request is no longer there. Reload the page.",
  closed: "That request is already answered.",
  notVerified: "Confirm who the person is first: the request is not verified.",
  needsContact: "Give the person's e-mail address or phone number.",
  refusalNeedsReason: "Say why the request is refused: the person is told.",
  eraseFirst: "Erase their data with the button first: that marks the request done.",
} as const;
