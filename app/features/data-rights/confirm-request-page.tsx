import { Form, href } from "react-router";
import type { DataRequestKind } from "#database/data-requests";
import { PageHero, Section } from "~/components/site/sections";
import { Button } from "~/components/ui/button";
import { istDateTime } from "~/lib/india-time";
import type { Holdings } from "./holdings";
import { KIND_LABELS } from "./requests";
import { PrivacyContact } from "./privacy-contact";

type Link = { request: string; until: string; sig: string };
type Contact = { name: string; email: string };

export interface ConfirmPageProps {
  loaded:
    | { state: "ask" | "used"; kind: DataRequestKind; link: Link; contact: Contact }
    | { state: "invalid" | "expired"; contact: Contact };
  answered?:
    | { state: "confirmed"; kind: DataRequestKind; link: Link; holdings?: Holdings }
    | { state: "invalid" | "expired" | "used" | "failed" };
}

const PROBLEMS = {
  invalid: "This link is not complete or not one of ours. Open it again from the e-mail we sent you.",
  expired: "This link has passed its 24 hours. Ask again on the Your data page: it takes a minute.",
  used: "This request is already confirmed: we are on it, and we write to you at each step.",
  failed: "We could not record this just now. Please try again in a minute.",
} as const;

function LinkFields({ link }: { link: Link }) {
  return (
    <>
      <input type="hidden" name="request" value={link.request} />
      <input type="hidden" name="until" value={link.until} />
      <input type="hidden" name="sig" value={link.sig} />
    </>
  );
}

export function ConfirmRequestPage({ loaded, answered }: ConfirmPageProps) {
  const problem =
    answered && answered.state !== "confirmed" ? answered.state : loaded.state !== "ask" ? loaded.state : null;
  return (
    <>
      <PageHero title="Your data" subtitle="Confirm your request." />
      <Section className="pt-0 md:pt-0">
        <div className="mx-auto grid max-w-3xl gap-6">
          {answered?.state === "confirmed" ? (
            answered.holdings ? (
              <HoldingsView holdings={answered.holdings} link={answered.link} />
            ) : (
              <p role="status" className="rounded-xl border p-6 font-medium shadow-sm">
                Thank you: your request to &ldquo;{KIND_LABELS[answered.kind].toLowerCase()}&rdquo; is confirmed. We
                have e-mailed you when we will answer by.
              </p>
            )
          ) : problem ? (
            <p role="alert" className="rounded-xl border p-6 font-medium shadow-sm">
              {PROBLEMS[problem]}{" "}
              {problem === "expired" || problem === "invalid" ? (
                <a className="text-primary underline" href={href("/your-data")}>
                  Your data
                </a>
              ) : null}
            </p>
          ) : loaded.state === "ask" ? (
            <Form method="post" className="grid gap-4 rounded-xl border p-6 shadow-sm">
              <p>
                Press the button to confirm your request to &ldquo;{KIND_LABELS[loaded.kind].toLowerCase()}&rdquo;.
                {loaded.kind === "access" ? " We show you everything we hold about your address on the next page." : ""}
              </p>
              <LinkFields link={loaded.link} />
              <Button type="submit" size="lg">
                Confirm my request
              </Button>
            </Form>
          ) : null}
          <p className="text-sm text-muted-foreground">
            <PrivacyContact {...loaded.contact} />
          </p>
        </div>
      </Section>
    </>
  );
}

