import { type RouterContextProvider, redirect } from "react-router";
import { submitInquiry } from "~/features/inquiries/inquiry.server";
import { wordsIn } from "~/content/words.server";
import { formReply } from "~/lib/form-result";
import { idempotencyKeyFrom } from "~/lib/idempotency";
import { localeOfRequest, localePath } from "~/lib/locale";

/** Where a browser without JavaScript lands after sending: a page it can reload without posting again. */
export const INQUIRY_SENT_PATH = "/inquiry?sent";

/** The action of the routes whose form stores an inquiry (/inquiry, /contact). */
export async function handleInquiry(request: Request, context: Readonly<RouterContextProvider>) {
  // Answered in the language of the page the form was on (the address it posted to says which).
  const language = localeOfRequest(request);
  const form = await request.formData().catch(() => undefined);
  if (!form) {
    return formReply({
      ok: false,
      reason: "unreadable",
      values: {},
      message: wordsIn(language).inquiry.messages.unreadable,
    });
  }
  // The site's script adds an idempotency key to every submission; without one, the browser
  // posted the form itself and is answered with a redirect on success (post/redirect/get).
  const idempotencyKey = idempotencyKeyFrom(form);
  const outcome = await submitInquiry(context, request, form, idempotencyKey);
  return outcome.ok && !idempotencyKey ? redirect(localePath(language, INQUIRY_SENT_PATH), 303) : formReply(outcome);
}
