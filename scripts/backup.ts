// npm run backup [-- --out FILE] [-- --keep-days N]
// Saves the embedded database (a consistent snapshot), the uploaded images, the generated auth secret and a
// copy of the erasure ledger into one .tar.gz: FILE, or backups/sparkline-<UTC time>.tar.gz beside
// DATA_DIR, where archives older than N days (default 30) are then deleted, so a deleted lead leaves the
// backups too. The server may keep running: the database is then read through its engine, in one
// transaction, while it goes on writing. With DATABASE_URL it prints the pg_dump way.
import { parseArgs } from "node:util";
import path from "node:path";
import {
  backupSettings,
  bucketCopyCommand,
  createBackup,
  describeCounts,
  removeOldArchives,
} from "../database/backup.server.ts";
import { authSecret } from "../app/infrastructure/auth-secret.server.ts";
import { env } from "../app/infrastructure/env.server.ts";
import { ledgerKey, ledgerText, openErasureLedger } from "../app/infrastructure/erasure-ledger.server.ts";
import { runCommand } from "./command.ts";

await runCommand(async () => {
  const config = backupSettings(env());
  const { values } = parseArgs({
    options: { out: { type: "string" }, "keep-days": { type: "string", default: "30" } },
  });
  const keepDays = Number(values["keep-days"]);
  if (!Number.isInteger(keepDays) || keepDays < 1) {
    console.error("--keep-days must be a whole number of days, 1 or more.");
    process.exit(1);
  }
  const secret = authSecret(config);
  if (!secret) {
    console.warn(
      "BETTER_AUTH_SECRET: unset, and DATA_DIR holds no auth-secret, so the erasure ledger cannot be read: this backup carries no copy of it.",
    );
  }
  let erased: number | undefined;
  const { file, bytes, manifest, online } = await createBackup({
    dataDir: config.dataDir,
    outFile: values.out,
    bucket: config.S3_BUCKET,
    erasureLedger:
      secret === undefined
        ? undefined
        : async () => {
            const key = ledgerKey(secret);
            const entries = await openErasureLedger(config, key).entries();
            erased = entries.length;
            return Buffer.from(ledgerText(key, entries));
          },
  });
  const images = "files" in manifest.uploads ? `, ${manifest.uploads.files} image files` : "";
  const ledger = erased === undefined ? "" : `, an erasure ledger of ${erased} ${erased === 1 ? "entry" : "entries"}`;
  const size = `${(bytes / 1024 / 1024).toFixed(1)} MB${online ? ", taken while the server ran" : ""}`;
  console.log(`Saved ${file} (${size}): ${describeCounts(manifest.counts)}${images}${ledger}.`);
  // Only the backups folder the command names itself: a file chosen with --out may sit among other files.
  if (!values.out) {
    const removed = removeOldArchives(path.dirname(file), keepDays);
    if (removed.length) console.log(`Deleted ${removed.length} older than ${keepDays} days: ${removed.join(", ")}.`);
  }
  if (config.S3_BUCKET) {
    console.log(
      `Images are in the S3 bucket, not in this archive: copy it too, e.g. ${bucketCopyCommand(config, "backup")}`,
    );
  }
});
