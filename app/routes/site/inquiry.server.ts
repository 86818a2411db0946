import { type RouterContextProvider, redirect } from "react-router";
import { submitInquiry } from "~/features/inquiries/inquiry.server";
import { INQUIRY_MESSAGES } from "~/features/inquiries/inquiry-fields";
import { formReply } from "~/lib/form-result";
import { idempotencyKeyFrom } from "~/lib/idempotency";
import { localeOfPath, localePath } from "~/lib/locale";

/** Where a browser without JavaScript lands after sending: a page it can reload without posting again. */
export const INQUIRY_SENT_PATH = "/inquiry?sent";

/** The action of the routes whose form stores an inquiry (/inquiry, /contact). */
export async function handleInquiry(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => undefined);
  if (!form) return formReply({ ok: false, reason: "unreadable", values: {}, message: INQUIRY_MESSAGES.unreadable });
  // The site's script adds an idempotency key to every submission; without one, the browser
  // posted the form itself and is answered with a redirect on success (post/redirect/get).
  const idempotencyKey = idempotencyKeyFrom(form);
  const outcome = await submitInquiry(context, request, form, idempotencyKey);
  // Thanked in the language of the page the form was on (the address it posted to says which).
  const sent = localePath(localeOfPath(new URL(request.url).pathname), INQUIRY_SENT_PATH);
  return outcome.ok && !idempotencyKey ? redirect(sent, 303) : formReply(outcome);
}
