// Run by legacy-pglite.server.ts as a child process (node --liftoff-only database/legacy-pglite-export.ts
// PGLITE_DIR DUMP_FILE): opens the earlier version's PGlite database, as that version did, and writes its
// rows as a logical dump. PGlite (PostgreSQL compiled to WebAssembly) is loaded only here, so its memory
// is given back when the conversion ends. Reports the dump's summary and this process's peak memory to
// the parent; exits if the parent goes away, so that it never holds the database open on its own.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type DumpSummary, writeDump } from "./logical-dump.server.ts";

export interface ExportReport extends DumpSummary {
  /** Peak resident memory of this process, in bytes. */
  peakMemory: number;
}

const [pgliteDir, dumpFile] = process.argv.slice(2);
const reportToParent = process.send?.bind(process);
const exitWithParent = () => process.exit(1);
process.on("disconnect", exitWithParent);

try {
  if (!pgliteDir || !dumpFile || !reportToParent) throw new Error("usage: run by legacy-pglite.server.ts");
  const client = await PGlite.create({
    dataDir: pgliteDir,
    extensions: { pg_trgm },
    // PostgreSQL's default of 128 MB of buffers fills WebAssembly memory, which never shrinks, as the
    // tables are read; the engine of this version runs with 16 MB too.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  let summary: DumpSummary;
  try {
    summary = await writeDump(client, dumpFile);
  } finally {
    await client.close();
  }
  // maxRSS is in kibibytes.
  const report: ExportReport = { ...summary, peakMemory: process.resourceUsage().maxRSS * 1024 };
  process.off("disconnect", exitWithParent);
  reportToParent(report, undefined, undefined, () => process.disconnect?.());
} catch (error) {
  // One line for the parent's message; the parent has the rest of what this process wrote.
  console.error((error as Error).message.split("\n")[0]);
  process.exit(1);
}
