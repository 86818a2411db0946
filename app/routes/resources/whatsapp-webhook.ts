import { data } from "react-router";
import { z } from "zod";
import { type WhatsAppStatus, recordWhatsAppStatuses } from "~/features/lead-messages/whatsapp-alert.server";
import { databaseContext, settingsContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { sameSecret } from "~/infrastructure/same-secret.server";
import { signedByMeta } from "~/infrastructure/whatsapp.server";
import type { Route } from "./+types/whatsapp-webhook";

// Meta's webhooks for the WhatsApp number: the one-time verification (GET, with the verify token
// the owner chose) and the status of each message sent (POST, signed with the app secret). Only
// the statuses of the site's own alerts are recorded; the rest is acknowledged and dropped.

export function loader({ request, context }: Route.LoaderArgs) {
  const { whatsappWebhook } = context.get(settingsContext);
  if (!whatsappWebhook) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const challenge = url.searchParams.get("hub.challenge") ?? "";
  const verified =
    url.searchParams.get("hub.mode") === "subscribe" &&
    sameSecret(url.searchParams.get("hub.verify_token") ?? "", whatsappWebhook.verifyToken);
  if (!verified) return new Response("Forbidden", { status: 403 });
  return new Response(challenge, { headers: { "content-type": "text/plain; charset=utf-8" } });
}

/** The part of a notification that reports statuses; anything else Meta sends parses to no status. */
const statusNotification = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z
                    .array(
                      z.object({
                        id: z.string(),
                        status: z.string(),
                        errors: z
                          .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
                          .optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { whatsappWebhook } = context.get(settingsContext);
  if (!whatsappWebhook) throw data(null, { status: 404 });
  const body = Buffer.from(await request.arrayBuffer());
  if (!signedByMeta(body, request.headers.get("x-hub-signature-256"), whatsappWebhook.appSecret)) {
    return new Response("Unauthorized", { status: 401 });
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return new Response("Bad Request", { status: 400 });
  }
  // Signed by Meta but not a status report we understand: acknowledged, so Meta does not send it again.
  const notification = statusNotification.safeParse(json);
  const statuses: WhatsAppStatus[] = (notification.data?.entry ?? [])
    .flatMap((entry) => entry.changes ?? [])
    .flatMap((change) => change.value?.statuses ?? []);
  try {
    await recordWhatsAppStatuses(context.get(databaseContext).db, statuses);
  } catch (error) {
    // Meta retries a webhook that does not answer 200: the statuses come again.
    logger.error({ err: error, query: "whatsapp statuses" }, "WhatsApp statuses could not be recorded");
    return new Response("Unavailable", { status: 503 });
  }
  return new Response("OK");
}
