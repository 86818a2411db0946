import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { type BillParty, leads, quotes } from "#database/schema";
import { recordLeadEvent, recordResponse } from "~/features/leads/index.server";
import { LEAD_MESSAGES, LEAD_PAGE_MESSAGES } from "~/features/lead-workspace";
import { winDeal } from "~/features/lead-workspace/index.server";
import type { SignedLinks } from "~/infrastructure/signed-links.server";
import type { FormOutcome, FormValues } from "~/lib/form-result";
import { istDateKey } from "~/lib/india-time";
import { services } from "~/content/services";
import { billingDetails, priceList } from "./billing-settings.server";
import { type BillAmounts, type GstRate, billAmounts, supplyBetween } from "./gst";
import {
  type ClientQuote,
  type LeadQuote,
  QUOTE_MESSAGES,
  QUOTE_VALIDITY_DAYS,
  QUOTE_VALIDITY_MAX_DAYS,
  type QuoteField,
  type QuoteFormData,
  type QuoteFormInput,
  dayAfter,
  quoteLinesFrom,
  quoteOpenAt,
  quoteReference,
  quoteState,
} from "./quote";

// Quotes: made by staff on a lead's page, opened and accepted by the client through a signed link
// (no signing in). The quote keeps the agency and the client as they read when it was made; every
// amount is computed again from its lines whenever it is shown (gst.ts), and its totals are stored
// for the lists. Opening and accepting go on the lead's timeline, and reach connected tools, in the
// transaction that records them.

/** What the quote form of lead `leadId` starts from; null when there is no such lead. */
export async function quoteFormData(
  db: Pick<Database, "select">,
  leadId: string,
  at: Date,
): Promise<QuoteFormData | null> {
  const [lead] = await db
    .select({ id: leads.id, name: leads.name, city: leads.city, mergedInto: leads.mergedInto })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead || lead.mergedInto) return null;
  const [details, prices] = await Promise.all([billingDetails(db), priceList(db)]);
  return {
    lead: { id: lead.id, name: lead.name, city: lead.city },
    details,
    prices,
    serviceTitles: Object.fromEntries(services.map((service) => [service.slug, service.title])),
    validUntil: dayAfter(at, QUOTE_VALIDITY_DAYS),
    today: istDateKey(at),
    latest: dayAfter(at, QUOTE_VALIDITY_MAX_DAYS),
  };
}

/** Makes the quote from the form; the lead must exist and not be merged into another. */
export async function makeQuote(
  db: Database,
  quote: { input: QuoteFormInput; values: FormValues<QuoteField>; actorId: string; at: Date },
): Promise<FormOutcome<QuoteField>> {
  const { input, values, actorId, at } = quote;
  const agency = await billingDetails(db);
  if (!agency) return { ok: false, reason: "conflict", message: QUOTE_MESSAGES.noBillingDetails, values };
  const today = istDateKey(at);
  if (input.validUntil < today)
    return { ok: false, reason: "invalid", fieldErrors: { validUntil: QUOTE_MESSAGES.validUntil }, values };
  if (input.validUntil > dayAfter(at, QUOTE_VALIDITY_MAX_DAYS))
    return { ok: false, reason: "invalid", fieldErrors: { validUntil: QUOTE_MESSAGES.validTooLong }, values };
  const lines = quoteLinesFrom(input.rows, await priceList(db));
  if (!lines.ok) {
    const message = Object.values(lines.errors)[0];
    return { ok: false, reason: "invalid", message, fieldErrors: lines.errors, values };
  }
  const from: BillParty = {
    name: agency.legalName,
    address: agency.address,
    stateCode: agency.stateCode,
    gstin: agency.gstin,
  };
  const client: BillParty = {
    name: input.billingName,
    address: input.billingAddress,
    stateCode: input.state,
    gstin: input.gstin || null,
  };
  const amounts = billAmounts(
    lines.lines,
    supplyBetween({ stateCode: from.stateCode, registered: !!from.gstin }, client.stateCode),
  );
  if (amounts.totalPaise <= 0) return { ok: false, reason: "invalid", message: QUOTE_MESSAGES.zeroTotal, values };
  return db.transaction(async (tx): Promise<FormOutcome<QuoteField>> => {
    const [lead] = await tx
      .select({ mergedInto: leads.mergedInto })
      .from(leads)
      .where(eq(leads.id, input.id))
      .for("update");
    if (!lead) return { ok: false, reason: "not-found", message: LEAD_MESSAGES.notFound, values };
    if (lead.mergedInto) return { ok: false, reason: "conflict", message: LEAD_PAGE_MESSAGES.mergedAway, values };
    const [made] = await tx
      .insert(quotes)
      .values({
        leadId: input.id,
        agency: from,
        client,
        lines: lines.lines,
        amounts,
        taxablePaise: amounts.taxablePaise,
        totalPaise: amounts.totalPaise,
        validUntil: input.validUntil,
        createdBy: actorId,
        createdAt: at,
      })
      .returning({ id: quotes.id });
    await recordLeadEvent(tx, {
      leadId: input.id,
      kind: "quote-made",
      actorId,
      data: { quoteId: made!.id, totalPaise: amounts.totalPaise },
      at,
    });
    // Sending a quote is answering the enquiry.
    await recordResponse(tx, input.id, at);
    return { ok: true, id: made!.id };
  });
}

