// Runs before the e2e server starts (the embedded database allows one process at a time): the
// owner (the only one, as on a new site), an Admin the throttling test locks, an Admin, a Sales
// person, an Editor, an Admin made without a name, and
// a member without a staff role who is signed in, as happens when a role is taken away while
// they are signed in.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { MEMBER_COOKIE_FILE, accounts } from "./accounts.ts";

const app = (await import(
  path.resolve(import.meta.dirname, "../../build/server/index.js")
)) as typeof import("../../server/app.ts");
await app.withServices(async ({ auth, database: { db } }) => {
  await app.createOrPromoteAdmin(auth, db, accounts.admin);
  await app.createOrPromoteAdmin(auth, db, accounts.member);
  for (const [account, role] of [
    [accounts.lockable, "admin"],
    [accounts.staffAdmin, "admin"],
    [accounts.sales, "sales"],
    [accounts.editor, "editor"],
    [accounts.nameless, "admin"],
  ] as const) {
    await app.createOrPromoteAdmin(auth, db, { ...account, role });
  }
  const { headers, response } = await auth.api.signInEmail({
    body: { email: accounts.member.email, password: accounts.member.password },
    returnHeaders: true,
  });
  await db.execute(sql`delete from user_roles where user_id = ${response.user.id}`);
  const cookie = headers.getSetCookie()[0]!.split(";")[0]!;
  fs.writeFileSync(path.join(app.env().dataDir, MEMBER_COOKIE_FILE), cookie);
});
