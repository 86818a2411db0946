import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "#database/client.server";
import type { DataRequestKind, DataRequestStatus, DataRequestStep } from "#database/data-requests";
import { personName } from "#database/person-name";
import { dataRequestEvents, dataRequests, leads, outboxMessages, user } from "#database/schema";
import { leadReference } from "~/features/leads";
import { enqueueMessage } from "~/infrastructure/outbox.server";
import { ONE_DAY_MS, istDateKey } from "~/lib/india-time";
import type { Queryable } from "~/features/leads/index.server";
import { DATA_REQUEST_MESSAGES } from "./requests";
import type { FormOutcome } from "~/lib/form-result";

// A person's requests about their data, from arrival to answer (ADR 048). Each step is a row of the
// request's history with who took it; each answer the person must hear of is an outbox message
// (data-request-messages.server.ts writes it), stored in the step's transaction.

export const DATA_REQUEST_KIND = "data-request";

/** How long the link that confirms a request works. */
export const CONFIRM_LINK_MS = ONE_DAY_MS;

/** The messages a request sends the person, by the step that sends them. */
export type DataRequestMessage = "confirm" | "received" | "done" | "refused";

type Request = typeof dataRequests.$inferSelect;

/** The day (in India) a request that arrived at `at` must be answered by, with the owner's target. */
export const dueOn = (at: Date, targetDays: number) => istDateKey(at.getTime() + targetDays * ONE_DAY_MS);

/** Adds a step to the request's history and, when the person must hear of it, stores its message. */
export async function recordStep(
  tx: Queryable,
  request: Pick<Request, "id" | "email">,
  step: {
    step: DataRequestStep;
    actorId?: string | null;
    note?: string | null;
    at: Date;
    message?: DataRequestMessage;
  },
): Promise<void> {
  await tx.insert(dataRequestEvents).values({
    requestId: request.id,
    step: step.step,
    actorId: step.actorId ?? null,
    note: step.note ?? null,
    at: step.at,
  });
  if (step.message && request.email) {
    await enqueueMessage(
      tx,
      {
        idempotencyKey: `${DATA_REQUEST_KIND}:${request.id}:${step.message}`,
        kind: DATA_REQUEST_KIND,
        // Read from the request when it is sent: the outbox keeps no address of the person.
        recipient: "",
        payload: { requestId: request.id, message: step.message, at: step.at.toISOString() },
      },
      step.at,
    );
  }
}

/**
 * A request asked on the "Your data" page: stored as received, and the link that confirms it is
 * e-mailed to the address. Nothing about the address is looked up: the answer is the same whether
 * the agency knows it or not.
 */
export async function receiveRequest(
  db: Database,
  asked: { kind: DataRequestKind; email: string; details: string },
  at: Date,
  targetDays: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(dataRequests)
      .values({ ...asked, status: "received", receivedAt: at, dueOn: dueOn(at, targetDays) })
      .returning();
    await recordStep(tx, request!, { step: "received", at, message: "confirm" });
    return request!.id;
  });
}

/** The request a confirming link names, if it is still there. */
export async function requestOf(db: Pick<Database, "select">, id: string): Promise<Request | undefined> {
  const [request] = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
  return request;
}

/**
 * The person pressed the link's button: the request is verified (the link proves they hold the
 * address). A request to see one's data is answered there and then. "used": pressed before.
 */
export async function confirmRequest(db: Database, id: string, at: Date): Promise<"confirmed" | "used" | "missing"> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for("update");
    if (!request) return "missing";
    if (request.status !== "received") return "used";
    const answered = request.kind === "access";
    await tx
      .update(dataRequests)
      .set({ status: answered ? "done" : "verified", verifiedAt: at, ...(answered ? { closedAt: at } : {}) })
      .where(eq(dataRequests.id, id));
    await recordStep(tx, request, { step: "verified", at, message: answered ? undefined : "received" });
    if (answered) await recordStep(tx, request, { step: "done", at, message: "done" });
    return "confirmed";
  });
}

/**
 * A request a staff member took another way (a phone call, a visit) after checking who the person
 * is: verified at once, with their name on it.
 */
export async function recordRequestByStaff(
  db: Database,
  asked: { kind: DataRequestKind; email: string | null; phoneE164: string | null; details: string },
  actorId: string,
  at: Date,
  targetDays: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(dataRequests)
      .values({
        ...asked,
        status: "verified",
        recordedBy: actorId,
        receivedAt: at,
        verifiedAt: at,
        dueOn: dueOn(at, targetDays),
      })
      .returning();
    await recordStep(tx, request!, { step: "received", actorId, at });
    await recordStep(tx, request!, {
      step: "verified",
      actorId,
      note: "Checked who the person is.",
      at,
      message: "received",
    });
    return request!.id;
  });
}

