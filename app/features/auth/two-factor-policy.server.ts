import type { Database } from "#database/client.server";
import { flagOn, setFlag } from "~/infrastructure/app-flags.server";

// The owner's setting "require two-factor sign-in for everyone" (ADR 027). The admin gate reads it
// for a person without two-factor sign-in and leads them to set it up before anything else.

const REQUIRED_KEY = "two-factor-required";

/** Whether the owner requires two-factor sign-in for every staff member. */
export const twoFactorRequired = (db: Pick<Database, "select">) => flagOn(db, REQUIRED_KEY);

export const requireTwoFactor = (db: Pick<Database, "insert">, required: boolean) =>
  setFlag(db, REQUIRED_KEY, required);
