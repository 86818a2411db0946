// npm run restore's part in the erasure ledger (ADR 048). The ledger lives outside DATA_DIR, so a restore
// leaves it alone; the copy in the archive is added to it, so that whoever was erased before the backup
// stays erased whichever archive is restored later, even where the current ledger was lost or is new.
import { authSecret } from "../app/infrastructure/auth-secret.server.ts";
import { ConfigError, type Env } from "../app/infrastructure/env.server.ts";
import { ledgerKey, openErasureLedger, readLedgerText } from "../app/infrastructure/erasure-ledger.server.ts";

/**
 * Adds the entries of `archive`'s erasure ledger (`text`) to the current ledger, both read with the secret
 * the restored site will have: BETTER_AUTH_SECRET, or the auth-secret restored into `restoredDataDir`.
 * Returns how many erasures the current ledger then holds.
 */
export async function mergeBackupLedger(
  config: Env,
  restoredDataDir: string,
  text: string,
  archive: string,
): Promise<number> {
  const secret = authSecret({ BETTER_AUTH_SECRET: config.BETTER_AUTH_SECRET, dataDir: restoredDataDir });
  if (!secret) {
    throw new ConfigError(
      `BETTER_AUTH_SECRET: ${archive} holds no auth-secret to read its erasure ledger with; set BETTER_AUTH_SECRET to the secret the site ran with`,
    );
  }
  const key = ledgerKey(secret);
  const ledger = openErasureLedger(config, key);
  await ledger.add(readLedgerText(key, text, archive));
  return (await ledger.entries()).length;
}
