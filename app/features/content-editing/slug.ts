import { z } from "zod";

/**
 * The spec's slug rule: lower-cased, each run of characters other than letters and digits
 * becomes one hyphen, no hyphen at either end. "SEO in 2026: What's New?" -> "seo-in-2026-what-s-new".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * An address field of the dashboard's dialogs: typed by hand or, left empty (or not sent, by a
 * dashboard page loaded before the field existed), made from another field.
 */
export const slugField = (max: number) =>
  z.string().trim().max(max, `Slug must be at most ${max} characters`).default("");

/** Whether a slug is what an address may carry: lower-case words and digits joined by single hyphens. */
export const slugRule = {
  test: (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug),
  issue: { path: ["slug"], message: "Use lower-case letters, digits and single hyphens only, e.g. seo-for-clinics" },
};

/**
 * Refuses a slug an address cannot carry, saying what to type instead: an empty one is what the
 * slug maker makes of a title with no Latin letters or digits (one in Hindi).
 */
export function checkSlug(record: { slug: string }, ctx: z.RefinementCtx) {
  if (record.slug === "") {
    ctx.addIssue({
      code: "custom",
      path: ["slug"],
      message: "Type a slug in Latin letters (a title in Hindi makes none), e.g. seo-for-clinics",
    });
  } else if (!slugRule.test(record.slug)) ctx.addIssue({ code: "custom", ...slugRule.issue });
}
