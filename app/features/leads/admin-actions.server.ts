import type { Database } from "../../../database/client.server";
import { failed, succeeded } from "~/lib/action-result";
import { deleteLead, setLeadStatus } from "./admin.server";
import { LEAD_INTENTS, leadDeletionSchema, leadStatusChangeSchema } from "./schema";

export async function changeLeadStatus(db: Database, form: FormData) {
  const parsed = leadStatusChangeSchema.safeParse({ id: form.get("id"), status: form.get("status") });
  if (!parsed.success) return failed(LEAD_INTENTS.status, 400);
  const found = await setLeadStatus(db, parsed.data.id, parsed.data.status);
  return found
    ? succeeded(LEAD_INTENTS.status)
    : failed(LEAD_INTENTS.status, 404, { message: "This lead no longer exists." });
}

export async function removeLead(db: Database, form: FormData) {
  const parsed = leadDeletionSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) return failed(LEAD_INTENTS.delete, 400);
  const found = await deleteLead(db, parsed.data.id);
  return found
    ? succeeded(LEAD_INTENTS.delete)
    : failed(LEAD_INTENTS.delete, 404, { message: "This lead no longer exists." });
}
