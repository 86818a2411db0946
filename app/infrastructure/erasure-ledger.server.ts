// The erasure ledger (ADR 048): who was erased at their request, as keyed hashes of their e-mail
// address and phone, so that nobody comes back from a backup. It lives outside what a restore
// replaces: a file beside DATA_DIR (ERASURE_LEDGER_PATH), or an object in the S3 bucket when the
// images are there. Every backup carries a copy, a restore merges that copy in, and the server
// applies the ledger at every start.
import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, NoSuchKey, PutObjectCommand } from "@aws-sdk/client-s3";
// Relative and with their extension: npm run backup and npm run restore load this module with plain Node.
import type { Env } from "./env.server.ts";
import { ConfigError } from "./env.server.ts";
import { s3Client, s3Settings } from "./s3-storage.server.ts";

/** One erasure: when, the request, and the keyed hashes of the address and phone it covered. */
export interface LedgerEntry {
  at: string;
  request: string;
  email: string | null;
  phone: string | null;
}

/** The ledger's name in a backup archive and in the S3 bucket. */
export const LEDGER_NAME = "erasure-ledger.jsonl";

/** Keyed hashes of a person's address (lower case) and phone (E.164); the key never leaves the server. */
export interface LedgerKey {
  email(address: string): string;
  phone(e164: string): string;
  /** Written at the ledger's top: a ledger made with another key is refused, not silently ignored. */
  check: string;
}

export function ledgerKey(secret: string): LedgerKey {
  const key = createHmac("sha256", secret).update("erasure-ledger").digest();
  const hash = (text: string) => createHmac("sha256", key).update(text).digest("hex");
  return {
    email: (address) => hash(`email:${address.trim().toLowerCase()}`),
    phone: (e164) => hash(`phone:${e164}`),
    check: hash("check"),
  };
}

export interface ErasureLedger {
  /** Where it is kept, as the docs and the logs say it. */
  where: string;
  entries(): Promise<LedgerEntry[]>;
  /** Adds entries (an entry of a request already there is kept once). */
  add(entries: readonly LedgerEntry[]): Promise<void>;
}

/** The erasure ledger of this server and the key its entries are hashed with. */
export interface Erasures {
  ledger: ErasureLedger;
  key: LedgerKey;
}

/** The ledger as text: a header with the key's check, then one entry a line. */
export function ledgerText(key: LedgerKey, entries: readonly LedgerEntry[]): string {
  return [JSON.stringify({ erasureLedger: 1, check: key.check }), ...entries.map((entry) => JSON.stringify(entry))]
    .map((line) => `${line}\n`)
    .join("");
}

/** The entries of a ledger's text; refused when it was written with another key. */
export function readLedgerText(key: LedgerKey, text: string, where: string): LedgerEntry[] {
  const [header, ...lines] = text.split("\n").filter((line) => line.trim());
  if (!header) return [];
  const check = Buffer.from(String((JSON.parse(header) as { check?: unknown }).check ?? ""));
  const expected = Buffer.from(key.check);
  if (check.length !== expected.length || !timingSafeEqual(check, expected)) {
    throw new ConfigError(
      `BETTER_AUTH_SECRET: the erasure ledger at ${where} was written with another secret, so it cannot recognise the people erased; start with the secret it was written with`,
    );
  }
  return lines.map((line) => JSON.parse(line) as LedgerEntry);
}

/** `entries` with `more` added, each request's entry once, oldest first. */
export function mergeEntries(entries: readonly LedgerEntry[], more: readonly LedgerEntry[]): LedgerEntry[] {
  const byRequest = new Map(entries.map((entry) => [entry.request, entry]));
  for (const entry of more) if (!byRequest.has(entry.request)) byRequest.set(entry.request, entry);
  return [...byRequest.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** Where the ledger is kept with these settings, and how it is read and written. */
export function openErasureLedger(config: Env, key: LedgerKey): ErasureLedger {
  const s3 = s3Settings(config);
  if (s3 && !config.ERASURE_LEDGER_PATH) {
    const { bucket } = s3;
    const client = s3Client(s3);
    const where = `s3://${bucket}/${LEDGER_NAME}`;
    const read = async () => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: LEDGER_NAME }));
        return readLedgerText(key, (await object.Body?.transformToString()) ?? "", where);
      } catch (error) {
        if (error instanceof NoSuchKey) return [];
        throw error;
      }
    };
    return {
      where,
      entries: read,
      async add(more) {
        const text = ledgerText(key, mergeEntries(await read(), more));
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: LEDGER_NAME, Body: text, ContentType: "application/jsonl" }),
        );
      },
    };
  }
  return fileLedger(path.resolve(config.ERASURE_LEDGER_PATH ?? `${config.dataDir}.erasure-ledger`), key);
}

/** A ledger kept in one file. */
export function fileLedger(file: string, key: LedgerKey): ErasureLedger {
  const read = async () => {
    const text = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return "";
      throw error;
    });
    return readLedgerText(key, text, file);
  };
  return {
    where: file,
    entries: read,
    async add(more) {
      // Written whole beside it, then renamed over it: a crash leaves the old ledger or the new one.
      const text = ledgerText(key, mergeEntries(await read(), more));
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.partial`;
      await fs.writeFile(partial, text, { mode: 0o600 });
      await fs.rename(partial, file);
    },
  };
}
