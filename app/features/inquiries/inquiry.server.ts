import { handOver } from "~/features/lead-workspace/index.server";
import { leadReference } from "~/features/leads";
import { linkToEarlierEnquiry, takeTurn, type Queryable, recordLeadEvent } from "~/features/leads/index.server";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { type LeadSource, leads } from "#database/schema";
import { clientAddressContext, databaseContext, rateLimiterContext, settingsContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { FormOutcome } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { INQUIRY_HONEYPOT_FIELD, type InquiryField, inquiryFields } from "./inquiry-fields";
import { wordsIn } from "~/content/words.server";
import { enqueueAcknowledgement, enqueueLeadAlert, enqueueWhatsAppAlerts } from "~/features/lead-messages/index.server";
import { NOTICE_VERSION } from "./consent-notice";
import { inquirySchemas } from "./inquiry-schema";
import { localeOfRequest } from "~/lib/locale";
import { now as clockNow } from "~/lib/clock";

const RATE_WINDOW_SECONDS = 10 * 60;

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

  // The language of the page the form is on: a Hindi page's form posts to its Hindi address, so the
  // answer and the lead's acknowledgement are in Hindi.
  const language = localeOfRequest(request);
  const messages = wordsIn(language).inquiry.messages;
  const parsed = parseForm(form, inquirySchemas[language], inquiryFields);
  if (!parsed.ok) return parsed;
  const { data: inquiry, values } = parsed;

  try {
    const { inquiriesPerWindow, leadAlertsTo, acknowledgements, whatsappTo } = context.get(settingsContext);
    const rateLimiter = context.get(rateLimiterContext);
    if (!(await rateLimiter.isUnderLimit(`inquiry:${clientIp}`, inquiriesPerWindow, RATE_WINDOW_SECONDS))) {
      return { ok: false, reason: "rate-limited", values, message: messages.rateLimited };
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
          language,
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
    return { ok: false, reason: "unavailable", values, message: messages.failure.description };
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
