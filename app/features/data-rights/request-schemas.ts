import { z } from "zod";
import { dataRequestKinds } from "#database/data-requests";
import { NEEDS_DETAILS } from "./requests";

const details = z.string().trim().max(2000, "At most 2,000 characters.");

/** The "Your data" page's form. */
export const yourDataSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email("Enter the e-mail address you gave us.").max(254)),
    kind: z.enum(dataRequestKinds, "Choose what you want us to do."),
    details,
  })
  .refine((request) => !NEEDS_DETAILS.includes(request.kind) || request.details.length > 0, {
    path: ["details"],
    message: "Tell us a little more, so we can act on it.",
  });

export type YourDataField = "email" | "kind" | "details";
export const YOUR_DATA_FIELDS: readonly YourDataField[] = ["email", "kind", "details"];
