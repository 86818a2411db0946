import { Download } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, Link, href, useFetcher, useNavigation } from "react-router";
import { CopyButton } from "~/components/admin/shown-once";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { istDateTime, istBillDate, istMoment } from "~/lib/india-time";
import { rupeesAndPaise } from "~/lib/rupees";
import { useSite } from "~/lib/site";
import { BillView } from "./bill-view";
import { stateByCode } from "~/lib/indian-states";
import {
  ACCEPTED_NAME_MAX,
  CLIENT_QUOTE_INTENTS,
  type ClientInvoice,
  type ClientQuote,
  type ClientQuoteAnswer,
  type QuoteLink,
} from "./quote";

/** "Maharashtra (27)": the place of supply as Rule 46 names it, by the state's name and code. */
const stateName = (code: string) => `${stateByCode(code)?.name ?? code} (${code})`;

/**
 * A quote as its client opens it on a phone: the agency's brand, who it is from and for, the lines
 * and totals, the PDF, and accepting it by typing a name. The page's script tells the agency it was
 * opened: a link preview, which runs none, does not.
 */
export function ClientQuotePage({ link, answer }: { link: QuoteLink; answer: ClientQuoteAnswer | undefined }) {
  const site = useSite();
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-4">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="text-lg font-bold">{site.brand}</span>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-6 md:py-10">
        {link.state === "invalid" ? (
          <Notice title="This link does not open a quote">
            It is not complete or not one of ours. Open it again from the message we sent you, or write to{" "}
            <a className="font-medium text-primary underline" href={`mailto:${site.salesEmail}`}>
              {site.salesEmail}
            </a>{" "}
            for a new one.
          </Notice>
        ) : link.state === "expired" ? (
          <Notice title="This quote has expired">
            It was valid until {istBillDate(istMoment(link.validUntil))}. Ask {link.agency} for a new one at{" "}
            <a className="font-medium text-primary underline" href={`mailto:${site.salesEmail}`}>
              {site.salesEmail}
            </a>
            .
          </Notice>
        ) : (
          <>
            {link.invoice ? <InvoiceToPay invoice={link.invoice} quoteId={link.quote.id} sig={link.sig} /> : null}
            <QuoteDocument
              quote={link.quote}
              sig={link.sig}
              open={link.state === "open"}
              answer={answer}
              // The invoice, when there is one, is what the page is about now.
              Title={link.invoice ? "h2" : "h1"}
            />
          </>
        )}
      </main>
    </div>
  );
}

/** The invoice of the accepted quote: how much, by when, and how to pay it (UPI or bank transfer). */
function InvoiceToPay({ invoice, quoteId, sig }: { invoice: ClientInvoice; quoteId: string; sig: string }) {
  const pdf = `${href("/quote/:id/invoice", { id: quoteId })}?sig=${encodeURIComponent(sig)}`;
  return (
    <section
      aria-labelledby="invoice-title"
      className="grid gap-4 rounded-xl border bg-background p-5 shadow-sm md:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="invoice-title" className="text-2xl font-bold">
            Invoice <span className="font-mono">{invoice.number}</span>
          </h1>
          <p className="text-lg font-semibold tabular-nums">{rupeesAndPaise(invoice.totalPaise)}</p>
          <p className="text-sm text-muted-foreground">
            {invoice.paidOn
              ? `Paid on ${istBillDate(istMoment(invoice.paidOn))}. Thank you.`
              : invoice.dueOn
                ? `Due by ${istBillDate(istMoment(invoice.dueOn))}`
                : null}
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={pdf} download={`${invoice.number.replaceAll("/", "-")}.pdf`}>
            <Download aria-hidden />
            Download invoice
          </a>
        </Button>
      </div>
      {invoice.paidOn ? null : (
        <div className="grid gap-3">
          {invoice.upi ? (
            <div className="grid gap-2">
              <Button asChild size="lg" className="w-full sm:w-fit">
                <a href={invoice.upi.link}>Pay {rupeesAndPaise(invoice.totalPaise)} by UPI</a>
              </Button>
              <p className="text-sm">
                Or pay to the UPI ID <span className="font-mono font-semibold">{invoice.upi.vpa}</span> from any UPI
                app.
              </p>
              <div>
                <CopyButton value={invoice.upi.vpa} label="Copy UPI ID" />
              </div>
            </div>
          ) : null}
          {invoice.bank ? (
            <dl className="grid gap-1 rounded-lg border p-3 text-sm">
              <dt className="font-semibold">Bank transfer</dt>
              <dd>
                {invoice.bank.accountName}, account <span className="font-mono">{invoice.bank.accountNumber}</span>,
                IFSC <span className="font-mono">{invoice.bank.ifsc}</span>
                {invoice.bank.bankName ? `, ${invoice.bank.bankName}` : ""}
              </dd>
            </dl>
          ) : null}
        </div>
      )}
    </section>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-background p-6 shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p>{children}</p>
    </section>
  );
}

