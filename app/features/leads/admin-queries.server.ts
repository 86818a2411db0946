import { type SQL, and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../../database/client.server";
import { leadSearchText, leads } from "../../../database/schema";
import { LEAD_ALERT_ATTEMPTS, RESUME_WINDOW_MS } from "./notify-lead.server";
import type { LeadFilter } from "./schema";
import { recordLeadEvent, recordResponse } from "./timeline.server";
import type { LeadStatus } from "../../../database/lead-statuses";

export const LEADS_PAGE_SIZE = 25;

export type AdminLead = Pick<
  typeof leads.$inferSelect,
  "id" | "name" | "phone" | "email" | "city" | "service" | "message" | "status" | "source" | "createdAt"
>;

const leadColumns = {
  id: leads.id,
  name: leads.name,
  phone: leads.phone,
  email: leads.email,
  city: leads.city,
  service: leads.service,
  message: leads.message,
  status: leads.status,
  source: leads.source,
  createdAt: leads.createdAt,
};

/**
 * Where the alert e-mail to the agency stands. "pending" while attempts remain and a restart
 * would still resume it; "unsent" when notifications were off or have not started.
 */
export type LeadAlertState = "sent" | "pending" | "failed" | "unsent";

export type ListedLead = AdminLead &
  Pick<typeof leads.$inferSelect, "notifiedAt" | "notifyAttempts" | "notifyError"> & { alertState: LeadAlertState };

function alertState(lead: Omit<ListedLead, "alertState">, now: number): LeadAlertState {
  if (lead.notifiedAt) return "sent";
  if (lead.notifyAttempts === 0) return "unsent";
  const retrying = lead.notifyAttempts < LEAD_ALERT_ATTEMPTS && lead.createdAt.getTime() > now - RESUME_WINDOW_MS;
  return retrying ? "pending" : "failed";
}

/** `%` and `_` typed by the admin are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterCondition({ status, q }: Pick<LeadFilter, "status" | "q">): SQL | undefined {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(leads.status, status));
  if (q) {
    const digits = q.replace(/\D/g, "");
    const matches = [ilike(sql`${leadSearchText}`, likePattern(q))];
    // "98765" finds "+91 98765-43210"; short digit runs would match nearly everyone.
    if (digits.length >= 3 && /^[\d\s()+-]+$/.test(q))
      matches.push(sql`${leads.phoneDigits} like ${likePattern(digits)}`);
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export interface LeadsPage {
  leads: ListedLead[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of leads, newest first, with the total for the filter. */
export async function listLeads(db: Database, filter: LeadFilter): Promise<LeadsPage> {
  const where = filterCondition(filter);
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(leads).where(where),
    db
      .select({
        ...leadColumns,
        notifiedAt: leads.notifiedAt,
        notifyAttempts: leads.notifyAttempts,
        notifyError: leads.notifyError,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((filter.page - 1) * LEADS_PAGE_SIZE),
  ]);
  const total = totals?.total ?? 0;
  const now = Date.now();
  return {
    leads: rows.map((lead) => ({ ...lead, alertState: alertState(lead, now) })),
    total,
    page: filter.page,
    pageCount: Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE)),
  };
}

/**
 * Returns false when the lead no longer exists. The change goes on the lead's timeline with who
 * made it, and a move away from "new" is the lead's first response, in the same transaction.
 */
export async function setLeadStatus(db: Database, id: string, status: LeadStatus, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!current) return false;
    if (current.status === status) return true;
    const at = new Date();
    await tx.update(leads).set({ status }).where(eq(leads.id, id));
    await recordLeadEvent(tx, { leadId: id, kind: "status", actorId, data: { from: current.status, to: status }, at });
    if (current.status === "new") await recordResponse(tx, id, at);
    return true;
  });
}

/**
 * Deletes the lead for good, with the submissions merged into it: their rows, notes, reads and
 * queued messages go (the foreign keys cascade). Each one's timeline keeps only that it existed
 * and who deleted it.
 */
export async function deleteLead(db: Database, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(leads)
      .where(or(eq(leads.id, id), eq(leads.mergedInto, id)))
      .returning({ id: leads.id });
    for (const lead of deleted) {
      await recordLeadEvent(tx, { leadId: lead.id, kind: "deleted", actorId, data: { by: "admin" } });
    }
    return deleted.some((lead) => lead.id === id);
  });
}

/** Every lead matching the filter, newest first, in batches, so any number fits in memory. */
export async function* leadBatches(db: Database, filter: Pick<LeadFilter, "status" | "q">, batchSize = 1000) {
  // The cursor keeps the database's microsecond timestamp as text: a JS Date would round it.
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...leadColumns, at: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(
        and(
          filterCondition(filter),
          after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(batchSize);
    yield rows.map(({ at: _at, ...lead }) => lead);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.at, id: last.id };
  }
}
