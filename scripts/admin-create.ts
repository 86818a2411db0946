// npm run admin:create -- --email you@example.com --password '...'
// Creates an admin account, or promotes an existing account and sets its password
// (a changed password signs the account out of every browser).
import { parseArgs } from "node:util";
import { runWithBuild } from "./command.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'at-least-12-characters'");
  process.exit(1);
}
await runWithBuild(async (app) => {
  const outcome = await app.withServices(({ auth, database }) =>
    app.createOrPromoteAdmin(auth, database.db, {
      email: values.email!,
      password: values.password!,
      name: values.name,
    }),
  );
  const said = {
    created: `Admin ${values.email} created.`,
    "password changed": `${values.email} is an admin; password changed, every session of the account signed out.`,
    "password unchanged": `${values.email} is an admin; password unchanged, sessions kept.`,
  };
  console.log(said[outcome]);
});