function QuoteDocument({
  quote,
  sig,
  open,
  answer,
  Title,
}: {
  quote: ClientQuote;
  sig: string;
  open: boolean;
  answer: ClientQuoteAnswer | undefined;
  Title: "h1" | "h2";
}) {
  useOpenedReport(quote.id, sig, open);
  const pdf = `${href("/quote/:id/pdf", { id: quote.id })}?sig=${encodeURIComponent(sig)}`;
  return (
    <>
      <section
        aria-labelledby="quote-title"
        className="grid gap-6 rounded-xl border bg-background p-5 shadow-sm md:p-8"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <Title id="quote-title" className="text-2xl font-bold">
              Quote <span className="font-mono">{quote.reference}</span>
            </Title>
            <p className="text-sm text-muted-foreground">
              Made {istBillDate(quote.createdAt)} · valid until {istBillDate(istMoment(quote.validUntil))}
            </p>
          </div>
          <Button asChild variant="outline">
            <a href={pdf} download={`${quote.reference}.pdf`}>
              <Download aria-hidden />
              Download PDF
            </a>
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Party heading="From" party={quote.agency} />
          <Party heading="For" party={quote.client} />
        </div>
        <p className="text-sm">
          Place of supply: <span className="font-medium">{stateName(quote.client.stateCode)}</span>
        </p>
        <BillView lines={quote.lines} amounts={quote.amounts} />
      </section>
      {quote.acceptedAt ? (
        <p
          role="status"
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 font-medium text-emerald-950"
        >
          {answer?.outcome === "accepted" ? "Thank you. " : ""}Accepted by {quote.acceptedName} on{" "}
          {istDateTime(quote.acceptedAt)} IST. {quote.agency.name} will be in touch about the next step.
        </p>
      ) : open ? (
        <AcceptForm sig={sig} answer={answer} />
      ) : null}
    </>
  );
}

function Party({ heading, party }: { heading: string; party: ClientQuote["client"] }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-semibold text-muted-foreground">{heading}</p>
      <p className="font-semibold [overflow-wrap:anywhere]">{party.name}</p>
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{party.address}</p>
      <p>{stateName(party.stateCode)}</p>
      {party.gstin ? <p>GSTIN {party.gstin}</p> : null}
    </div>
  );
}

function AcceptForm({ sig, answer }: { sig: string; answer: ClientQuoteAnswer | undefined }) {
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const refused = answer?.outcome === "refused" ? answer : undefined;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-xl border bg-background p-5 shadow-sm md:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Accept this quote
      </h2>
      <Form method="post" noValidate className="grid gap-3">
        <input type="hidden" name="intent" value={CLIENT_QUOTE_INTENTS.accept} />
        <input type="hidden" name="sig" value={sig} />
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Type your full name to accept</Label>
          <Input
            id={id}
            name="name"
            autoComplete="name"
            required
            maxLength={ACCEPTED_NAME_MAX}
            defaultValue={refused?.name}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? `${id}-error` : undefined}
          />
          {refused ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {refused.message}
            </p>
          ) : null}
        </div>
        {answer?.outcome === "failed" ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            We could not record this just now. Please try again in a minute.
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-fit">
          {busy ? "Accepting..." : "Accept quote"}
        </Button>
        <p className="text-xs text-muted-foreground">
          When you accept, we record the name you typed, the time and the internet address your device used, as our{" "}
          <Link to={href("/privacy")} className="underline">
            privacy notice
          </Link>{" "}
          explains.
        </p>
      </Form>
    </section>
  );
}

/** Tells the agency, once per page, that the quote is open in front of its client. */
function useOpenedReport(quoteId: string, sig: string, open: boolean) {
  const fetcher = useFetcher();
  const sent = useRef(false);
  useEffect(() => {
    if (!open || sent.current) return;
    sent.current = true;
    void fetcher.submit({ intent: CLIENT_QUOTE_INTENTS.opened, sig }, { method: "post" });
  }, [fetcher, open, quoteId, sig]);
}
