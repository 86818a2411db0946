// npm run restore -- FILE [--force]
// Recreates DATA_DIR from a `npm run backup` archive, of this version or of the earlier one that ran PGlite,
// and migrates it to the current schema. DATA_DIR must be new or empty; --force moves existing data aside
// to <DATA_DIR>.before-restore-<UTC time> (the server must be stopped). The archive's copy of the erasure
// ledger is merged into the current ledger, which the server applies when it starts. With DATABASE_URL it
// prints the pg_restore way.
import { parseArgs } from "node:util";
import {
  BackupError,
  backupSettings,
  bucketCopyCommand,
  describeCounts,
  restoreBackup,
} from "../database/backup.server.ts";
import { env } from "../app/infrastructure/env.server.ts";
import { runCommand } from "./command.ts";
import { mergeBackupLedger } from "./restore-ledger.ts";

await runCommand(async () => {
  const config = backupSettings(env());
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) throw new BackupError("Usage: npm run restore -- FILE [--force]");
  let erased: number | undefined;
  const { manifest, counts, movedAside } = await restoreBackup({
    archive,
    dataDir: config.dataDir,
    force: values.force,
    erasureLedger: async (text, restoredDataDir) => {
      erased = await mergeBackupLedger(config, restoredDataDir, text, archive);
    },
  });
  if (movedAside) console.log(`Moved the previous data to ${movedAside}.`);
  const images = "files" in manifest.uploads ? `, ${manifest.uploads.files} image files` : "";
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${describeCounts(counts)}${images}.`,
  );
  if (erased !== undefined) {
    const kept =
      erased === 1 ? "1 person erased at their request stays" : `${erased} people erased at their request stay`;
    console.log(`Merged the backup's erasure ledger: ${kept} erased (applied when the server starts).`);
  }
  if ("bucket" in manifest.uploads) {
    console.log(
      `Images were in the S3 bucket ${manifest.uploads.bucket}, not in this archive: copy them back, e.g. ` +
        bucketCopyCommand({ ...config, S3_BUCKET: manifest.uploads.bucket }, "restore"),
    );
  }
});
