// PostgreSQL starts only on a cluster no other account may open. Run as root, the server runs the engine
// as an account of its own, and that account takes the others' access off the cluster at each start: a
// copy made carelessly, or restored by hand, would otherwise keep the site from starting.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "../../database/client.server";
import { engineFiles } from "../../database/embedded-postgres.server";
import { copyEmbeddedTemplate } from "../support/test-templates";
import { endScratch, tempDataDir } from "./engine-processes";

afterEach(endScratch);

/** Every folder and file under `folder`, itself included. */
function entries(folder: string): string[] {
  const found = [folder];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true }))
    found.push(path.join(entry.parentPath, entry.name));
  return found;
}

it.skipIf(process.getuid?.() !== 0)(
  "as root, a cluster left open to other accounts is made private at start, though DATA_DIR sits in a private folder",
  async () => {
    // mkdtemp makes the folder its owner's only (0700), as /root is: the engine's account cannot pass through it.
    const parent = tempDataDir("agency-private-parent-");
    expect(fs.statSync(parent).mode & 0o777).toBe(0o700);
    const dataDir = path.join(parent, "data");
    if (!copyEmbeddedTemplate(dataDir)) await (await openDatabase({ dataDir })).close();
    const { cluster } = engineFiles(dataDir);
    for (const entry of entries(cluster)) fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o777 : 0o666);

    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
    const openToOthers = entries(cluster).filter((entry) => (fs.statSync(entry).mode & 0o077) !== 0);
    expect(openToOthers).toEqual([]);
  },
);
