// The database as a logical dump: every row of every table in schema `public`, as JSON lines, with the
// number of schema migrations it had. One format for backups, restores and the conversion of the earlier
// version's PGlite data; PostgreSQL of any version reads it back, as PGlite's and the engine's own file
// formats do not carry across. Rows are written by PostgreSQL itself (row_to_json) and read back by it
// (json_populate_recordset), never parsed here, so every value comes back exactly (microseconds, numbers
// past JavaScript's precision, JSON documents).
//
//   {"format":"sparkline-dump","version":1,"migrations":5}
//   {"table":"leads","columns":["id","name",…],"rows":2}
//   {"id":"…","name":"…",…}                  ← `rows` lines, one row each
//   {"sequence":"…","value":"42"}             ← each sequence of schema public that was used
//   {"end":true}
//
// This module is also loaded by the PGlite child process (legacy-pglite-export.ts), so it imports little.
import fs from "node:fs";
import readline from "node:readline";
import { BackupError } from "./backup-archive.server.ts";

/** What both PGlite and a node-postgres client offer. */
export interface SqlSession {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface DumpSummary {
  /** Schema migrations the database had (drizzle's bookkeeping): a restore recreates that schema first. */
  migrations: number;
  /** Rows saved per table. */
  rows: Record<string, number>;
}

interface DumpHeader {
  format: "sparkline-dump";
  version: 1;
  migrations: number;
}

interface TableHeader {
  table: string;
  columns: string[];
  rows: number;
}

/** Rows fetched from the cursor at once, and the most inserted by one statement (or fewer, see MAX_BATCH_BYTES). */
const BATCH_ROWS = 100;
/** Bounds the memory a batch of long rows (articles) takes. */
const MAX_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Writes `file` (owner-only) from one REPEATABLE READ READ ONLY transaction: a consistent snapshot while
 * other sessions keep writing. Rows are read through a cursor, a batch at a time.
 */
export async function writeDump(session: SqlSession, file: string): Promise<DumpSummary> {
  const out = await fs.promises.open(file, "wx", 0o600);
  try {
    const summary = await dumpRows(session, (lines) =>
      lines.length ? out.write(`${lines.join("\n")}\n`).then(() => {}) : Promise.resolve(),
    );
    await out.sync();
    return summary;
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    await out.close();
  }
}

async function dumpRows(session: SqlSession, write: (lines: string[]) => Promise<void>): Promise<DumpSummary> {
  await session.query("begin isolation level repeatable read read only");
  try {
    const migrations = await appliedMigrations(session);
    await write([JSON.stringify({ format: "sparkline-dump", version: 1, migrations } satisfies DumpHeader)]);
    const tables = await session.query<{ name: string; columns: string[] }>(
      `select c.relname as name, json_agg(a.attname order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind = 'r'
        group by c.relname
        order by c.relname`,
    );
    const rows: Record<string, number> = {};
    for (const { name, columns } of tables.rows) {
      const table = `public.${quoteIdentifier(name)}`;
      const counted = await session.query<{ count: number }>(`select count(*)::int as count from ${table}`);
      rows[name] = counted.rows[0]!.count;
      await write([JSON.stringify({ table: name, columns, rows: rows[name] } satisfies TableHeader)]);
      await session.query(`declare dump_rows no scroll cursor for select row_to_json(t)::text as row from ${table} t`);
      for (;;) {
        const batch = await session.query<{ row: string }>(`fetch forward ${BATCH_ROWS} from dump_rows`);
        await write(batch.rows.map(({ row }) => row));
        if (batch.rows.length < BATCH_ROWS) break;
      }
      await session.query("close dump_rows");
    }
    // A sequence is not part of the snapshot: its value may be ahead of the rows, which only skips numbers.
    const sequences = await session.query<{ name: string; value: string }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
    );
    await write(sequences.rows.map(({ name, value }) => JSON.stringify({ sequence: name, value })));
    await write([JSON.stringify({ end: true })]);
    return { migrations, rows };
  } finally {
    await session.query("rollback");
  }
}

async function appliedMigrations(session: SqlSession): Promise<number> {
  const present = await session.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!present.rows[0]?.present) return 0;
  const applied = await session.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  return applied.rows[0]!.count;
}

/** The dump's first line: which schema its rows fit. */
export async function readDumpHeader(file: string): Promise<DumpHeader> {
  for await (const line of readLines(file)) return parseHeader(file, line);
  throw notADump(file);
}

/**
 * The file's lines, read as they are asked for; the file is closed when the loop ends, early or not. Made
 * where the loop starts, as lines read before it asks for them are lost.
 */
async function* readLines(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file, "utf8");
  try {
    yield* readline.createInterface({ input, crlfDelay: Infinity });
  } finally {
    input.destroy();
  }
}

function parseHeader(file: string, line: string): DumpHeader {
  const header = parseLine<DumpHeader>(file, line);
  if (header.format !== "sparkline-dump" || header.version !== 1 || !Number.isInteger(header.migrations)) {
    throw notADump(file);
  }
  return header as DumpHeader;
}

function parseLine<Record>(file: string, line: string): Partial<Record> {
  try {
    return JSON.parse(line) as Partial<Record>;
  } catch {
    throw notADump(file);
  }
}

const notADump = (file: string) => new BackupError(`${file} is not a database dump of this site.`);

/**
 * Inserts the dump's rows into the tables of `session`'s database, which must have the dump's schema and
 * no rows, in one transaction. Triggers and foreign keys are not checked meanwhile (session_replication_role
 * = replica; the rows were consistent when saved), so the order of the tables does not matter.
 */
export async function loadDump(session: SqlSession, file: string): Promise<void> {
  const incomplete = new BackupError(`${file} is incomplete: the saved database was cut short.`);
  await session.query("begin");
  try {
    await session.query("set local session_replication_role = replica");
    let header: DumpHeader | undefined;
    let table: TableHeader | undefined;
    let read = 0;
    let batch: string[] = [];
    let batchBytes = 0;
    let ended = false;
    const insertBatch = async () => {
      if (!table || batch.length === 0) return;
      const columns = table.columns.map(quoteIdentifier).join(", ");
      const target = `public.${quoteIdentifier(table.table)}`;
      await session.query(
        `insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, $1::json)`,
        [`[${batch.join(",")}]`],
      );
      batch = [];
      batchBytes = 0;
    };
    for await (const line of readLines(file)) {
      if (!header) {
        header = parseHeader(file, line);
      } else if (table && read < table.rows) {
        // A row: counted by its table's line, so no row is ever taken for anything else.
        batch.push(line);
        batchBytes += line.length;
        read++;
        if (batch.length >= BATCH_ROWS || batchBytes >= MAX_BATCH_BYTES) await insertBatch();
      } else {
        await insertBatch();
        const record = parseLine<TableHeader & { sequence: string; value: string; end: true }>(file, line);
        if (ended) throw notADump(file);
        if (record.table !== undefined && Array.isArray(record.columns) && Number.isInteger(record.rows)) {
          table = record as TableHeader;
          read = 0;
        } else if (record.sequence !== undefined && record.value !== undefined) {
          await session.query("select setval($1::regclass, $2::bigint)", [
            `public.${quoteIdentifier(record.sequence)}`,
            record.value,
          ]);
        } else if (record.end === true) {
          ended = true;
        } else {
          throw notADump(file);
        }
      }
    }
    await insertBatch();
    if (!ended) throw incomplete;
    await session.query("commit");
  } catch (error) {
    await session.query("rollback");
    throw error;
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
