import { z } from "zod";
import { leadStatuses } from "#database/lead-statuses";

/** The follow-up filter: due later today (IST), past due, or without a follow-up. */
export const followUpFilters = ["today", "overdue", "none"] as const;
export type FollowUpFilter = (typeof followUpFilters)[number];

/**
 * The admin's view of the leads, from the URL: which status, what search text, which follow-ups,
 * only those awaiting a first reply, repeat enquiries collapsed to the latest, which language they
 * were sent in, only the viewer's own ("my leads"), which page.
 * A value the list does not know is ignored rather than refused: an old bookmark still opens.
 */
export const leadFilterSchema = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  followUp: z.enum(followUpFilters).optional().catch(undefined),
  needsReply: z
    .literal("1")
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  repeats: z.literal("collapse").optional().catch(undefined),
  /** The language of the page the enquiry came from. */
  language: z.enum(["en", "hi"]).optional().catch(undefined),
  mine: z
    .literal("1")
    .transform(() => true as const)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type LeadFilter = z.infer<typeof leadFilterSchema> & {
  /** The signed-in person, whose leads `mine` shows (from the session, never from the address). */
  viewer?: string;
  /** Only the leads assigned to this person reach the list (from the session: lead-scope.server.ts). */
  onlyAssignedTo?: string;
};
/** Which leads, whatever the page: what the CSV export takes. */
export type LeadListFilter = Omit<LeadFilter, "page">;

export function leadFilterFrom(params: URLSearchParams, viewer?: string, onlyAssignedTo?: string): LeadFilter {
  const filter = leadFilterSchema.parse({
    status: params.get("status") ?? undefined,
    q: params.get("q") ?? undefined,
    followUp: params.get("followUp") ?? undefined,
    needsReply: params.get("needsReply") ?? undefined,
    repeats: params.get("repeats") ?? undefined,
    language: params.get("language") ?? undefined,
    mine: params.get("mine") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  return { ...filter, ...(viewer ? { viewer } : {}), ...(onlyAssignedTo ? { onlyAssignedTo } : {}) };
}

/** The URL parameters of a filter (the inverse of `leadFilterFrom`), for links to other pages and the export. */
export function leadFilterParams({ page, ...filter }: Partial<LeadFilter>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (filter.followUp) params.set("followUp", filter.followUp);
  if (filter.needsReply) params.set("needsReply", "1");
  if (filter.repeats) params.set("repeats", filter.repeats);
  if (filter.mine) params.set("mine", "1");
  if (filter.language) params.set("language", filter.language);
  if (page && page > 1) params.set("page", String(page));
  return params;
}

/**
 * How the Leads tab shows the leads the filter selects: the table (cards on a phone), or a board
 * with a column per status. Kept apart from the filter: it changes what is shown, not which leads,
 * so the export and the audit log's record of a search stay as they are.
 */
export type LeadView = "table" | "board";

/** The view the address asks for (`view=board`); the table for any other value or none. */
export const leadViewFrom = (params: URLSearchParams): LeadView => (params.get("view") === "board" ? "board" : "table");

/** The admin's edits to a lead: a new status, or deletion. */
export const leadStatusChangeSchema = z.object({ id: z.uuid(), status: z.enum(leadStatuses) });
export const leadDeletionSchema = z.object({ id: z.uuid() });

export const LEAD_INTENTS = { status: "lead-status", delete: "lead-delete" } as const;

/** The spec's toasts of the Leads tab. */
export const LEAD_MESSAGES = {
  statusChanged: "Lead status updated",
  statusFailed: "Failed to update status",
  deleted: "Lead deleted successfully",
  deleteFailed: "Failed to delete lead",
  loadFailed: "Failed to load leads",
  confirmDelete: "Are you sure you want to delete this lead?",
  notFound: "This lead no longer exists.",
} as const;
