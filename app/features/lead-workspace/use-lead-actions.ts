import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-schema-form";
import type { FormResult } from "~/lib/form-result";
import { LEAD_TAP_INTENTS, type ListedLead, leadPagePath } from "~/features/leads";
import { LEAD_INTENTS, LEAD_MESSAGES } from "./schema";
import type { LeadStatus } from "#database/lead-statuses";

/** What the list does to one lead: change its status, delete it, and record a call or WhatsApp tap. */
export function useLeadActions(lead: Pick<ListedLead, "id" | "status">) {
  const statusFetcher = useFetcher<FormResult>();
  const deleteFetcher = useFetcher<FormResult>();
  const tapFetcher = useFetcher();

  useResultToast(statusFetcher.data, {
    success: { title: LEAD_MESSAGES.statusChanged },
    failure: { title: "Error", description: LEAD_MESSAGES.statusFailed },
  });
  useResultToast(deleteFetcher.data, {
    success: { title: LEAD_MESSAGES.deleted },
    failure: { title: "Error", description: LEAD_MESSAGES.deleteFailed },
  });

  const pendingStatus = statusFetcher.formData?.get("status") as LeadStatus | undefined;
  return {
    status: pendingStatus ?? lead.status,
    /** The last status change has its answer (and its toast has been shown). */
    statusSettled: statusFetcher.state === "idle" && statusFetcher.data !== undefined,
    deleting: deleteFetcher.state !== "idle",
    changeStatus: (status: string) =>
      void statusFetcher.submit({ intent: LEAD_INTENTS.status, id: lead.id, status }, { method: "post" }),
    remove: () => void deleteFetcher.submit({ intent: LEAD_INTENTS.delete, id: lead.id }, { method: "post" }),
    /** The tap itself is a plain link; this only tells the lead's timeline that it happened. */
    recordTap: (tap: keyof typeof LEAD_TAP_INTENTS) =>
      void tapFetcher.submit({ intent: LEAD_TAP_INTENTS[tap] }, { method: "post", action: leadPagePath(lead.id) }),
  };
}
