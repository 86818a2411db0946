import { eq } from "drizzle-orm";
import type { Database } from "#database/client.server";
import { dataRequests } from "#database/schema";
import type { Mailer } from "~/infrastructure/mailer.server";
import type { OutboxKind, OutboxMessage } from "~/infrastructure/outbox.server";
import type { SignedLinks } from "~/infrastructure/signed-links.server";
import { istBillDate, istMoment, istTimeOfDay } from "~/lib/india-time";
import { deskSettings } from "./desk-settings.server";
import { KIND_LABELS } from "./requests";
import { CONFIRM_LINK_MS, type DataRequestMessage, recordStep, redactRequests } from "./requests.server";

// The e-mails a person gets about their request: the link that confirms it, that it was received
// (and by when it is answered), and the answer: done or refused, with the reason. Each names the
// person who answers questions about processing; the last word on a grievance, and any refusal,
// names the Data Protection Board of India as the next step.

const BOARD =
  "If you are not satisfied with our answer, you may complain to the Data Protection Board of India under the Digital Personal Data Protection Act, 2023.";

interface Settings {
  brand: string;
  privacyEmail: string;
  signedLinks: Pick<SignedLinks, "dataRequestUrl">;
  mailer: Pick<Mailer, "forgetCopiesTo">;
}

export function dataRequestMessages(db: Database, settings: Settings): OutboxKind {
  return {
    async render(message: OutboxMessage) {
      const [request] = await db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.id, String(message.payload.requestId)));
      if (!request?.email) return undefined;
      const { contactName } = await deskSettings(db);
      const contact = `${contactName ? `${contactName} answers` : "We answer"} questions about how we use your data: write to ${settings.privacyEmail}.`;
      const asked = KIND_LABELS[request.kind].toLowerCase();
      const step = message.payload.message as DataRequestMessage;
      const lines = ((): { subject: string; body: string[] } | undefined => {
        switch (step) {
          case "confirm": {
            const until = new Date(request.receivedAt.getTime() + CONFIRM_LINK_MS);
            return {
              subject: "Confirm your request about your data",
              body: [
                `Someone asked us, on our website, to "${asked}" for this e-mail address.`,
                `If it was you, open this link and press the button by ${istBillDate(until)}, ${istTimeOfDay(until)} IST (24 hours): ${settings.signedLinks.dataRequestUrl(request.id, request.email!, until)}`,
                "If it was not you, ignore this e-mail: nothing happens, and nothing about you is shown to anyone.",
              ],
            };
          }
          case "received":
            return {
              subject: "We have your request about your data",
              body: [
                `We have your request to "${asked}", received on ${istBillDate(request.receivedAt)}.`,
                `We will answer by ${istBillDate(istMoment(request.dueOn))}.`,
              ],
            };
          case "done":
            return {
              subject: "Your request about your data is done",
              body: [
                request.kind === "access"
                  ? `You opened everything we hold about this address on ${istBillDate(request.closedAt ?? request.receivedAt)}; you can ask again at any time.`
                  : `We have done what you asked ("${asked}").`,
                ...(request.answer ? [request.answer] : []),
                ...(request.kind === "grievance" ? [BOARD] : []),
              ],
            };
          case "refused":
            return {
              subject: "We could not act on your request about your data",
              body: [`We could not act on your request to "${asked}": ${request.answer ?? ""}`.trim(), BOARD],
            };
          default:
            return undefined;
        }
      })();
      if (!lines) return undefined;
      return {
        to: request.email,
        subject: `${settings.brand}: ${lines.subject}`,
        text: [...lines.body, contact].join("\n\n"),
      };
    },
    async settled(tx, message, outcome, at) {
      if (message.payload.message !== "done") return;
      const [request] = await tx
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.id, String(message.payload.requestId)));
      if (request?.kind !== "erasure" || !request.email) return;
      // The last word to the person is sent: the agency forgets their address, in its answered
      // requests and in the copies of what it sent them.
      await redactRequests(tx, request, at);
      await settings.mailer.forgetCopiesTo(request.email);
      if (outcome === "failed") {
        const note = "The reply could not be delivered; the address is forgotten as the person asked.";
        await recordStep(tx, { id: request.id, email: null }, { step: "note", note, at });
      }
    },
  };
}