/** The request, locked for a step: refused when gone, answered already, or not yet verified. */
export async function lockOpenRequest(
  tx: Queryable,
  id: string,
): Promise<{ ok: true; request: Request } | Extract<FormOutcome, { ok: false }>> {
  const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for("update");
  if (!request) return { ok: false, reason: "not-found", message: DATA_REQUEST_MESSAGES.notFound };
  if (request.status === "done" || request.status === "refused") {
    return { ok: false, reason: "conflict", message: DATA_REQUEST_MESSAGES.closed };
  }
  if (request.status === "received")
    return { ok: false, reason: "conflict", message: DATA_REQUEST_MESSAGES.notVerified };
  return { ok: true, request };
}

/**
 * Moves a verified request on: in progress, done (with the answer the person is sent), or refused
 * (with the reason, which they are sent). An erasure is done only by carrying it out.
 */
export async function moveRequest(
  db: Database,
  change: { id: string; status: Extract<DataRequestStatus, "in-progress" | "done" | "refused">; answer: string },
  actorId: string,
  at: Date,
): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const open = await lockOpenRequest(tx, change.id);
    if (!open.ok) return open;
    // An erasure is done only by carrying it out: the ledger, the deletion, then the reply.
    if (change.status === "done" && open.request.kind === "erasure") {
      return { ok: false, reason: "invalid", message: DATA_REQUEST_MESSAGES.eraseFirst };
    }
    const closing = change.status !== "in-progress";
    if (change.status === "refused" && !change.answer) {
      return { ok: false, reason: "invalid", message: DATA_REQUEST_MESSAGES.refusalNeedsReason };
    }
    await tx
      .update(dataRequests)
      .set({ status: change.status, ...(closing ? { closedAt: at, answer: change.answer || null } : {}) })
      .where(eq(dataRequests.id, change.id));
    const message = change.status === "in-progress" ? undefined : change.status;
    await recordStep(tx, open.request, { step: change.status, actorId, note: change.answer || null, at, message });
    return { ok: true };
  });
}

/** A note on the request's history (what was checked, who was called). */
export async function noteOnRequest(
  db: Database,
  id: string,
  note: string,
  actorId: string,
  at: Date,
): Promise<FormOutcome> {
  const [request] = await db
    .select({ id: dataRequests.id, email: dataRequests.email })
    .from(dataRequests)
    .where(eq(dataRequests.id, id));
  if (!request) return { ok: false, reason: "not-found", message: DATA_REQUEST_MESSAGES.notFound };
  await recordStep(db, request, { step: "note", actorId, note, at });
  return { ok: true };
}

/** A correction made on a lead's page for this request, on the request's history. */
export async function recordCorrection(
  tx: Queryable,
  id: string,
  correction: { leadId: string; fields: readonly string[] },
  actorId: string,
  at: Date,
): Promise<void> {
  const [request] = await tx
    .select({ id: dataRequests.id, email: dataRequests.email })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.id, id),
        eq(dataRequests.kind, "correction"),
        inArray(dataRequests.status, ["verified", "in-progress"]),
      ),
    );
  // Only an open correction request takes the correction: another id posted with it is left out.
  if (!request) return;
  const note = `Corrected ${correction.fields.join(", ")} of enquiry ${correction.leadId}.`;
  await recordStep(tx, request, { step: "corrected", actorId, note, at });
}

/** The Data requests screen: every request, newest first, with its history and who took each step. */
export async function listRequests(db: Database) {
  const requests = await db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      email: dataRequests.email,
      phoneE164: dataRequests.phoneE164,
      details: dataRequests.details,
      status: dataRequests.status,
      answer: dataRequests.answer,
      receivedAt: dataRequests.receivedAt,
      dueOn: dataRequests.dueOn,
      closedAt: dataRequests.closedAt,
      redactedAt: dataRequests.redactedAt,
      recordedBy: personName({ name: user.name, email: user.email }),
    })
    .from(dataRequests)
    .leftJoin(user, eq(user.id, dataRequests.recordedBy))
    .orderBy(desc(dataRequests.receivedAt))
    .limit(500);
  const steps = requests.length
    ? await db
        .select({
          requestId: dataRequestEvents.requestId,
          step: dataRequestEvents.step,
          note: dataRequestEvents.note,
          at: dataRequestEvents.at,
          by: sql<string | null>`${personName({ name: user.name, email: user.email })}`,
        })
        .from(dataRequestEvents)
        .leftJoin(user, eq(user.id, dataRequestEvents.actorId))
        .where(
          inArray(
            dataRequestEvents.requestId,
            requests.map((request) => request.id),
          ),
        )
        .orderBy(asc(dataRequestEvents.id))
    : [];
  // An open correction is made on each of the person's enquiries: the screen links to them.
  const enquiries = await Promise.all(
    requests.map((request) =>
      request.kind === "correction" && request.status !== "done" && request.status !== "refused"
        ? enquiriesOf(db, request)
        : [],
    ),
  );
  return requests.map((request, index) => ({
    ...request,
    recordedBy: request.recordedBy || null,
    steps: steps.filter((step) => step.requestId === request.id).map(({ requestId: _, ...step }) => step),
    enquiries: enquiries[index]!,
  }));
}

