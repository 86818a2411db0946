import { z } from "zod";

// The owner's settings of the rights desk, on the Settings screen: how soon a request is answered,
// who answers questions about processing (section 8(9) of the DPDP Act, Rule 9), and whether
// Admins may answer requests too.

/** The law's outer limit for answering a grievance; the owner's target may be shorter, never longer. */
export const LAW_LIMIT_DAYS = 90;
export const DEFAULT_TARGET_DAYS = 30;

export interface DeskSettings {
  targetDays: number;
  /** The person named in the notice, on "Your data" and in every reply; "" until the owner names one. */
  contactName: string;
  adminsMayAnswer: boolean;
}

export const DEFAULT_DESK_SETTINGS: DeskSettings = {
  targetDays: DEFAULT_TARGET_DAYS,
  contactName: "",
  adminsMayAnswer: false,
};

export const deskSettingsSchema = z.object({
  targetDays: z.coerce
    .number({ error: "Enter a number of days." })
    .int("Enter a whole number of days.")
    .min(1, "At least 1 day.")
    .max(LAW_LIMIT_DAYS, `At most ${LAW_LIMIT_DAYS} days: the law's limit.`),
  contactName: z.string().trim().max(100, "At most 100 characters."),
  adminsMayAnswer: z
    .literal("on")
    .optional()
    .transform((on) => on === "on"),
});

export type DeskSettingsField = "targetDays" | "contactName" | "adminsMayAnswer";
export const DESK_SETTINGS_FIELDS: readonly DeskSettingsField[] = ["targetDays", "contactName"];