/** The lead's quotes, newest first, each with the link its client opens. */
export async function leadQuotes(
  db: Pick<Database, "select">,
  leadId: string,
  links: SignedLinks,
  at: Date,
): Promise<LeadQuote[]> {
  const rows = await db
    .select({
      id: quotes.id,
      totalPaise: quotes.totalPaise,
      validUntil: quotes.validUntil,
      createdAt: quotes.createdAt,
      openedAt: quotes.openedAt,
      acceptedAt: quotes.acceptedAt,
      acceptedName: quotes.acceptedName,
    })
    .from(quotes)
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.createdAt));
  return rows.map((row) => ({
    ...row,
    reference: quoteReference(row.id),
    state: quoteState(row, at),
    url: links.quoteUrl(row.id, row.validUntil),
  }));
}

function asClientQuote(row: typeof quotes.$inferSelect): ClientQuote {
  const lines = row.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate }));
  return {
    id: row.id,
    reference: quoteReference(row.id),
    agency: row.agency,
    client: row.client,
    lines,
    // As the client was sent them: a later change of rates or rounding changes no quote.
    amounts: row.amounts as BillAmounts,
    validUntil: row.validUntil,
    createdAt: row.createdAt,
    acceptedAt: row.acceptedAt,
    acceptedName: row.acceptedName,
  };
}

/** The quote `id` with its validity, or null when there is none (never made, or gone with its lead). */
export async function findQuote(db: Pick<Database, "select">, id: string): Promise<ClientQuote | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row ? asClientQuote(row) : null;
}

/**
 * The client's page said the quote is open in front of them: the first time goes on the lead's
 * timeline and to connected tools (`quote.opened`); later openings change nothing.
 */
export async function markQuoteOpened(db: Database, id: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .update(quotes)
      .set({ openedAt: at })
      .where(and(eq(quotes.id, id), isNull(quotes.openedAt)))
      .returning({ leadId: quotes.leadId, totalPaise: quotes.totalPaise, taxablePaise: quotes.taxablePaise });
    if (!opened) return;
    const { leadId, ...totals } = opened;
    await recordLeadEvent(tx, { leadId, kind: "quote-opened", data: { quoteId: id, ...totals }, at });
  });
}

export type Acceptance = "accepted" | "already-accepted" | "expired" | "missing";

/**
 * The client accepts by typing their name: the name, the time and the address the server saw are
 * kept on the quote; the lead's deal takes the quote's value before GST and the lead is converted;
 * the timeline and connected tools (`quote.accepted`) hear of it, all in one transaction.
 */
export async function acceptQuote(
  db: Database,
  id: string,
  acceptance: { name: string; from: string; at: Date },
): Promise<Acceptance> {
  const { name, from, at } = acceptance;
  return db.transaction(async (tx): Promise<Acceptance> => {
    const [quote] = await tx
      .select({
        leadId: quotes.leadId,
        validUntil: quotes.validUntil,
        acceptedAt: quotes.acceptedAt,
        taxablePaise: quotes.taxablePaise,
        totalPaise: quotes.totalPaise,
      })
      .from(quotes)
      .where(eq(quotes.id, id))
      .for("update");
    if (!quote) return "missing";
    if (quote.acceptedAt) return "already-accepted";
    if (!quoteOpenAt(quote.validUntil, at)) return "expired";
    await tx
      .update(quotes)
      .set({
        acceptedAt: at,
        acceptedName: name,
        acceptedFrom: from,
        openedAt: sql`coalesce(${quotes.openedAt}, ${at})`,
      })
      .where(eq(quotes.id, id));
    await recordLeadEvent(tx, {
      leadId: quote.leadId,
      kind: "quote-accepted",
      data: { quoteId: id, totalPaise: quote.totalPaise, taxablePaise: quote.taxablePaise },
      at,
    });
    await winDeal(tx, quote.leadId, Math.round(quote.taxablePaise / 100), at);
    return "accepted";
  });
}
