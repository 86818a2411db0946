import { z } from "zod";

/**
 * The image field of the case-study and article forms: an uploaded image's URL, a pasted
 * http(s) address, or nothing (stored as NULL). Anything else (javascript:, data:) is refused.
 */
export const imageUrlField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z
    .string()
    .max(2000, "That image address is too long")
    .refine((value) => /^\/uploads\/[a-z-]+\/[a-z0-9-]+\.[a-z]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value), {
      message: "Upload an image or paste an address starting with https://",
    })
    .nullable(),
);

/** A checkbox or switch in a form: present ("on"/"true") means yes. */
export const checkboxField = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
