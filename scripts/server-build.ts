// What the npm commands share: the server build's exports, and one-line messages (not stack
// traces) for the problems an operator can fix.
import fs from "node:fs";
import path from "node:path";

export type ServerBuild = typeof import("../server/app.ts");

const operatorErrors = ["WeakPasswordError", "ConfigError", "DatabaseLockedError"];

export async function runWithBuild(work: (app: ServerBuild) => Promise<void>): Promise<void> {
  const serverBuild = path.resolve(import.meta.dirname, "../build/server/index.js");
  if (!fs.existsSync(serverBuild)) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  try {
    await work((await import(serverBuild)) as ServerBuild);
  } catch (error) {
    if (error instanceof Error && operatorErrors.includes(error.name)) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
