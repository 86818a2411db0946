// Everything the agency holds about an address, as the person sees it and downloads it (JSON; the
// CSV flattens it). Times are ISO strings; money in rupees.

export interface Holdings {
  email: string;
  purposes: string[];
  enquiries: {
    reference: string;
    receivedAt: string;
    name: string;
    phone: string;
    email: string | null;
    city: string;
    service: string;
    message: string | null;
    cameFrom: string | null;
    /** The language of the page it was sent from, as the admin names it (English, Hindi). */
    language: string;
    status: string;
    mergedInto: string | null;
    consent: { noticeVersion: string | null; offersAndUpdates: boolean; givenOrWithdrawnAt: string | null };
  }[];
  notes: { enquiry: string; at: string; note: string }[];
  messages: { enquiry: string; at: string; what: string }[];
  quotes: { enquiry: string; madeAt: string; totalRupees: number; acceptedAt: string | null }[];
  invoices: { number: string; kind: string; issuedAt: string; totalRupees: number }[];
  requests: { kind: string; status: string; receivedAt: string; closedAt: string | null }[];
  /** The tools the data went to: the e-mail service, WhatsApp, each connected tool by host, with dates. */
  sharedWith: { tool: string; host: string; why: string; dates: string[] }[];
}
