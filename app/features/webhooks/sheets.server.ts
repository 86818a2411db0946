// A Google Sheet connected from the screen alone. The script the owner pastes must hold the
// connection's secret before the sheet has an address (the address comes from deploying the
// script), so the secret is made first and kept, one row of `app_state`, until the address is
// pasted: a reload shows the same script, and connecting turns it into an endpoint's secret.
import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { appState } from "#database/schema";
import type { OutboundPolicy } from "~/infrastructure/outbound-http.server";
import type { FormOutcome } from "~/lib/form-result";
import { now } from "~/lib/clock";
import { type WebhookField, insertEndpoint } from "./endpoints.server";
import { WEBHOOK_MESSAGES } from "./events";
import { newSigningSecret } from "./signing.server";

const KEY = "sheets-connection-secret";

/** The secret of the Sheets connection being set up; null until the owner asks for the script. */
export async function pendingSheetsSecret(db: Pick<Database, "select">): Promise<string | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  return typeof row?.value === "string" ? row.value : null;
}

/** Makes the secret the script is shown with, unless one is already waiting. */
export async function startSheetsConnection(db: Database): Promise<FormOutcome> {
  await db.insert(appState).values({ key: KEY, value: newSigningSecret(), updatedAt: now() }).onConflictDoNothing();
  return { ok: true };
}

/**
 * Connects the deployed script's address: an endpoint for new leads, signing with the waiting
 * secret in the body (Apps Script reads no headers), which then waits no more.
 */
export async function connectSheet(
  db: Database,
  pasted: { url: string; values: { url?: string } },
  policy: OutboundPolicy,
): Promise<FormOutcome<WebhookField>> {
  return db.transaction(async (tx): Promise<FormOutcome<WebhookField>> => {
    const [row] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY)).for("update");
    if (typeof row?.value !== "string")
      return { ok: false, reason: "conflict", message: WEBHOOK_MESSAGES.noSheetsScript, values: pasted.values };
    const endpoint = { url: pasted.url, events: ["lead.created" as const], secret: row.value, signatureInBody: true };
    const outcome = await insertEndpoint(tx, endpoint, pasted.values, policy);
    if (outcome.ok) await tx.delete(appState).where(eq(appState.key, KEY));
    return outcome;
  });
}
