import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * What the product calls a person wherever it names them (notes, the timeline, the audit log, the
 * Team screen, e-mails), given the `user` table or an alias of it: the name they gave, else their
 * whole e-mail address, never a part of it passed off as a name. An account made without a name
 * holds "" (the column is not null) until "Your account" asks for one. Through a left join it is null where the account was removed: the
 * types that carry it there say so (`string | null`).
 */
export const personName = (person: { name: AnyPgColumn; email: AnyPgColumn }): SQL<string> =>
  sql<string>`coalesce(nullif(${person.name}, ''), ${person.email})`;
