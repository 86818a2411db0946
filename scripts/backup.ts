// npm run backup [-- --out FILE]
// Saves the embedded database (a consistent snapshot), the uploaded images and the generated auth secret
// into one .tar.gz: FILE, or backups/sparkline-<UTC time>.tar.gz beside DATA_DIR. The server may keep
// running: the database is then read through its engine, in one transaction, while it goes on writing.
// With DATABASE_URL it prints the pg_dump way.
import { parseArgs } from "node:util";
import { backupSettings, bucketCopyCommand, createBackup, describeCounts } from "../database/backup.server.ts";
import { env } from "../app/infrastructure/env.server.ts";
import { runCommand } from "./command.ts";

await runCommand(async () => {
  const config = backupSettings(env());
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const { file, bytes, manifest, online } = await createBackup({
    dataDir: config.dataDir,
    outFile: values.out,
    bucket: config.S3_BUCKET,
  });
  const images = "files" in manifest.uploads ? `, ${manifest.uploads.files} image files` : "";
  const size = `${(bytes / 1024 / 1024).toFixed(1)} MB${online ? ", taken while the server ran" : ""}`;
  console.log(`Saved ${file} (${size}): ${describeCounts(manifest.counts)}${images}.`);
  if (config.S3_BUCKET) {
    console.log(
      `Images are in the S3 bucket, not in this archive: copy it too, e.g. ${bucketCopyCommand(config, "backup")}`,
    );
  }
});
