// Taps on the contact shortcuts (the phone bar's WhatsApp, Call and Get a quote; the footer's and the
// contact page's WhatsApp and phone links), sent by the browser as a beacon and counted per day, page
// and campaign. No cookie is read or set and nothing about the visitor is stored with the count.
import { recordTap, tapFrom } from "~/features/lead-workspace/contact-taps.server";
import { clientAddressContext, databaseContext, rateLimiterContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { NO_STORE } from "~/lib/cache-control";
import type { Route } from "./+types/contact-taps";

/** Taps one address may report in ten minutes: far more than a visitor makes, few enough to keep the counts honest. */
const TAPS_PER_WINDOW = 30;
const WINDOW_SECONDS = 600;

/**
 * A real response with no body: a resource route's answer goes out as it is, and React Router refuses
 * `data(null, { status: 204 })` there ("Invalid response status code 204", a 500 instead).
 */
const answer = (status: number) => new Response(null, { status, headers: { "cache-control": NO_STORE } });

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405);
  // Only this site's pages report taps: a browser names the page's origin on every POST.
  const origin = new URL(siteConfig().siteUrl).origin;
  if (request.headers.get("origin") !== origin) return answer(403);
  const tap = tapFrom(await request.formData(), origin);
  if (!tap) return answer(400);
  try {
    const limiter = context.get(rateLimiterContext);
    const address = context.get(clientAddressContext);
    if (!(await limiter.isUnderLimit(`contact-tap:${address}`, TAPS_PER_WINDOW, WINDOW_SECONDS))) return answer(429);
    await recordTap(context.get(databaseContext).db, tap);
  } catch (error) {
    // A lost count is not worth an error to the visitor, whose WhatsApp or call has already opened.
    logger.error({ err: error, channel: tap.channel }, "a contact tap could not be counted");
    return answer(503);
  }
  return answer(204);
}
