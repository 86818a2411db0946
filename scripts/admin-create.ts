// npm run admin:create -- --email you@example.com --password '...' [--name 'Your Name'] [--role owner|admin|sales|editor] [--clear-two-factor]
// Creates a staff account (an owner unless --role says otherwise), or gives an existing account
// that role and sets its password (a changed password signs the account out of every browser).
// --name is what the product calls the person; without it, "Your account" asks for it.
// --clear-two-factor takes the account's two-factor sign-in off (a lost phone and lost backup
// codes), signs it out everywhere and e-mails the account that it was done.
import { parseArgs } from "node:util";
import { staffRoles } from "../database/staff-roles.ts";
import { runWithBuild } from "./command.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "owner" },
    "clear-two-factor": { type: "boolean", default: false },
  },
});
const role = staffRoles.find((known) => known === values.role);
if (!values.email || !values.password || !role) {
  console.error(
    `Usage: npm run admin:create -- --email you@example.com --password 'at-least-12-characters' [--name 'Your Name'] [--role ${staffRoles.join("|")}] [--clear-two-factor]`,
  );
  process.exit(1);
}
await runWithBuild(async (app) => {
  const outcome = await app.withServices(({ auth, database }) =>
    app.createOrPromoteAdmin(auth, database.db, {
      email: values.email!,
      password: values.password!,
      name: values.name,
      role,
      clearTwoFactor: values["clear-two-factor"],
    }),
  );
  const said = {
    created: `${values.email} created, role ${role}.`,
    "password changed": `${values.email} has the role ${role}; password changed, every session of the account signed out.`,
    "password unchanged": `${values.email} has the role ${role}; password unchanged, sessions kept.`,
  };
  console.log(said[outcome]);
  if (values["clear-two-factor"])
    console.log(
      `${values.email}: two-factor sign-in is off (if it was on, every session was signed out and the account was told by e-mail).`,
    );
});
