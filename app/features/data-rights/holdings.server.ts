import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import {
  dataRequests,
  invoices,
  leadEvents,
  leadNotes,
  leads,
  outboxMessages,
  quotes,
  webhookEndpoints,
} from "#database/schema";
import { LEAD_LANGUAGE_NAMES, leadReference } from "~/features/leads";
import { csvRow, CSV_BOM } from "~/lib/csv";
import type { Holdings } from "./holdings";

// Everything the agency holds about an e-mail address (section 11 of the DPDP Act): each enquiry and
// the submissions merged into it, the consent record, the notes about them, the messages sent to
// them, the requests they made, a summary of the purposes, and the tools their data was sent to.

/** What decides which tools are named: the mail server's host, and whether WhatsApp is set up. */
export interface Carriers {
  email: string | null;
  whatsapp: boolean;
}

/** The purposes and processing, as the privacy notice states them. */
export const PURPOSES = [
  "To answer the enquiry you sent: call or message you about the service you asked for, and send a quote.",
  "To send you offers and updates, only while you have agreed to them (the consent record below).",
  "To keep tax invoices issued to you, as the CGST Act requires (72 months).",
  "To keep the enquiry for the retention period in our privacy policy, after which it is deleted on its own.",
];

/** Which messages to the person the outbox sends, by their kind, as the person reads them. */
const MESSAGE_NAMES: Record<string, string> = {
  acknowledgement: "E-mail: we have your enquiry",
  "breach-notice": "E-mail: a notice about a data breach",
};

