// npm run leads:purge [-- --days N]
// Deletes leads older than LEAD_RETENTION_DAYS (default 365) or --days, for good.
// With the embedded database, stop the server first (one process owns the data directory).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { days: { type: "string" } } });
const serverBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
if (!fs.existsSync(serverBuild)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
try {
  const app = (await import(serverBuild)) as typeof import("../server/app.ts");
  const days = values.days === undefined ? app.env().LEAD_RETENTION_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1) {
    console.error("--days must be a whole number of days, 1 or more.");
    process.exit(1);
  }
  const purged = await app.withServices(({ db }) => app.purgeLeadsOlderThan(db, days));
  console.log(`Deleted ${purged} ${purged === 1 ? "lead" : "leads"} older than ${days} days.`);
} catch (error) {
  if (error instanceof Error && ["ConfigError", "DatabaseLockedError"].includes(error.name)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
