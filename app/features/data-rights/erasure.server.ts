import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { dataRequests, invoices, leads } from "#database/schema";
import type { Erasures, LedgerEntry, LedgerKey } from "~/infrastructure/erasure-ledger.server";
import type { FormOutcome } from "~/lib/form-result";
import { type Queryable, recordLeadEvents } from "~/features/leads/index.server";
import { lockOpenRequest, recordStep, redactRequestsOf } from "./requests.server";

// Erasure at the person's request (section 12 of the DPDP Act; ADR 048). Every enquiry of their
// address (and of their phone, when staff checked it is theirs) goes, with what goes with an
// enquiry: merged submissions, notes, read marks, quotes, queued and stored messages and webhook
// payloads (the foreign keys cascade). Connected tools hear `lead.deleted` with `deletedBy:
// "request"`. What the law keeps stays: issued invoices and credit notes (section 36 of the CGST
// Act: 72 months), and the audit log and timelines, which hold ids, never the person's details.

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
 * Carries out a verified erasure request. The ledger is written first: if the database's change
 * fails after it, the next start applies the entry, which is what the person asked for.
 */
export async function eraseForRequest(
  db: Database,
  erasures: Erasures,
  requestId: string,
  actorId: string,
  at: Date,
): Promise<FormOutcome> {
  const [request] = await db.select().from(dataRequests).where(eq(dataRequests.id, requestId));
  if (!request || request.kind !== "erasure") return lockedOutcome(db, requestId);
  const open = await db.transaction((tx) => lockOpenRequest(tx, requestId));
  if (!open.ok) return open;
  const person = { email: request.email, phoneE164: request.phoneE164 };
  await erasures.ledger.add([
    {
      at: at.toISOString(),
      request: requestId,
      email: person.email ? erasures.key.email(person.email) : null,
      phone: person.phoneE164 ? erasures.key.phone(person.phoneE164) : null,
    },
  ]);
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const locked = await lockOpenRequest(tx, requestId);
    if (!locked.ok) return locked;
    const ids = await leadsOf(tx, person);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(invoices)
      .where(
        or(
          ids.length ? inArray(invoices.leadId, ids) : undefined,
          person.email ? sql`lower(${invoices.client}->>'email') = ${person.email}` : undefined,
        ),
      );
    const deleted = await deleteLeads(tx, ids, requestId);
    const answer = `We erased ${deleted.length === 1 ? "1 enquiry" : `${deleted.length} enquiries`} and everything kept with them. ${keptSaying(count)}`;
    await tx.update(dataRequests).set({ status: "done", closedAt: at, answer }).where(eq(dataRequests.id, requestId));
    await recordStep(tx, locked.request, { step: "done", actorId, note: answer, at, message: "done" });
    // With no address to write to, nothing waits for the reply: the request forgets the person now.
    if (!person.email) await redactRequestsOf(tx, person, at);
    return { ok: true, message: `Erased ${deleted.length === 1 ? "1 enquiry" : `${deleted.length} enquiries`}.` };
  });
}

/** Why a request that is not an erasure, or gone, is not carried out. */
async function lockedOutcome(db: Database, requestId: string): Promise<FormOutcome> {
  const open = await db.transaction((tx) => lockOpenRequest(tx, requestId));
  return open.ok ? { ok: false, reason: "invalid", message: "Only a request to erase is carried out this way." } : open;
}

/** The ids of the person's enquiries, merged submissions among them (deleteLeads adds those merged into these). */
async function leadsOf(tx: Queryable, person: { email: string | null; phoneE164: string | null }): Promise<string[]> {
  const samePerson = or(
    person.email ? sql`lower(${leads.email}) = ${person.email}` : undefined,
    person.phoneE164 ? eq(leads.phoneE164, person.phoneE164) : undefined,
  );
  if (!samePerson) return [];
  return (await tx.select({ id: leads.id }).from(leads).where(samePerson)).map((row) => row.id);
}

/**
 * Applies the ledger to the database: a lead whose address or phone hashes to an entry is deleted
 * again (a backup restored, by our command or with PostgreSQL's own tools), and the person's
 * requests forget them. Runs at every start, before the site opens. Answers how many leads went.
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
  const candidates = await db
    .select({ id: leads.id, email: leads.email, phoneE164: leads.phoneE164 })
    .from(leads)
    .where(or(sql`${leads.email} is not null`, sql`${leads.phoneE164} is not null`));
  const matched = new Map<string, string[]>();
  for (const lead of candidates) {
    const entry =
      (lead.email && byEmail.get(key.email(lead.email))) || (lead.phoneE164 && byPhone.get(key.phone(lead.phoneE164)));
    if (entry) matched.set(entry.request, [...(matched.get(entry.request) ?? []), lead.id]);
  }
  const requests = await db
    .select({ id: dataRequests.id, email: dataRequests.email, phoneE164: dataRequests.phoneE164 })
    .from(dataRequests)
    .where(or(sql`${dataRequests.email} is not null`, sql`${dataRequests.phoneE164} is not null`));
  const remembered = requests.filter(
    (request) =>
      (request.email && byEmail.has(key.email(request.email))) ||
      (request.phoneE164 && byPhone.has(key.phone(request.phoneE164))),
  );
  if (!matched.size && !remembered.length) return 0;
  return db.transaction(async (tx) => {
    let deleted = 0;
    for (const [requestId, ids] of matched) deleted += (await deleteLeads(tx, ids, requestId)).length;
    if (remembered.length) {
      await tx
        .update(dataRequests)
        .set({ email: null, phoneE164: null, redactedAt: at })
        .where(
          inArray(
            dataRequests.id,
            remembered.map((request) => request.id),
          ),
        );
    }
    // The erasure itself, when its request came back open with the backup.
    const erased = entries.map((entry) => entry.request);
    await tx
      .update(dataRequests)
      .set({ status: "done", closedAt: sql`coalesce(${dataRequests.closedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(inArray(dataRequests.id, erased), notInArray(dataRequests.status, ["done", "refused"])));
    return deleted;
  });
}
