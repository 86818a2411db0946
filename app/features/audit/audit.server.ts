// The audit log: written by the admin gate for every declared action and lead read, by the sign-in for
// every attempt, by the exports with their filter and row count, by the leads' events for what
// happens to a lead with no one signed in; read and exported by the owner.
// The table is append-only in the database itself (migration 0011).
import { type SQL, and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#database/client.server";
import { auditLog, user } from "#database/schema";
import { logger } from "~/infrastructure/logger.server";
import { CSV_BOM, csvRow } from "../../lib/csv";
import { type AuditEntry, auditActionLabel } from "./actions";
import { now as clockNow } from "~/lib/clock";
import { istSortableSecond } from "~/lib/india-time";
import { personName } from "#database/person-name";

export interface AuditRecord {
  actorId: string | null;
  action: string;
  targetId?: string | null;
  /** The address the server determined for the client; null when it has none (a command). */
  address: string | null;
  details?: Record<string, string | number | boolean | null>;
}

type Writer = Pick<Database, "insert" | "select">;

/** Adds an entry. */
export async function recordAudit(db: Writer, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    address: entry.address,
    details: entry.details ?? {},
  });
}

/**
 * A sign-in attempt, under the account it was for when one has that address (a failed attempt
 * on an unknown address has no actor). A log that cannot be written never stops a sign-in.
 */
export async function auditSignIn(
  db: Database,
  attempt: {
    email: string;
    address: string | null;
    signedIn?: string;
    refused?: "invalid" | "not-admin" | "throttled" | "code" | "expired";
  },
): Promise<void> {
  try {
    const actorId =
      attempt.signedIn ??
      (await db.select({ id: user.id }).from(user).where(eq(user.email, attempt.email.trim().toLowerCase())))[0]?.id ??
      null;
    await recordAudit(db, {
      actorId,
      action: attempt.signedIn ? "sign-in" : "sign-in-failed",
      address: attempt.address,
      details: attempt.refused ? { reason: attempt.refused } : {},
    });
  } catch (error) {
    logger.error({ err: error }, "audit log entry not written");
  }
}

/** The lead events nobody signed in did that the log keeps, by the action it names them with. */
const AUDITED_LEAD_EVENTS: Readonly<Record<string, string>> = {
  deleted: "lead-deleted-retention",
  "consent-withdrawn": "consent-withdrawn-enquirer",
};

/**
 * Hears the leads' events (server/lead-event-subscribers.ts), in the transaction that records them:
 * a staff member's change is logged by the admin gate as the action it was; what the product does
 * by itself (the retention purge) or the enquirer does (withdrawing consent through their link) is
 * logged here, under the lead.
 */
export async function auditLeadEvents(
  db: Writer,
  events: readonly { leadId: string; kind: string; actorId: string | null; data: AuditRecord["details"] }[],
): Promise<void> {
  const entries = events.flatMap((event) => {
    const action = event.actorId ? undefined : AUDITED_LEAD_EVENTS[event.kind];
    return action ? [{ actorId: null, action, targetId: event.leadId, address: null, details: event.data ?? {} }] : [];
  });
  if (entries.length) await db.insert(auditLog).values(entries);
}

/** A read repeated within this long (the page fetched again after an action) is one entry. */
const READ_REPEAT_MS = 10 * 60 * 1000;

/**
 * Adds an entry for a read (opening a lead, a search), unless the same person made the same read
 * in the last ten minutes: a page's data is fetched again after each action on it.
 */
export async function recordRead(db: Writer, entry: AuditRecord, now = clockNow()): Promise<void> {
  const details = entry.details ?? {};
  const [recent] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        entry.actorId ? eq(auditLog.actorId, entry.actorId) : sql`${auditLog.actorId} is null`,
        eq(auditLog.action, entry.action),
        entry.targetId ? eq(auditLog.targetId, entry.targetId) : sql`${auditLog.targetId} is null`,
        sql`${auditLog.details} = ${JSON.stringify(details)}::jsonb`,
        gte(auditLog.at, new Date(now.getTime() - READ_REPEAT_MS)),
      ),
    )
    .limit(1);
  if (!recent) await recordAudit(db, entry);
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  /** IST days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** The filter from the screen's address; anything malformed is left out. */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    actorId: params.get("actor") || undefined,
    action: params.get("action") || undefined,
    from: day(params.get("from")),
    to: day(params.get("to")),
  };
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, new Date(`${filter.from}T00:00:00+05:30`)) : undefined,
    filter.to ? lt(auditLog.at, new Date(new Date(`${filter.to}T00:00:00+05:30`).getTime() + 86_400_000)) : undefined,
  );
}

/** The person an entry names as its target (a team member changed, invited, deactivated). */
const targetPerson = alias(user, "target_person");

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: user.email,
  actorName: personName(user),
  action: auditLog.action,
  targetId: auditLog.targetId,
  targetName: personName(targetPerson),
  address: auditLog.address,
  details: auditLog.details,
};

/** Entries with who each actor is, and the person each names, if any. */
const entries = (db: Database) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(targetPerson, eq(targetPerson.id, auditLog.targetId));

/** The newest entries matching the filter (at most `limit`), with who each actor is. */
export async function listAuditLog(db: Database, filter: AuditFilter, limit = 200): Promise<AuditEntry[]> {
  const rows = await entries(db).where(conditions(filter)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** Every entry matching the filter as CSV (formula-safe, like the leads export), newest first, in batches. */
export function auditCsv(
  db: Database,
  filter: AuditFilter,
  labels: Readonly<Record<string, string>>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: { at: Date; id: number } | undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(
        encoder.encode(CSV_BOM + csvRow(["When (IST)", "Who", "Action", "Target", "Address", "Details"])),
      );
    },
    async pull(controller) {
      const rows = await entries(db)
        .where(
          and(
            conditions(filter),
            before
              ? sql`(${auditLog.at}, ${auditLog.id}) < (${before.at.toISOString()}::timestamptz, ${before.id})`
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1000);
      if (!rows.length) return controller.close();
      const last = rows.at(-1)!;
      before = { at: last.at, id: last.id };
      controller.enqueue(
        encoder.encode(
          rows
            .map((row) =>
              csvRow([
                istSortableSecond(row.at),
                row.actorEmail ?? row.actorId,
                auditActionLabel(labels, row.action),
                row.targetId,
                row.address,
                Object.keys(row.details).length ? JSON.stringify(row.details) : "",
              ]),
            )
            .join(""),
        ),
      );
    },
  });
}

/** Removes entries older than `keepDays` (never fewer than 365: the database refuses younger ones). */
export async function expireAuditLog(db: Database, keepDays: number): Promise<number> {
  const result = (await db.execute(sql`select audit_log_expire(${keepDays}) as removed`)) as {
    rows: { removed: string }[];
  };
  return Number(result.rows[0]?.removed ?? 0);
}

/** The staff who appear in the log, for the screen's "who" filter. */
export async function auditActors(db: Database): Promise<{ id: string; email: string }[]> {
  return db
    .selectDistinct({ id: user.id, email: user.email })
    .from(auditLog)
    .innerJoin(user, eq(user.id, auditLog.actorId))
    .orderBy(user.email);
}
