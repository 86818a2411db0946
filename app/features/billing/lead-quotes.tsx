import { FilePlus2, MessageCircle } from "lucide-react";
import { Link, href } from "react-router";
import { CopyButton } from "~/components/admin/shown-once";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { whatsappHref } from "~/features/leads";
import { istDateTime, istBillDate, istMoment } from "~/lib/india-time";
import { rupeesAndPaise } from "~/lib/rupees";
import { InvoiceList, IssueInvoiceForm } from "./lead-invoices";
import type { LeadInvoice } from "./invoice";
import type { LeadQuote, QuoteState } from "./quote";

const STATE_LABELS: Record<QuoteState, { text: string; variant: "secondary" | "outline" | "success" | "warning" }> = {
  sent: { text: "Not opened yet", variant: "outline" },
  opened: { text: "Opened", variant: "secondary" },
  accepted: { text: "Accepted", variant: "success" },
  expired: { text: "Expired", variant: "warning" },
};

/** The message a quote's link is sent with on WhatsApp. */
export const quoteMessage = (quote: Pick<LeadQuote, "reference" | "totalPaise" | "url">, brand: string) =>
  `Here is our quote ${quote.reference} for ${rupeesAndPaise(quote.totalPaise)} from ${brand}. You can read it and accept it here: ${quote.url}`;

/**
 * A lead page's quotes and invoices: each quote with where it stands (sent, opened, accepted,
 * expired), its link to copy or send on WhatsApp, the invoice of an accepted one; each invoice with
 * its PDF, its payment and its credit note. Only for those who may bill.
 */
export function LeadQuotes({
  lead,
  quotes,
  invoices,
  brand,
  today,
}: {
  lead: { id: string; name: string; phone: string; phoneE164: string | null; service: string };
  quotes: LeadQuote[];
  invoices: LeadInvoice[];
  brand: string;
  /** Today in India (the server's clock): the forms' first dates. */
  today: string;
}) {
  const invoiced = new Set(
    invoices.filter((invoice) => invoice.kind === "invoice" && !invoice.creditedBy).map((invoice) => invoice.quoteId),
  );
  return (
    <div className="grid gap-3">
      {quotes.length ? (
        <ul className="grid gap-3" aria-label="Quotes">
          {quotes.map((quote) => {
            const label = STATE_LABELS[quote.state];
            return (
              <li key={quote.id} className="grid gap-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    <span className="font-mono">{quote.reference}</span>{" "}
                    <span className="tabular-nums">{rupeesAndPaise(quote.totalPaise)}</span>
                  </p>
                  <Badge variant={label.variant}>{label.text}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {quote.acceptedAt
                    ? `Accepted by ${quote.acceptedName ?? "the client"} on ${istDateTime(quote.acceptedAt)} IST`
                    : `Valid until ${istBillDate(istMoment(quote.validUntil))}`}
                  {quote.openedAt && !quote.acceptedAt ? ` · opened ${istDateTime(quote.openedAt)} IST` : ""}
                </p>
                {quote.state === "accepted" && !invoiced.has(quote.id) ? (
                  <IssueInvoiceForm quoteId={quote.id} today={today} />
                ) : null}
                {quote.state === "expired" ? null : (
                  <div className="flex flex-wrap gap-2">
                    <Button asChild variant="outline" size="sm">
                      <a href={whatsappHref(lead, brand, quoteMessage(quote, brand))} target="_blank" rel="noreferrer">
                        <MessageCircle aria-hidden />
                        Send on WhatsApp
                      </a>
                    </Button>
                    <CopyButton value={quote.url} label="Copy link" />
                    <Button asChild variant="ghost" size="sm">
                      <a href={quote.url} target="_blank" rel="noreferrer">
                        Open as the client sees it
                      </a>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No quotes yet.</p>
      )}
      {invoices.length ? <InvoiceList invoices={invoices} today={today} /> : null}
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link to={href("/admin/leads/:id/quote", { id: lead.id })}>
          <FilePlus2 aria-hidden />
          Make a quote
        </Link>
      </Button>
    </div>
  );
}
