import fs from "node:fs";
import path from "node:path";
import { dataDir } from "../../playwright.config";

/**
 * The lead alerts the server wrote to its outbox (no SMTP in tests). A lead is stored
 * before its alert is sent, so an alert proves the lead is in the database.
 */
export async function waitForLeadAlert(name: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), "utf8");
      if (text.includes(`Name: ${name}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No lead alert for ${name}`);
}
