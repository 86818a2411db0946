import { and, desc, eq, gte, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { breaches, leads } from "#database/schema";
import { enqueueMessage } from "~/infrastructure/outbox.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { ONE_DAY_MS, istMoment } from "~/lib/india-time";
import { type BreachInput, type BreachSender, type BreachView, noticeIsComplete } from "./breaches";
import { deskSettings } from "./desk-settings.server";

// The breach register's records, and the notices to the people a breach affected: one outbox
// message per enquiry, keyed by the breach and the lead, so sending the same range again stores
// nothing twice (while the outbox keeps the first: OUTBOX_KEEP_DAYS). The e-mail is written when it
// is sent (breach-messages.server.ts), from the breach as it then stands.

export const BREACH_NOTICE_KIND = "breach-notice";

const view = {
  id: breaches.id,
  summary: breaches.summary,
  occurredAt: breaches.occurredAt,
  awareAt: breaches.awareAt,
  dataAffected: breaches.dataAffected,
  peopleAffected: breaches.peopleAffected,
  consequences: breaches.consequences,
  measures: breaches.measures,
  advice: breaches.advice,
  boardIntimatedAt: breaches.boardIntimatedAt,
  boardReportedAt: breaches.boardReportedAt,
  peopleNotifiedAt: breaches.peopleNotifiedAt,
  peopleNotified: breaches.peopleNotified,
};

/** Every breach, the one the agency learnt of last first. */
export function listBreaches(db: Database): Promise<BreachView[]> {
  return db.select(view).from(breaches).orderBy(desc(breaches.awareAt), desc(breaches.createdAt));
}

export async function readBreach(db: Database, id: string): Promise<BreachView | undefined> {
  const [breach] = await db.select(view).from(breaches).where(eq(breaches.id, id));
  return breach;
}

/** The agency's name and its privacy contact, as the texts name them. */
export async function breachSender(db: Database): Promise<BreachSender> {
  const { brand, privacyEmail } = siteConfig();
  return { brand, privacyEmail, contactName: (await deskSettings(db)).contactName };
}

/** Records a breach, or changes the one `id` names: its id, or undefined when that one is gone. */
export async function saveBreach(
  db: Database,
  input: BreachInput & { id?: string },
  recordedBy: string,
): Promise<string | undefined> {
  const { id, ...values } = input;
  if (id) {
    const [changed] = await db.update(breaches).set(values).where(eq(breaches.id, id)).returning({ id: breaches.id });
    return changed?.id;
  }
  const [made] = await db
    .insert(breaches)
    .values({ ...values, recordedBy })
    .returning({ id: breaches.id });
  return made!.id;
}

/** The steps of telling the Board, by the column that keeps when each was marked done. */
const BOARD_STEPS = { intimated: "boardIntimatedAt", reported: "boardReportedAt" } as const;

/**
 * Marks a step of telling the Board done at `at`; one marked before keeps its first time (the
 * Board's question is when it was told). False when the breach is gone.
 */
export async function markBoardStep(
  db: Database,
  id: string,
  step: keyof typeof BOARD_STEPS,
  at: Date,
): Promise<boolean> {
  const column = BOARD_STEPS[step];
  const [marked] = await db
    .update(breaches)
    .set({ [column]: sql`coalesce(${breaches[column]}, ${at.toISOString()}::timestamptz)` })
    .where(eq(breaches.id, id))
    .returning({ id: breaches.id });
  return Boolean(marked);
}

/** What storing the notices came to: how many enquiries in the range had an address, and how many were new. */
export type NoticeOutcome =
  { ok: true; found: number; stored: number } | { ok: false; reason: "not-found" | "incomplete" | "nobody" };

/**
 * Stores the notice for every enquiry received from the IST day `from` to the day `to` (both
 * included) that has an e-mail address and was not merged into another (its lead carries it), and
 * counts the new ones on the breach. Refused while the breach does not say all a notice must.
 */
export async function notifyPeople(
  db: Database,
  range: { id: string; from: string; to: string },
  at: Date,
): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    const [breach] = await tx.select(view).from(breaches).where(eq(breaches.id, range.id)).for("update");
    if (!breach) return { ok: false, reason: "not-found" };
    if (!noticeIsComplete(breach)) return { ok: false, reason: "incomplete" };
    // Held until the commit: a lead deleted meanwhile would fail its message's insert, and with it the whole batch.
    const affected = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          gte(leads.createdAt, istMoment(range.from)),
          lt(leads.createdAt, new Date(istMoment(range.to).getTime() + ONE_DAY_MS)),
          isNotNull(leads.email),
          ne(leads.email, ""),
          isNull(leads.mergedInto),
        ),
      )
      .orderBy(leads.createdAt)
      .for("share");
    if (affected.length === 0) return { ok: false, reason: "nobody" };
    let stored = 0;
    for (const lead of affected) {
      const storedNow = await enqueueMessage(
        tx,
        {
          idempotencyKey: `${BREACH_NOTICE_KIND}:${breach.id}:${lead.id}`,
          kind: BREACH_NOTICE_KIND,
          leadId: lead.id,
          // Read from the lead when it is sent: the outbox keeps no address of an enquirer.
          recipient: "",
          payload: { breachId: breach.id },
        },
        at,
      );
      if (storedNow) stored++;
    }
    if (stored > 0) {
      await tx
        .update(breaches)
        .set({
          peopleNotifiedAt: sql`coalesce(${breaches.peopleNotifiedAt}, ${at.toISOString()}::timestamptz)`,
          peopleNotified: sql`coalesce(${breaches.peopleNotified}, 0) + ${stored}`,
        })
        .where(eq(breaches.id, breach.id));
    }
    return { ok: true, found: affected.length, stored };
  });
}
