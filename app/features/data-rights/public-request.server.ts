import type { RouterContextProvider } from "react-router";
import { clientAddressContext, databaseContext, erasuresContext, rateLimiterContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import { now } from "~/lib/clock";
import type { FormOutcome } from "~/lib/form-result";
import { parseForm } from "~/lib/forms";
import { deskSettings } from "./desk-settings.server";
import { YOUR_DATA_MESSAGES } from "./requests";
import { YOUR_DATA_FIELDS, type YourDataField, yourDataSchema } from "./request-schemas";
import { receiveRequest } from "./requests.server";

// The "Your data" form's request: throttled like the other forms (by the client's address, and by
// the address asked about, so nobody floods a stranger's inbox with links), stored, and its
// confirming link e-mailed. The answer never says whether the agency knows the address.

const WINDOW_SECONDS = 10 * 60;
const PER_CLIENT = 5;
const PER_ADDRESS = 3;

export async function submitDataRequest(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormOutcome<YourDataField>> {
  const parsed = parseForm(form, yourDataSchema, YOUR_DATA_FIELDS);
  if (!parsed.ok) return parsed;
  const { data: asked, values } = parsed;
  try {
    const limiter = context.get(rateLimiterContext);
    // Keyed like the erasure ledger: the counter's key names no address anyone could guess back.
    const address = context.get(erasuresContext).key.email(asked.email).slice(0, 32);
    const allowed =
      (await limiter.isUnderLimit(`data-request:${context.get(clientAddressContext)}`, PER_CLIENT, WINDOW_SECONDS)) &&
      (await limiter.isUnderLimit(`data-request-to:${address}`, PER_ADDRESS, WINDOW_SECONDS));
    if (!allowed) return { ok: false, reason: "rate-limited", values, message: YOUR_DATA_MESSAGES.rateLimited };
    const { db } = context.get(databaseContext);
    const { targetDays } = await deskSettings(db);
    await receiveRequest(db, asked, now(), targetDays);
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, query: "data request" }, "a data request could not be stored");
    return { ok: false, reason: "unavailable", values, message: YOUR_DATA_MESSAGES.failed };
  }
}
