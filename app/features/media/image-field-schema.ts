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
    .refine(
      (value) => /^\/uploads\/[a-z-]+\/[a-z0-9-]+\.[a-z]+$/.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value),
      {
        message: "Upload an image or paste an address starting with https://",
      },
    )
    .nullable(),
);

/** The longest description of an image (its alt text) a form takes. */
export const IMAGE_ALT_MAX = 250;

/** What an image shows, for people who cannot see it (its alt text): optional; empty is NULL. */
export const imageAltField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z.string().max(IMAGE_ALT_MAX, `Keep the image description under ${IMAGE_ALT_MAX} characters`).nullable(),
);

/** The image address the record had when its dialog opened, sent back by the image field. */
export const keptImageUrlField = z.string().max(2000).optional().catch(undefined);

/**
 * Pasted addresses are https only (an http image on an https page is mixed content); an http
 * address saved before that rule keeps working while an edit leaves it unchanged.
 */
export function refuseNewHttpImage(form: { imageUrl: string | null; keptImageUrl?: string }, ctx: z.RefinementCtx) {
  if (form.imageUrl && /^http:/i.test(form.imageUrl) && form.imageUrl !== form.keptImageUrl) {
    ctx.addIssue({
      code: "custom",
      path: ["imageUrl"],
      message: "Upload an image or paste an address starting with https://",
    });
  }
}

/** A checkbox or switch in a form: present ("on"/"true") means yes. */
export const checkboxField = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
