import type { Database } from "#database/client.server";
import { type ExportedLead, leadBatches } from "./lead-list.server";
import { CSV_BOM, csvRow } from "../../lib/csv";
import type { LeadListFilter } from "./schema";
import { istSortableMinute } from "~/lib/india-time";
import { LEAD_LANGUAGE_NAMES, leadReference } from "~/features/leads";

const header = [
  "Name",
  "Phone",
  "Email",
  "City",
  "Service",
  "Status",
  "Message",
  "Page",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Referrer",
  "Received (IST)",
  "Privacy notice",
  "Offers and updates",
  "Offers choice made (IST)",
  // Added after the first sixteen, which keep their names and order for sheets that read them.
  "Reference",
  "Assigned to",
  "Follow-up (IST)",
  "Follow-up note",
  "First response (IST)",
  "Phone (E.164)",
  "Notes",
  "Language",
];

/**
 * The leads the list shows for the filter (every page of it), as a CSV stream, newest first.
 * `exported` hears how many rows went out, once the file is complete (the audit log keeps it).
 */
export function leadsCsv(
  db: Database,
  filter: LeadListFilter,
  exported?: (rows: number) => Promise<void>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = leadBatches(db, filter);
  let rows = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
    },
    async pull(controller) {
      const { value: batch, done } = await batches.next();
      if (done) {
        await exported?.(rows);
        return controller.close();
      }
      rows += batch.length;
      controller.enqueue(encoder.encode(batch.map(leadRow).join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The visitor's answer about offers and updates; none for an enquiry sent before the form asked. */
const consentAnswer = (lead: ExportedLead) => (lead.noticeVersion ? (lead.marketingConsent ? "yes" : "no") : null);

function leadRow(lead: ExportedLead): string {
  const source = lead.source ?? {};
  return csvRow([
    lead.name,
    lead.phone,
    lead.email,
    lead.city,
    lead.service,
    lead.status,
    lead.message,
    source.path,
    source.utm?.source,
    source.utm?.medium,
    source.utm?.campaign,
    source.referrer,
    istSortableMinute(lead.createdAt),
    lead.noticeVersion,
    consentAnswer(lead),
    lead.marketingConsentAt && istSortableMinute(lead.marketingConsentAt),
    leadReference(lead.id),
    lead.assignee,
    lead.followUpAt && istSortableMinute(lead.followUpAt),
    lead.followUpNote,
    lead.firstResponseAt && istSortableMinute(lead.firstResponseAt),
    lead.phoneE164,
    String(lead.notes),
    LEAD_LANGUAGE_NAMES[lead.language],
  ]);
}
