import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env.server";

/** Where the server keeps the secret it generated, inside DATA_DIR (a backup carries it). */
export const authSecretFile = (dataDir: string) => path.join(dataDir, "auth-secret");

/**
 * BETTER_AUTH_SECRET signs session cookies and the links sent by e-mail, and keys the erasure
 * ledger. With PostgreSQL (several instances) it must be set; with the embedded database one is
 * generated once (`generate`) and kept in the data directory. undefined: none yet, and none made.
 */
export function authSecret(config: Pick<Env, "BETTER_AUTH_SECRET" | "dataDir">, generate: true): string;
export function authSecret(config: Pick<Env, "BETTER_AUTH_SECRET" | "dataDir">, generate?: false): string | undefined;
export function authSecret(config: Pick<Env, "BETTER_AUTH_SECRET" | "dataDir">, generate = false) {
  // With DATABASE_URL the settings check has made sure it is set.
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const file = authSecretFile(config.dataDir);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    if (!generate) return undefined;
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
