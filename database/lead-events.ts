/** What can happen on a lead's timeline. */
export const leadEventKinds = [
  /** The enquiry arrived (the page it was sent from is on the lead: the visitor wrote it). */
  "created",
  /** data: from, to. */
  "status",
  /** data: noteId. */
  "note",
  /** A call started from the admin (a tap on the number). */
  "call",
  /** A WhatsApp chat started from the admin. */
  "whatsapp",
  /** The alert e-mail to the agency; data: outcome ("sent" or "failed"), attempts. */
  "alert",
  /** The second alert, after the lead waited too long for a reply; data: outcome. */
  "escalation",
  /** The e-mail telling the enquirer their enquiry arrived; data: outcome ("sent" or "failed"), attempts. */
  "acknowledgement",
  /**
   * The WhatsApp alert to one of the owner's numbers; data: outcome ("accepted" by the API, then
   * "delivered" or "failed" as Meta reports it), attempts, and Meta's reason for a failure.
   */
  "whatsapp-alert",
  /** The same person enquired again; data: leadId of the other enquiry. */
  "repeat",
  /** data: dueAt (ISO). */
  "follow-up-set",
  "follow-up-done",
  /** Merged into another lead, or another merged into this one; data: leadId of the other. */
  "merged",
  /** data: by ("admin" or "retention"). */
  "deleted",
  /** data: assignee (a user id) or null. */
  "assigned",
  /**
   * A webhook delivery about the lead, settled; data: outcome ("delivered" or "failed"), attempts,
   * event (e.g. "lead.created") and endpointId.
   */
  "webhook",
  /** The person's details corrected by staff; data: fields (the names of those changed, comma-separated; never the values). */
  "corrected",
  /**
   * What happened after a call or chat, as staff recorded it; data: outcome (reached, no-answer,
   * busy, wrong-number, call-back) and via (the tap it answers: "call", "whatsapp", or null).
   */
  "call-outcome",
  /** Marketing consent withdrawn; data: by ("enquirer", through the signed link, or "admin", recording a request). */
  "consent-withdrawn",
  /** The deal changed; data: value (whole rupees before GST, or null) and expectedClose (a day, or null). */
  "deal",
  /** Why a closed lead was lost, as staff chose it; data: reason (one of the owner's, or null), noted (a line was written). */
  "lost-reason",
  /** A quote made for the lead's client; data: quoteId, totalPaise. */
  "quote-made",
  /** The client opened the quote's page (its script said so: a link preview does not count); data: quoteId, totalPaise, taxablePaise. */
  "quote-opened",
  /** The client accepted the quote by typing their name; data: quoteId, totalPaise, taxablePaise. */
  "quote-accepted",
  /** A tax invoice (or an invoice without GST) issued from an accepted quote; data: invoiceId, number, totalPaise. */
  "invoice-issued",
  /** A credit note cancelling an invoice; data: invoiceId (the credit note's), number, corrects (the invoice's number). */
  "credit-note-issued",
  /** An invoice marked paid by staff; data: invoiceId, number, totalPaise, paidOn (a day in India). */
  "invoice-paid",
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];
