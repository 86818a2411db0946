import type { Database } from "../../../database/client.server";
import type { FormOutcome } from "~/lib/form-result";
import { deleteLead, setLeadStatus } from "./admin-queries.server";
import { LEAD_MESSAGES, leadDeletionSchema, leadStatusChangeSchema } from "./schema";

export async function changeLeadStatus(db: Database, form: FormData): Promise<FormOutcome> {
  const parsed = leadStatusChangeSchema.safeParse({ id: form.get("id"), status: form.get("status") });
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const found = await setLeadStatus(db, parsed.data.id, parsed.data.status);
  return found ? { ok: true } : { ok: false, reason: "not-found", message: LEAD_MESSAGES.notFound };
}

export async function removeLead(db: Database, form: FormData): Promise<FormOutcome> {
  const parsed = leadDeletionSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const found = await deleteLead(db, parsed.data.id);
  return found ? { ok: true } : { ok: false, reason: "not-found", message: LEAD_MESSAGES.notFound };
}
