// npm run leads:purge [-- --days N]
// Deletes leads older than LEAD_RETENTION_DAYS (default 365) or --days, for good, as the running
// server does once a day on its own: this is for a one-off (a shorter period, say). Each deleted
// lead's timeline records it. With the embedded database, stop the server first (one process owns
// the data directory).
import { parseArgs } from "node:util";
import { runWithBuild } from "./command.ts";

const { values } = parseArgs({ options: { days: { type: "string" } } });
await runWithBuild(async (app) => {
  const days = values.days === undefined ? app.env().LEAD_RETENTION_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1) {
    console.error("--days must be a whole number of days, 1 or more.");
    process.exit(1);
  }
  const purged = await app.withServices(({ database }) => app.purgeLeadsOlderThan(database.db, days));
  console.log(`Deleted ${purged} ${purged === 1 ? "lead" : "leads"} older than ${days} days.`);
});
