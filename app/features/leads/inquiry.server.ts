import type { RouterContextProvider } from "react-router";
import type { LeadSource } from "../../../database/schema";
import { leads } from "../../../database/schema";
import {
  clientAddressContext,
  databaseContext,
  mailerContext,
  rateLimiterContext,
  settingsContext,
} from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import type { FormOutcome } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { INQUIRY_HONEYPOT_FIELD, INQUIRY_MESSAGES, type InquiryField, inquiryFields } from "./inquiry-fields";
import { notifyNewLead } from "./notify-lead.server";
import { recordLeadEvent } from "./timeline.server";
import { inquirySchema } from "./inquiry-schema";

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

  const parsed = parseForm(form, inquirySchema, inquiryFields);
  if (!parsed.ok) return parsed;
  const { data: inquiry, values } = parsed;

  try {
    const { inquiriesPerWindow, leadAlertsTo } = context.get(settingsContext);
    const rateLimiter = context.get(rateLimiterContext);
    if (!(await rateLimiter.isUnderLimit(`inquiry:${clientIp}`, inquiriesPerWindow, RATE_WINDOW_SECONDS))) {
      return { ok: false, reason: "rate-limited", values, message: INQUIRY_MESSAGES.rateLimited };
    }
    const { db } = context.get(databaseContext);
    const source = leadSource(request, form);
    const lead = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(leads)
        .values({
          ...inquiry,
          email: inquiry.email ?? null,
          message: inquiry.message ?? null,
          phoneDigits: inquiry.phone.replace(/\D/g, ""),
          source,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning();
      if (stored)
        await recordLeadEvent(tx, { leadId: stored.id, kind: "created", data: { path: source?.path ?? null } });
      return stored;
    });
    if (lead) void notifyNewLead({ db, mailer: context.get(mailerContext) }, lead, { to: leadAlertsTo });
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, query: "insert lead" }, "inquiry could not be stored");
    return { ok: false, reason: "unavailable", values, message: INQUIRY_MESSAGES.failure.description };
  }
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
