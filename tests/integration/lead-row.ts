import type { leads } from "../../database/schema";

// A lead row for tests that insert leads directly: a distinct phone each, the rest plain.

export type NewLead = typeof leads.$inferInsert;

let phone = 0;

/** A lead with its own phone number; `createdAt` is always the test's to choose. */
export const leadRow = (fields: Partial<NewLead> & Pick<NewLead, "createdAt">): NewLead => ({
  name: `Lead ${++phone}`,
  phone: `+91 90000 ${String(phone).padStart(5, "0")}`,
  city: "Pune",
  service: "SEO",
  ...fields,
});
