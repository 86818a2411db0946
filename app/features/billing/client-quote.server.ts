import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { clientAddressContext, databaseContext, signedLinksContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { NO_STORE } from "~/lib/cache-control";
import { now } from "~/lib/clock";
import { istDateTime, istBillDate, istMoment } from "~/lib/india-time";
import { billPdf } from "./bill-pdf.server";
import { invoiceUpiLink, issuedDocumentPdf } from "./invoice-pdf.server";
import { quoteInvoice } from "./invoices.server";
import {
  ACCEPTED_NAME_MAX,
  CLIENT_QUOTE_INTENTS,
  type ClientInvoice,
  type ClientQuoteAnswer,
  QUOTE_MESSAGES,
  type QuoteLink,
  quoteOpenAt,
} from "./quote";
import { acceptQuote, findQuote, markQuoteOpened } from "./quotes.server";

// The client's side of a quote: the signed link opens it (without signing in), the page's script
// says it was opened, and the client accepts by typing their name. A link that is not one of ours,
// or names no quote, gets the same answer, so a guess learns nothing; a quote past its last day
// shows only that it expired.

type Context = Readonly<RouterContextProvider>;

const quoteId = z.uuid();

/** The quote `id` if `sig` is its link's signature, as it stands now. */
export async function openQuoteLink(context: Context, id: string | undefined, sig: unknown): Promise<QuoteLink> {
  const parsed = quoteId.safeParse(id);
  if (!parsed.success || typeof sig !== "string" || !sig) return { state: "invalid" };
  const quote = await findQuote(context.get(databaseContext).db, parsed.data);
  if (!quote || !context.get(signedLinksContext).verifyQuote(quote.id, quote.validUntil, sig))
    return { state: "invalid" };
  if (quote.acceptedAt) return { state: "accepted", quote, sig, invoice: await invoiceToPay(context, quote.id) };
  if (!quoteOpenAt(quote.validUntil, now()))
    return { state: "expired", agency: quote.agency.name, validUntil: quote.validUntil };
  return { state: "open", quote, sig, invoice: null };
}

/** The invoice issued from an accepted quote, as the client pays it. */
async function invoiceToPay(context: Context, quoteId: string): Promise<ClientInvoice | null> {
  const invoice = await quoteInvoice(context.get(databaseContext).db, quoteId);
  if (!invoice) return null;
  const link = invoiceUpiLink(invoice);
  return {
    number: invoice.number,
    totalPaise: invoice.amounts.totalPaise,
    dueOn: invoice.dueOn,
    paidOn: invoice.paidOn,
    upi: link ? { link, vpa: invoice.payment.upi!.vpa } : null,
    bank: invoice.payment.bank,
  };
}

const acceptedName = z
  .string({ error: QUOTE_MESSAGES.acceptedNameMissing })
  .trim()
  .min(1, QUOTE_MESSAGES.acceptedNameMissing)
  .max(ACCEPTED_NAME_MAX, QUOTE_MESSAGES.acceptedNameTooLong);

/**
 * The client's page posted `form` for the quote `id`: that it is open in front of them, or their
 * acceptance. The link's signature comes with the form and is checked as when the page opened.
 */
export async function answerClientQuote(
  context: Context,
  id: string | undefined,
  form: FormData | undefined,
): Promise<ClientQuoteAnswer> {
  const link = await openQuoteLink(context, id, form?.get("sig"));
  if (link.state === "invalid") return { outcome: "invalid" };
  if (link.state === "expired") return { outcome: "expired" };
  if (link.state === "accepted") return { outcome: "already-accepted" };
  const { db } = context.get(databaseContext);
  const at = now();
  try {
    if (form?.get("intent") === CLIENT_QUOTE_INTENTS.opened) {
      await markQuoteOpened(db, link.quote.id, at);
      return { outcome: "opened" };
    }
    if (form?.get("intent") !== CLIENT_QUOTE_INTENTS.accept) return { outcome: "invalid" };
    const typed = form.get("name");
    const name = acceptedName.safeParse(typed);
    if (!name.success)
      return {
        outcome: "refused",
        message: name.error.issues[0]!.message,
        name: typeof typed === "string" ? typed.slice(0, ACCEPTED_NAME_MAX) : "",
      };
    const outcome = await acceptQuote(db, link.quote.id, {
      name: name.data,
      from: context.get(clientAddressContext),
      at,
    });
    return { outcome: outcome === "missing" ? "invalid" : outcome };
  } catch (error) {
    logger.error(
      { err: error, query: "client quote", quoteId: link.quote.id },
      "the client's quote answer was not recorded",
    );
    return { outcome: "failed" };
  }
}

/** The quote's PDF for a link that opens it (an expired quote's is refused with its page). */
export async function quotePdf(context: Context, id: string | undefined, sig: unknown): Promise<Response> {
  const link = await openQuoteLink(context, id, sig);
  if (link.state === "invalid") return new Response("This link does not open a quote.", { status: 404, headers: TEXT });
  if (link.state === "expired") return new Response("This quote has expired.", { status: 410, headers: TEXT });
  const { quote } = link;
  const facts: [string, string][] = [
    ["Quote", quote.reference],
    ["Date", istBillDate(quote.createdAt)],
    ["Valid until", istBillDate(istMoment(quote.validUntil))],
  ];
  const accepted = quote.acceptedAt
    ? [`Accepted by ${quote.acceptedName} on ${istDateTime(quote.acceptedAt)} IST.`]
    : [`To accept, open the link this quote was sent with and type your name.`];
  const pdf = await billPdf({
    title: "Quotation",
    facts,
    agency: quote.agency,
    client: quote.client,
    lines: quote.lines,
    amounts: quote.amounts,
    notes: [
      ...accepted,
      quote.agency.gstin
        ? "GST is charged at the rates shown; the tax invoice follows acceptance."
        : "The invoice follows acceptance.",
    ],
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${quote.reference}.pdf"`,
      "cache-control": NO_STORE,
      "referrer-policy": "no-referrer",
    },
  });
}

const TEXT = { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE };

/** The PDF of the invoice issued from the quote a link opens: what the client pays. */
export async function quoteInvoicePdf(context: Context, id: string | undefined, sig: unknown): Promise<Response> {
  const link = await openQuoteLink(context, id, sig);
  const invoice = link.state === "accepted" ? await quoteInvoice(context.get(databaseContext).db, link.quote.id) : null;
  if (!invoice) return new Response("This link does not open an invoice.", { status: 404, headers: TEXT });
  return issuedDocumentPdf(invoice);
}
