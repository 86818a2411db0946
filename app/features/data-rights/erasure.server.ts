import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { dataRequests, invoices, leads } from "#database/schema";
import type { Erasures, LedgerEntry, LedgerKey } from "~/infrastructure/erasure-ledger.server";
import type { FormOutcome } from "~/lib/form-result";
import { readPhoneNumber } from "~/features/leads";
import { type Queryable, recordLeadEvents } from "~/features/leads/index.server";
import { lockOpenRequest, recordStep, redactRequests, unansweredRequests } from "./requests.server";

// Erasure at the person's request (section 12 of the DPDP Act; ADR 048). Every enquiry of their
// address (and of their phone, when staff checked it is theirs) goes, with what goes with an
// enquiry: merged submissions, notes, read marks, quotes, queued and stored messages and webhook
// payloads (the foreign keys cascade). Connected tools hear `lead.deleted` with `deletedBy:
// "request"`. What the law keeps stays: issued invoices and credit notes (section 36 of the CGST
// Act: 72 months), and the audit log and timelines, which hold ids, never the person's details.

/** The person an erasure covers: the address (lower case) and, when staff checked it, the phone (E.164). */
interface Person {
  email: string | null;
  phoneE164: string | null;
}

/** Deletes the leads `ids` names (and those merged into them), each on its timeline as deleted on request. */
async function deleteLeads(tx: Queryable, ids: readonly string[], requestId: string): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await tx
    .delete(leads)
    .where(or(inArray(leads.id, ids), inArray(leads.mergedInto, ids)))
    .returning({ id: leads.id });
  await recordLeadEvents(
    tx,
    deleted.map(({ id: leadId }) => ({
      leadId,
      kind: "deleted" as const,
      data: { by: "request", request: requestId },
    })),
  );
  return deleted.map((lead) => lead.id);
}

/** What the reply says was kept, and why. */
function keptSaying(invoiceCount: number): string {
  const kept = [
    "Our audit log and the history of each enquiry keep only reference numbers and dates, never your details.",
  ];
  if (invoiceCount) {
    kept.unshift(
      `We keep ${invoiceCount === 1 ? "1 tax invoice or credit note" : `${invoiceCount} tax invoices and credit notes`} issued to you, with the details printed on them: section 36 of the CGST Act requires us to keep them for 72 months.`,
    );
  }
  return kept.join(" ");
}

/**
 * Carries out a verified erasure request. The ledger is written first, under a lock every instance
 * shares (two erasures at once never lose an entry): if the database's change fails after it, the
 * next start applies the entry, which is what the person asked for.
 */
