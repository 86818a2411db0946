// npm run admin:create -- --email you@example.com --password '...'
// Creates an admin account, or promotes an existing account and sets its password.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email you@example.com --password 'at-least-12-characters'");
  process.exit(1);
}
const serverBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
if (!fs.existsSync(serverBuild)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
try {
  const app = (await import(serverBuild)) as typeof import("../server/app.ts");
  const outcome = await app.withServices((services) =>
    app.createOrPromoteAdmin(services.auth, services.db, { email: values.email!, password: values.password!, name: values.name }),
  );
  console.log(outcome === "created" ? `Admin ${values.email} created.` : `${values.email} is now an admin (password updated).`);
} catch (error) {
  if (error instanceof Error && ["WeakPasswordError", "ConfigError", "DatabaseLockedError"].includes(error.name)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
