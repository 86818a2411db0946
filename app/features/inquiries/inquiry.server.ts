import { handOver } from "~/features/lead-workspace/index.server";
import { leadReference } from "~/features/leads";
import { takeTurn, type Queryable, recordLeadEvent } from "~/features/leads/index.server";
import { type SQL, and, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RouterContextProvider } from "react-router";
import type { Database } from "#database/client.server";
import { type LeadSource, leads } from "#database/schema";
import { clientAddressContext, databaseContext, rateLimiterContext, settingsContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { FormOutcome } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { INQUIRY_HONEYPOT_FIELD, INQUIRY_MESSAGES, type InquiryField, inquiryFields } from "./inquiry-fields";
import { enqueueAcknowledgement, enqueueLeadAlert, enqueueWhatsAppAlerts } from "~/features/lead-messages/index.server";
import { NOTICE_VERSION } from "./consent-notice";
import { inquirySchema } from "./inquiry-schema";
import { now as clockNow } from "~/lib/clock";

const RATE_WINDOW_SECONDS = 10 * 60;

type Lead = typeof leads.$inferSelect;

/**
 * The inquiry behind all three forms (dialog, footer, contact page): validate, filter bots and
 * floods, store once per idempotency key, then alert the agency without making the visitor wait.
 */
export async function submitInquiry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  idempotencyKey: string | null,
): Promise<FormOutcome<InquiryField>> {
  const clientIp = context.get(clientAddressContext);
  // Bots fill every field they see; people never see this one. Answered as if it worked.
  const honeypot = form.get(INQUIRY_HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ ip: clientIp }, "inquiry honeypot filled; not stored");
    return { ok: true };
  }

  const parsed = parseForm(form, inquirySchema, inquiryFields);
  if (!parsed.ok) return parsed;
  const { data: inquiry, values } = parsed;

  try {
    const { inquiriesPerWindow, leadAlertsTo, acknowledgements, whatsappTo } = context.get(settingsContext);
    const rateLimiter = context.get(rateLimiterContext);
    if (!(await rateLimiter.isUnderLimit(`inquiry:${clientIp}`, inquiriesPerWindow, RATE_WINDOW_SECONDS))) {
      return { ok: false, reason: "rate-limited", values, message: INQUIRY_MESSAGES.rateLimited };
    }
    const { db } = context.get(databaseContext);
    const source = leadSource(request, form);
    const leadId = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(leads)
        .values({
          ...inquiry,
          email: inquiry.email ?? null,
          message: inquiry.message ?? null,
          phoneDigits: inquiry.phone.replace(/\D/g, ""),
          source,
          idempotencyKey,
          // The notice the form showed, and the visitor's choice about offers, made as they sent it.
          noticeVersion: NOTICE_VERSION,
          marketingConsentAt: clockNow(),
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning();
      if (!stored) return idempotencyKey ? leadOfAttempt(tx, idempotencyKey) : undefined;
      // Stored with the lead (webhook deliveries with its timeline entry); the commit tells the
      // schedulers (migration 0020), which send them at once.
      await recordLeadEvent(tx, { leadId: stored.id, kind: "created" });
      const now = clockNow();
      await enqueueLeadAlert(tx, { to: leadAlertsTo }, stored.id, now);
      await enqueueAcknowledgement(tx, { enabled: acknowledgements }, stored, now);
      await enqueueWhatsAppAlerts(tx, { to: whatsappTo ?? [] }, stored.id, now);
      // Given in turn to a Sales person when the owner asked for it; they get the alert too.
      await assignInTurn(tx, stored.id);
      await linkToEarlierEnquiry(tx, stored);
      return stored.id;
    });
    return { ok: true, reference: leadId ? leadReference(leadId) : undefined };
  } catch (error) {
    logger.error({ err: error, query: "insert lead" }, "inquiry could not be stored");
    return { ok: false, reason: "unavailable", values, message: INQUIRY_MESSAGES.failure.description };
  }
}

/** The lead a repeated attempt (a double tap, a retry after a lost answer) stored the first time. */
async function leadOfAttempt(tx: Queryable, idempotencyKey: string): Promise<string | undefined> {
  const [first] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, idempotencyKey));
  return first?.id;
}

