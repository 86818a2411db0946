import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import { redeliver } from "~/features/webhooks/deliveries.server";
import {
  addEndpoint,
  listEndpoints,
  removeEndpoint,
  rotateSecret,
  sendTest,
} from "~/features/webhooks/endpoints.server";
import { WEBHOOK_INTENTS, WEBHOOK_MESSAGES } from "~/features/webhooks/events";
import { WebhooksPage } from "~/features/webhooks/webhooks-page";
import { databaseContext, schedulerContext, settingsContext } from "~/infrastructure/context";
import { type FormOutcome, type FormResult, formReply } from "~/lib/form-result";
import { adminMeta } from "~/lib/seo";
import { serverActionOrFailure } from "~/lib/server-action";
import type { Route } from "./+types/webhooks";

const NO_LOOPBACK = { allowLoopback: false };

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  return { endpoints: await listEndpoints(db, new Date()) };
}

const idOf = (form: FormData, field: string) => z.uuid().safeParse(form.get(field)).data;

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const { db } = context.get(databaseContext);
  const policy = context.get(settingsContext).webhookPolicy ?? NO_LOOPBACK;
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  if (intent === WEBHOOK_INTENTS.add) return formReply(await addEndpoint(db, form, policy));
  const id = idOf(form, "id");
  const gone: FormOutcome = { ok: false, reason: "not-found", message: WEBHOOK_MESSAGES.gone };
  switch (intent) {
    case WEBHOOK_INTENTS.remove:
      return formReply(id ? await removeEndpoint(db, id) : gone);
    case WEBHOOK_INTENTS.rotate:
      return formReply(id ? await rotateSecret(db, id, new Date()) : gone);
    case WEBHOOK_INTENTS.test:
      return formReply(id ? await sendTest(db, id, policy, new Date()) : gone);
    case WEBHOOK_INTENTS.redeliver: {
      const messageId = idOf(form, "deliveryId");
      const outcome = id && messageId ? await redeliver(db, id, messageId, new Date()) : "gone";
      if (outcome === "queued") {
        context.get(schedulerContext).soon();
        return formReply({ ok: true });
      }
      return formReply({
        ok: false,
        reason: outcome === "gone" ? "not-found" : "conflict",
        message: outcome === "gone" ? WEBHOOK_MESSAGES.deliveryGone : WEBHOOK_MESSAGES.notFinished,
      });
    }
    default:
      return formReply({ ok: false, reason: "invalid", message: "Unknown action." });
  }
}

/** A change whose request does not complete is answered as failed: the form toasts and keeps what was typed. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(serverAction, { ok: false } satisfies FormResult);

export const meta: Route.MetaFunction = () => adminMeta("Webhooks");

export default function Webhooks({ loaderData }: Route.ComponentProps) {
  return <WebhooksPage {...loaderData} />;
}
