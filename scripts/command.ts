// What the npm commands share: one-line messages (not stack traces) for the problems an operator
// can fix, and the server build's exports for the commands that need the whole app.
import fs from "node:fs";
import path from "node:path";
import { createFilesPrivately } from "../database/private-files.server.ts";

export type ServerBuild = typeof import("../server/app.ts");

const operatorErrors = [
  "WeakPasswordError",
  "LastOwnerError",
  "ConfigError",
  "DatabaseLockedError",
  "EngineUnavailableError",
  "BackupError",
  "LegacyDataError",
];

/** Runs a command; a problem the operator can fix (or a wrong option) ends it with its message alone. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  // Backups, restored data and anything the server build writes hold personal data.
  createFilesPrivately();
  try {
    await work();
  } catch (error) {
    const badArguments = (error as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS");
    if (!(error instanceof Error && (badArguments || operatorErrors.includes(error.name)))) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export async function runWithBuild(work: (app: ServerBuild) => Promise<void>): Promise<void> {
  const serverBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
  if (!fs.existsSync(serverBuild)) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  await runCommand(async () => work((await import(serverBuild)) as ServerBuild));
}