export async function holdingsOf(db: Database, email: string, carriers: Carriers): Promise<Holdings> {
  const address = email.trim().toLowerCase();
  // Their enquiries, and the submissions merged into them (a merged one may have no address of its own).
  const byAddress = db.$with("by_address").as(
    db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`lower(${leads.email}) = ${address}`),
  );
  const enquiries = await db
    .with(byAddress)
    .select()
    .from(leads)
    .where(or(inArray(leads.id, db.select().from(byAddress)), inArray(leads.mergedInto, db.select().from(byAddress))))
    .orderBy(asc(leads.createdAt));
  const ids = enquiries.map((lead) => lead.id);
  const among = (column: AnyPgColumn) => (ids.length ? inArray(column, ids) : sql`false`);
  const [notes, messages, deliveries, contacted, quoteRows, invoiceRows, requests] = await Promise.all([
    db
      .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .where(among(leadNotes.leadId))
      .orderBy(asc(leadNotes.createdAt)),
    db
      .select({ leadId: outboxMessages.leadId, kind: outboxMessages.kind, sentAt: outboxMessages.sentAt })
      .from(outboxMessages)
      .where(
        and(
          among(outboxMessages.leadId),
          isNotNull(outboxMessages.sentAt),
          inArray(outboxMessages.kind, Object.keys(MESSAGE_NAMES)),
        ),
      )
      .orderBy(asc(outboxMessages.sentAt)),
    db
      .select({ url: webhookEndpoints.url, sentAt: outboxMessages.sentAt })
      .from(outboxMessages)
      .innerJoin(webhookEndpoints, sql`${webhookEndpoints.id}::text = ${outboxMessages.recipient}`)
      .where(and(among(outboxMessages.leadId), eq(outboxMessages.kind, "webhook"), isNotNull(outboxMessages.sentAt)))
      .orderBy(asc(outboxMessages.sentAt)),
    db
      .select({ leadId: leadEvents.leadId, kind: leadEvents.kind, at: leadEvents.at })
      .from(leadEvents)
      .where(and(among(leadEvents.leadId), inArray(leadEvents.kind, ["call", "whatsapp"])))
      .orderBy(asc(leadEvents.at)),
    db
      .select({
        id: quotes.id,
        leadId: quotes.leadId,
        totalPaise: quotes.totalPaise,
        createdAt: quotes.createdAt,
        acceptedAt: quotes.acceptedAt,
      })
      .from(quotes)
      .where(among(quotes.leadId)),
    db
      .select({
        number: invoices.number,
        kind: invoices.kind,
        issuedAt: invoices.issuedAt,
        totalPaise: invoices.totalPaise,
      })
      .from(invoices)
      .where(among(invoices.leadId)),
    db
      .select({
        kind: dataRequests.kind,
        status: dataRequests.status,
        receivedAt: dataRequests.receivedAt,
        closedAt: dataRequests.closedAt,
      })
      .from(dataRequests)
      .where(eq(dataRequests.email, address))
      .orderBy(asc(dataRequests.receivedAt)),
  ]);
  const whatsappAlerts = carriers.whatsapp
    ? await db
        .select({ sentAt: outboxMessages.sentAt })
        .from(outboxMessages)
        .where(
          and(
            among(outboxMessages.leadId),
            eq(outboxMessages.kind, "whatsapp-alert"),
            isNotNull(outboxMessages.sentAt),
          ),
        )
    : [];
  const dates = (rows: { sentAt: Date | null }[]) =>
    rows.flatMap((row) => (row.sentAt ? [row.sentAt.toISOString()] : []));
  const hosts = [...new Set(deliveries.map((delivery) => new URL(delivery.url).host))];
  const sharedWith = [
    ...(carriers.email && messages.length
      ? [{ tool: "E-mail service", host: carriers.email, why: "carried our e-mails to you", dates: dates(messages) }]
      : []),
    ...(whatsappAlerts.length
      ? [
          {
            tool: "WhatsApp (Meta)",
            host: "graph.facebook.com",
            why: "carried alerts about your enquiry to our team",
            dates: dates(whatsappAlerts),
          },
        ]
      : []),
    ...hosts.map((host) => ({
      tool: "A tool the agency connected (webhook)",
      host,
      why: "received your enquiry's details",
      dates: dates(deliveries.filter((delivery) => new URL(delivery.url).host === host)),
    })),
  ];
  return {
    email: address,
    purposes: PURPOSES,
    enquiries: enquiries.map((lead) => ({
      reference: leadReference(lead.id),
      receivedAt: lead.createdAt.toISOString(),
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      city: lead.city,
      service: lead.service,
      message: lead.message,
      cameFrom: lead.source?.path ?? null,
      language: LEAD_LANGUAGE_NAMES[lead.language],
      status: lead.status,
      mergedInto: lead.mergedInto ? leadReference(lead.mergedInto) : null,
      consent: {
        noticeVersion: lead.noticeVersion,
        offersAndUpdates: lead.marketingConsent,
        givenOrWithdrawnAt: lead.marketingConsentAt?.toISOString() ?? null,
      },
    })),
    notes: notes.map((note) => ({
      enquiry: leadReference(note.leadId),
      at: note.createdAt.toISOString(),
      note: note.body,
    })),
    messages: [
      ...messages.map((message) => ({
        enquiry: leadReference(message.leadId!),
        at: message.sentAt!.toISOString(),
        what: MESSAGE_NAMES[message.kind] ?? message.kind,
      })),
      ...contacted.map((event) => ({
        enquiry: leadReference(event.leadId),
        at: event.at.toISOString(),
        what: event.kind === "call" ? "Phone call from our team" : "WhatsApp chat opened by our team",
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    quotes: quoteRows.map((quote) => ({
      enquiry: leadReference(quote.leadId),
      madeAt: quote.createdAt.toISOString(),
      totalRupees: quote.totalPaise / 100,
      acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    })),
    invoices: invoiceRows.map((invoice) => ({
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issuedAt.toISOString(),
      totalRupees: invoice.totalPaise / 100,
    })),
    requests: requests.map((request) => ({
      kind: request.kind,
      status: request.status,
      receivedAt: request.receivedAt.toISOString(),
      closedAt: request.closedAt?.toISOString() ?? null,
    })),
    sharedWith,
  };
}

/** The holdings as one CSV sheet: a row a value, named by its section, its item and its field. */
export function holdingsCsv(holdings: Holdings): string {
  const rows: string[][] = [["Section", "Item", "Field", "Value"]];
  const add = (section: string, items: readonly object[]) =>
    items.forEach((item, index) => {
      for (const [field, value] of Object.entries(flatten(item))) rows.push([section, String(index + 1), field, value]);
    });
  add(
    "Purposes",
    holdings.purposes.map((purpose) => ({ purpose })),
  );
  add("Enquiries", holdings.enquiries);
  add("Notes", holdings.notes);
  add("Messages", holdings.messages);
  add("Quotes", holdings.quotes);
  add("Invoices", holdings.invoices);
  add("Requests", holdings.requests);
  add("Shared with", holdings.sharedWith);
  return CSV_BOM + rows.map((row) => csvRow(row)).join("");
}

/** An object's values as text, nested ones named by their path ("consent.offersAndUpdates"). */
function flatten(value: object, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]): [string, string][] => {
      const name = prefix + key;
      if (inner && typeof inner === "object" && !Array.isArray(inner))
        return Object.entries(flatten(inner, `${name}.`));
      return [
        [name, Array.isArray(inner) ? inner.join("; ") : inner === null || inner === undefined ? "" : String(inner)],
      ];
    }),
  );
}
