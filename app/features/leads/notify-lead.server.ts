import { eq } from "drizzle-orm";
import { leads } from "../../../database/schema";
import type { AppServices } from "~/lib/context";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

type Lead = typeof leads.$inferSelect;

const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000];

/**
 * E-mails the agency about a new lead. The lead is already stored; a failing mail server
 * is retried with backoff and only ever logged, never shown to the visitor.
 */
export async function notifyNewLead(services: Pick<AppServices, "db" | "mailer">, lead: Lead, delays = RETRY_DELAYS_MS) {
  const to = env().LEAD_NOTIFY_TO;
  if (!to) return;
  const message = leadEmail(lead, to);
  for (let attempt = 0; ; attempt++) {
    try {
      await services.mailer.send(message);
      await services.db.update(leads).set({ notifiedAt: new Date() }).where(eq(leads.id, lead.id));
      return;
    } catch (error) {
      const delay = delays[attempt];
      logger.warn({ err: (error as Error).message, leadId: lead.id, attempt: attempt + 1 }, "lead alert failed");
      if (delay === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}

function leadEmail(lead: Lead, to: string) {
  const lines = [
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email ?? "-"}`,
    `City: ${lead.city}`,
    `Service: ${lead.service}`,
    `Message: ${lead.message ?? "-"}`,
    `Page: ${lead.source?.path ?? "-"}`,
  ];
  if (lead.source?.utm) lines.push(`Campaign: ${JSON.stringify(lead.source.utm)}`);
  // Plain text only: nothing a visitor typed is ever interpreted as HTML in the alert.
  return { to, subject: `New inquiry: ${lead.service.slice(0, 60)} from ${lead.city.slice(0, 40)}`, text: lines.join("\n") };
}
