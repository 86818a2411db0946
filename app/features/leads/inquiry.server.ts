import { type RouterContextProvider, data, redirect } from "react-router";
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
import { notifyNewLead } from "./notify-lead.server";
import { fieldErrors, formValues } from "~/lib/forms";
import { idempotencyKeyFrom } from "~/lib/idempotency";
import { type InquiryField, type InquiryResult, type InquiryValues, inquiryFields, inquirySchema } from "./schema";

export const HONEYPOT_FIELD = "website";
/** Where a browser without JavaScript lands after sending: a page it can reload without posting again. */
export const INQUIRY_SENT_PATH = "/inquiry?sent";
const RATE_WINDOW_SECONDS = 10 * 60;

/**
 * The inquiry action behind all three forms (dialog, footer, contact page):
 * validate, filter bots and floods, store, then alert the agency without making the visitor wait.
 */
export async function handleInquiry(request: Request, context: Readonly<RouterContextProvider>) {
  const clientIp = context.get(clientAddressContext);
  const form = await request.formData().catch(() => undefined);
  if (!form)
    return data<InquiryResult>(
      { ok: false, values: {}, formError: "We could not read the form. Please try again." },
      { status: 400 },
    );

  const values: InquiryValues = formValues(form, inquiryFields);
  // The site's script adds an idempotency key to every submission; without one, the browser
  // posted the form itself and is answered with a redirect on success (post/redirect/get).
  const idempotencyKey = idempotencyKeyFrom(form);
  const succeeded = () => (idempotencyKey ? data<InquiryResult>({ ok: true }) : redirect(INQUIRY_SENT_PATH, 303));

  // Bots fill every field they see; people never see this one. Answer as if it worked.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ ip: clientIp }, "inquiry honeypot filled; not stored");
    return succeeded();
  }

  const parsed = inquirySchema.safeParse(values);
  if (!parsed.success) {
    return data<InquiryResult>(
      { ok: false, values, fieldErrors: fieldErrors<InquiryField>(parsed.error) },
      { status: 400 },
    );
  }

  try {
    const { inquiriesPerWindow, leadAlertsTo } = context.get(settingsContext);
    const rateLimiter = context.get(rateLimiterContext);
    if (!(await rateLimiter.isUnderLimit(`inquiry:${clientIp}`, inquiriesPerWindow, RATE_WINDOW_SECONDS))) {
      return data<InquiryResult>(
        {
          ok: false,
          values,
          formError:
            "You have sent several inquiries in the last few minutes. Please wait a little and try again, or call us.",
        },
        { status: 429 },
      );
    }
    const inquiry = parsed.data;
    const { db } = context.get(databaseContext);
    const [lead] = await db
      .insert(leads)
      .values({
        ...inquiry,
        email: inquiry.email ?? null,
        message: inquiry.message ?? null,
        phoneDigits: inquiry.phone.replace(/\D/g, ""),
        source: leadSource(request, form),
        idempotencyKey,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    if (lead) void notifyNewLead({ db, mailer: context.get(mailerContext) }, lead, { to: leadAlertsTo });
    return succeeded();
  } catch (error) {
    logger.error({ err: error, query: "insert lead" }, "inquiry could not be stored");
    return data<InquiryResult>(
      { ok: false, values, formError: "Failed to submit form. Please try again." },
      { status: 503 },
    );
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