export async function eraseForRequest(
  db: Database,
  erasures: Erasures,
  requestId: string,
  actorId: string,
  at: Date,
): Promise<FormOutcome> {
  const refused = await db.transaction(async (tx) => {
    const open = await lockOpenRequest(tx, requestId);
    if (!open.ok) return open;
    if (open.request.kind !== "erasure") {
      return {
        ok: false as const,
        reason: "invalid" as const,
        message: "Only a request to erase is carried out this way.",
      };
    }
    const { email, phoneE164 } = open.request;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('erasure-ledger'))`);
    await erasures.ledger.add([
      {
        at: at.toISOString(),
        request: requestId,
        email: email ? erasures.key.email(email) : null,
        phone: phoneE164 ? erasures.key.phone(phoneE164) : null,
      },
    ]);
    return undefined;
  });
  if (refused) return refused;
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const locked = await lockOpenRequest(tx, requestId);
    if (!locked.ok) return locked;
    const person = { email: locked.request.email, phoneE164: locked.request.phoneE164 };
    const ids = await leadsOf(tx, person, at);
    const [{ count } = { count: 0 }] = ids.length
      ? await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(invoices)
          .where(inArray(invoices.leadId, ids))
      : [];
    const deleted = await deleteLeads(tx, ids, requestId);
    const enquiries = deleted.length === 1 ? "1 enquiry" : `${deleted.length} enquiries`;
    const answer = `We erased ${enquiries} and everything kept with them. ${keptSaying(count)}`;
    await tx.update(dataRequests).set({ status: "done", closedAt: at, answer }).where(eq(dataRequests.id, requestId));
    await recordStep(tx, locked.request, { step: "done", actorId, note: answer, at, message: "done" });
    // With no address to write to, nothing waits for the reply: the requests forget the person now.
    if (!person.email) await redactRequests(tx, person, at);
    return { ok: true, message: `Erased ${enquiries}.` };
  });
}

/** The digits a phone may be stored with when it was kept before numbers were checked (no E.164). */
function storedDigits(e164: string): string[] {
  const digits = e164.replace(/\D/g, "");
  const national = digits.startsWith("91") ? digits.slice(2) : digits;
  return [...new Set([digits, national, `0${national}`])];
}

/** The ids of the person's enquiries received up to `at`, merged submissions among them. */
async function leadsOf(tx: Queryable, person: Person, at: Date): Promise<string[]> {
  const samePerson = or(
    person.email ? sql`lower(${leads.email}) = ${person.email}` : undefined,
    person.phoneE164
      ? or(
          eq(leads.phoneE164, person.phoneE164),
          and(isNull(leads.phoneE164), inArray(leads.phoneDigits, storedDigits(person.phoneE164))),
        )
      : undefined,
  );
  if (!samePerson) return [];
  const rows = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(samePerson, lte(leads.createdAt, at)));
  return rows.map((row) => row.id);
}

/**
 * Applies the ledger to the database: a lead received before an erasure whose address or phone
 * hashes to its entry is deleted again (a backup restored, by our command or with PostgreSQL's own
 * tools), and the answered requests of that person received before it forget them. An enquiry the
 * person sends after their erasure is theirs to send: it stays. An erasure whose request came back
 * open (a restored backup, or a crash between the ledger and the database) is recorded as done, and
 * the person told. Runs at every start, before the site opens. Answers how many leads went.
 */
export async function applyErasureLedger(
  db: Database,
  key: LedgerKey,
  entries: readonly LedgerEntry[],
  at: Date,
): Promise<number> {
  if (!entries.length) return 0;
  const byEmail = new Map(entries.flatMap((entry) => (entry.email ? [[entry.email, entry]] : [])));
  const byPhone = new Map(entries.flatMap((entry) => (entry.phone ? [[entry.phone, entry]] : [])));
  /** The erasure that covers this person, if one came after `since`. */
  const erasureOf = (person: { email: string | null; phone: string | null }, since: Date) => {
    const phone = person.phone ? readPhoneNumber(person.phone) : undefined;
    const entry =
      (person.email && byEmail.get(key.email(person.email))) || (phone?.ok && byPhone.get(key.phone(phone.e164)));
    return entry && new Date(entry.at) >= since ? entry : undefined;
  };
  const candidates = await db
    .select({ id: leads.id, email: leads.email, phone: leads.phone, createdAt: leads.createdAt })
    .from(leads);
  const matched = new Map<string, string[]>();
  for (const lead of candidates) {
    const entry = erasureOf(lead, lead.createdAt);
    if (entry) matched.set(entry.request, [...(matched.get(entry.request) ?? []), lead.id]);
  }
  const erasedRequests = new Set(entries.map((entry) => entry.request));
  const reopened = await unansweredRequests(db, [...erasedRequests]);
  const requests = await db
    .select({
      id: dataRequests.id,
      email: dataRequests.email,
      phone: dataRequests.phoneE164,
      status: dataRequests.status,
      receivedAt: dataRequests.receivedAt,
    })
    .from(dataRequests)
    .where(or(sql`${dataRequests.email} is not null`, sql`${dataRequests.phoneE164} is not null`));
  // Answered, received before the erasure, and with no reply still to send.
  const forgotten = requests.filter(
    (request) =>
      (request.status === "done" || request.status === "refused") &&
      !reopened.waiting.has(request.id) &&
      erasureOf(request, request.receivedAt),
  );
  if (!matched.size && !forgotten.length && !reopened.open.length) return 0;
  return db.transaction(async (tx) => {
    let deleted = 0;
    for (const [requestId, ids] of matched) deleted += (await deleteLeads(tx, ids, requestId)).length;
    for (const request of reopened.open) {
      const answer = "We erased your data as you asked; it stays erased.";
      await tx
        .update(dataRequests)
        .set({ status: "done", closedAt: at, answer })
        .where(eq(dataRequests.id, request.id));
      await recordStep(tx, request, { step: "done", note: answer, at, message: "done" });
    }
    for (const request of forgotten)
      await redactRequests(tx, { email: request.email, phoneE164: request.phone }, at, [request.id]);
    return deleted;
  });
}
