import { z } from "zod";

/** The longest name a person may give (joining the team, "Your account", ADMIN_NAME). */
export const PERSON_NAME_LIMIT = 100;

/** A person's name as they type it: what the product calls them on notes, the timeline and e-mails. */
export const personNameField = z
  .string()
  .trim()
  .min(1, "Please enter your name")
  .max(PERSON_NAME_LIMIT, "That name is too long");
