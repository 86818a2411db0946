// A new cluster holding a logical dump's rows, at the schema they were saved with: both a restore and the
// conversion of the earlier version's data come here. The migrations after the dump's are applied when the
// directory is next opened (openDatabase), as for any database a newer version finds.
import fs from "node:fs";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { BackupError } from "./backup-archive.server.ts";
import { withEngineSession } from "./embedded-postgres.server.ts";
import { loadDump, readDumpHeader } from "./logical-dump.server.ts";

/**
 * Creates the cluster of `dataDir` (which has none), brings it to the dump's schema and loads the rows.
 * The caller owns `dataDir`: no server may use it meanwhile. `scratchDir` holds a cut copy of the
 * migrations while this runs.
 */
export async function clusterFromDump(
  dataDir: string,
  dumpFile: string,
  options: { migrationsFolder: string; scratchDir: string },
): Promise<void> {
  const { migrations } = await readDumpHeader(dumpFile);
  const migrationsFolder = migrationsUpTo(options.migrationsFolder, migrations, options.scratchDir);
  try {
    await withEngineSession(dataDir, async (client) => {
      await migrate(drizzle(client), { migrationsFolder });
      await loadDump(client, dumpFile);
    });
  } finally {
    if (migrationsFolder !== options.migrationsFolder) fs.rmSync(migrationsFolder, { recursive: true, force: true });
  }
}

interface Journal {
  entries: { tag: string }[];
}

/**
 * The migrations folder as it was when the database had its first `count` migrations: drizzle applies every
 * migration its journal lists, so a copy whose journal lists only those is made in `scratchDir`.
 */
function migrationsUpTo(folder: string, count: number, scratchDir: string): string {
  const journalFile = path.join("meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(path.join(folder, journalFile), "utf8")) as Journal;
  if (count > journal.entries.length) {
    throw new BackupError(
      `The saved database is from a newer version of the site (${count} schema migrations; this version has ${journal.entries.length}): restore it with that version or a later one.`,
    );
  }
  if (count === journal.entries.length) return folder;
  const copy = path.join(scratchDir, "migrations");
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(path.join(copy, "meta"), { recursive: true, mode: 0o700 });
  const kept = journal.entries.slice(0, count);
  for (const { tag } of kept) fs.copyFileSync(path.join(folder, `${tag}.sql`), path.join(copy, `${tag}.sql`));
  fs.writeFileSync(path.join(copy, journalFile), JSON.stringify({ ...journal, entries: kept }));
  return copy;
}
