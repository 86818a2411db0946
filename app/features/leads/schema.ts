import { z } from "zod";
import { leadStatuses } from "../../../database/lead-statuses";

/** The admin's view of the leads: which status, what search text, which page. From the URL. */
export const leadFilterSchema = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export function leadFilterFrom(params: URLSearchParams): LeadFilter {
  return leadFilterSchema.parse({
    status: params.get("status") ?? undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

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