function HoldingsView({ holdings, link }: { holdings: Holdings; link: Link }) {
  const when = (iso: string) => istDateTime(iso);
  return (
    <div className="grid gap-6">
      <div role="status" className="grid gap-3 rounded-xl border p-6 shadow-sm">
        <p className="font-medium">
          Here is everything we hold about {holdings.email}: {holdings.enquiries.length}{" "}
          {holdings.enquiries.length === 1 ? "enquiry" : "enquiries"}, with what goes with them.
        </p>
        <div className="flex flex-wrap gap-3">
          {(["json", "csv"] as const).map((format) => (
            <Form key={format} method="post" action={href("/your-data/download")} reloadDocument>
              <LinkFields link={link} />
              <input type="hidden" name="format" value={format} />
              <Button type="submit" variant={format === "json" ? "default" : "outline"}>
                Download as {format.toUpperCase()}
              </Button>
            </Form>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">The downloads work until this link&apos;s 24 hours end.</p>
      </div>
      <HoldingsSection title="Why we hold it">
        <ul className="list-disc space-y-1 pl-5">
          {holdings.purposes.map((purpose) => (
            <li key={purpose}>{purpose}</li>
          ))}
        </ul>
      </HoldingsSection>
      <HoldingsSection title="Your enquiries and your choice about offers">
        {holdings.enquiries.length ? (
          holdings.enquiries.map((lead) => (
            <dl key={lead.reference} className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 border-t pt-3 text-sm">
              <dt className="text-muted-foreground">Reference</dt>
              <dd>{lead.reference}</dd>
              <dt className="text-muted-foreground">Received</dt>
              <dd>{when(lead.receivedAt)}</dd>
              <dt className="text-muted-foreground">Name, phone, city</dt>
              <dd>
                {lead.name}, {lead.phone}, {lead.city}
              </dd>
              <dt className="text-muted-foreground">Service</dt>
              <dd>{lead.service}</dd>
              {lead.message ? (
                <>
                  <dt className="text-muted-foreground">Message</dt>
                  <dd className="whitespace-pre-line">{lead.message}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Offers and updates</dt>
              <dd>
                {lead.consent.offersAndUpdates ? "Agreed" : "Not agreed"}
                {lead.consent.givenOrWithdrawnAt ? ` (${when(lead.consent.givenOrWithdrawnAt)})` : ""}
              </dd>
            </dl>
          ))
        ) : (
          <p>We hold no enquiry from this address.</p>
        )}
      </HoldingsSection>
      <HoldingsSection title="Our notes and the messages we sent you">
        {holdings.notes.length + holdings.messages.length === 0 ? <p>None.</p> : null}
        <ul className="space-y-1 text-sm">
          {holdings.messages.map((message) => (
            <li key={`${message.at}-${message.what}`}>
              {when(message.at)}: {message.what} (enquiry {message.enquiry})
            </li>
          ))}
          {holdings.notes.map((note) => (
            <li key={`${note.at}-${note.enquiry}`}>
              {when(note.at)}, note on enquiry {note.enquiry}: <span className="whitespace-pre-line">{note.note}</span>
            </li>
          ))}
        </ul>
      </HoldingsSection>
      <HoldingsSection title="Who we shared it with">
        {holdings.sharedWith.length ? (
          <ul className="space-y-1 text-sm">
            {holdings.sharedWith.map((tool) => (
              <li key={`${tool.tool}-${tool.host}`}>
                {tool.tool} ({tool.host}) {tool.why}: {tool.dates.map(when).join(", ")}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nobody outside our team.</p>
        )}
      </HoldingsSection>
      {holdings.quotes.length + holdings.invoices.length ? (
        <HoldingsSection title="Quotes and invoices">
          <ul className="space-y-1 text-sm">
            {holdings.quotes.map((quote) => (
              <li key={quote.madeAt}>
                Quote of {when(quote.madeAt)}: ₹{quote.totalRupees.toLocaleString("en-IN")}
              </li>
            ))}
            {holdings.invoices.map((invoice) => (
              <li key={invoice.number}>
                {invoice.kind === "invoice" ? "Invoice" : "Credit note"} {invoice.number} of {when(invoice.issuedAt)}: ₹
                {invoice.totalRupees.toLocaleString("en-IN")}
              </li>
            ))}
          </ul>
        </HoldingsSection>
      ) : null}
    </div>
  );
}

function HoldingsSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border p-6 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