/** The person's enquiries (by their address, and their phone when staff checked it), newest first. */
async function enquiriesOf(db: Pick<Database, "select">, person: { email: string | null; phoneE164: string | null }) {
  const samePerson = or(
    person.email ? sql`lower(${leads.email}) = ${person.email}` : undefined,
    person.phoneE164 ? eq(leads.phoneE164, person.phoneE164) : undefined,
  );
  if (!samePerson) return [];
  const rows = await db.select({ id: leads.id }).from(leads).where(samePerson).orderBy(desc(leads.createdAt)).limit(20);
  return rows.map((row) => ({ id: row.id, reference: leadReference(row.id) }));
}

/** Open requests whose day to answer has passed, oldest first: the owner's digest lists them. */
export async function overdueRequests(db: Pick<Database, "select">, now: Date) {
  return db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      dueOn: dataRequests.dueOn,
      receivedAt: dataRequests.receivedAt,
    })
    .from(dataRequests)
    .where(
      and(notInArray(dataRequests.status, ["done", "refused", "received"]), lt(dataRequests.dueOn, istDateKey(now))),
    )
    .orderBy(asc(dataRequests.dueOn));
}

/**
 * Requests nobody confirmed within the link's day are dropped: they were never the person's
 * (anyone can type an address), and keep no address longer than needed.
 */
export async function dropUnconfirmedRequests(db: Database, now: Date): Promise<number> {
  const dropped = await db
    .delete(dataRequests)
    .where(
      and(eq(dataRequests.status, "received"), lt(dataRequests.receivedAt, new Date(now.getTime() - CONFIRM_LINK_MS))),
    )
    .returning({ id: dataRequests.id });
  return dropped.length;
}

/**
 * Forgets the person an erasure covered in their answered requests (`ids`, or every answered one
 * of that address or phone): the address and phone, what they wrote, the answer, the steps' notes
 * and the mail server's last error. An open request keeps them until it is answered (the next start
 * forgets it then, from the ledger): it still needs a reply.
 */
export async function redactRequests(
  tx: Queryable,
  person: { email: string | null; phoneE164: string | null },
  at: Date,
  ids?: readonly string[],
): Promise<void> {
  const samePerson = or(
    person.email ? eq(dataRequests.email, person.email) : undefined,
    person.phoneE164 ? eq(dataRequests.phoneE164, person.phoneE164) : undefined,
  );
  if (!samePerson) return;
  const redacted = await tx
    .update(dataRequests)
    .set({ email: null, phoneE164: null, details: "", answer: null, redactedAt: at })
    .where(and(ids ? inArray(dataRequests.id, ids) : samePerson, inArray(dataRequests.status, ["done", "refused"])))
    .returning({ id: dataRequests.id });
  const redactedIds = redacted.map((request) => request.id);
  if (!redactedIds.length) return;
  await tx.update(dataRequestEvents).set({ note: null }).where(inArray(dataRequestEvents.requestId, redactedIds));
  await tx
    .update(outboxMessages)
    .set({ lastError: null })
    .where(
      and(eq(outboxMessages.kind, DATA_REQUEST_KIND), sql`${outboxMessages.payload}->>'requestId' in ${redactedIds}`),
    );
}

/**
 * Of these erased requests, those that came back open (a restored backup, a crash between the
 * ledger and the database), and those whose reply still waits to be sent (their address is needed).
 */
export async function unansweredRequests(db: Pick<Database, "select">, ids: readonly string[]) {
  if (!ids.length) return { open: [], waiting: new Set<string>() };
  const open = await db
    .select({ id: dataRequests.id, email: dataRequests.email })
    .from(dataRequests)
    .where(and(inArray(dataRequests.id, ids), notInArray(dataRequests.status, ["done", "refused"])));
  const waiting = await db
    .select({ requestId: sql<string>`${outboxMessages.payload}->>'requestId'` })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.kind, DATA_REQUEST_KIND), isNull(outboxMessages.sentAt), isNull(outboxMessages.failedAt)),
    );
  return { open, waiting: new Set(waiting.map((row) => row.requestId)) };
}