/** Gives the lead to the Sales person whose turn it is, if new leads go in turn. */
async function assignInTurn(tx: Parameters<typeof takeTurn>[0] & Parameters<typeof handOver>[0], leadId: string) {
  const assignee = await takeTurn(tx);
  if (assignee) await handOver(tx, [{ id: leadId, assignedTo: null }], assignee, null);
}

/** How far back an enquiry from the same phone or e-mail counts as the same person asking again. */
const REPEAT_WINDOW_DAYS = 90;

/**
 * A repeat enquiry stays its own row (one per submission) and points to the latest earlier one
 * from the same phone (E.164) or e-mail (any case) within 90 days, or to the lead that one was
 * merged into; both timelines say so. Runs in the insert's transaction, under a savepoint: when
 * the link cannot be made (the earlier lead deleted at that moment) the enquiry is stored unlinked.
 * Two submissions sent at once do not see each other's row until they commit, so neither waits.
 */
async function linkToEarlierEnquiry(tx: Pick<Database, "transaction">, lead: Lead): Promise<string | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      // One query per index (leads_phone_e164_idx, leads_email_idx) rather than an OR of both.
      const matches = [
        ...(lead.phoneE164 ? await latestEarlier(savepoint, lead, eq(leads.phoneE164, lead.phoneE164)) : []),
        ...(lead.email ? await latestEarlier(savepoint, lead, sql`lower(${leads.email}) = lower(${lead.email})`) : []),
      ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const match = matches[0];
      if (!match) return null;
      const previousLeadId = match.mergedInto ?? match.id;
      await savepoint.update(leads).set({ previousLeadId }).where(eq(leads.id, lead.id));
      await recordLeadEvent(savepoint, { leadId: lead.id, kind: "repeat", data: { leadId: previousLeadId } });
      await recordLeadEvent(savepoint, { leadId: previousLeadId, kind: "repeat", data: { leadId: lead.id } });
      return previousLeadId;
    });
  } catch (error) {
    logger.warn({ err: error, leadId: lead.id }, "repeat enquiry not linked to the earlier one");
    return null;
  }
}

/** The lead just stored, as a second copy of the table. */
const newLead = alias(leads, "new_lead");

/** The latest lead other than this one with the same contact, created in the 90 days before it. */
function latestEarlier(db: Queryable, lead: Pick<Lead, "id">, sameContact: SQL) {
  // The window ends at the new row's own created_at (the database's default, the insert
  // transaction's start), read from the row to the microsecond: an enquiry committed since, sent
  // after this one, is not an earlier one.
  const createdAt = sql`(select ${newLead.createdAt} from ${leads} ${newLead} where ${newLead.id} = ${lead.id})`;
  return db
    .select({ id: leads.id, mergedInto: leads.mergedInto, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        sameContact,
        ne(leads.id, lead.id),
        lte(leads.createdAt, createdAt),
        gte(leads.createdAt, sql`${createdAt} - ${REPEAT_WINDOW_DAYS} * interval '1 day'`),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
}

function stringField(form: FormData, name: string, max: number): string | null {
  const value = form.get(name);
  return typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;
}

/** The page the form was sent from, its UTM tags, and the external referrer when known. */
function leadSource(request: Request, form: FormData): LeadSource | null {
  const page = stringField(form, "page", 500) ?? request.headers.get("referer");
  const source: LeadSource = {};
  const origin = new URL(request.url).origin;
  if (page) {
    try {
      const url = new URL(page, origin);
      if (url.origin === origin) {
        source.path = url.pathname.slice(0, 300);
        const utm: NonNullable<LeadSource["utm"]> = {};
        for (const key of ["source", "medium", "campaign", "term", "content"] as const) {
          const value = url.searchParams.get(`utm_${key}`);
          if (value) utm[key] = value.slice(0, 200);
        }
        if (Object.keys(utm).length) source.utm = utm;
      }
    } catch {
      // A malformed page URL is simply not recorded.
    }
  }
  const referrer = stringField(form, "referrer", 500);
  if (referrer && !referrer.startsWith(origin)) source.referrer = referrer;
  return Object.keys(source).length ? source : null;
}
