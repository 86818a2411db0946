import { parse } from "csv-parse/sync";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { adminAction } from "~/features/auth";
import { databaseContext, publicPagesContext } from "~/infrastructure/context";
import { FieldRefusedError, type FormOutcome, fieldRefusal, formReply } from "~/lib/form-result";
import { forgetNotFound } from "./not-found-log.server";
import { REDIRECT_FIELDS, REDIRECT_INTENTS, REDIRECT_MESSAGES, type RedirectField, redirectSchema } from "./paths";
import { type LivePages, REDIRECTS_MAX, removeRedirect, saveRedirect } from "./store.server";

// The Redirects screen's actions (Owner, Admin, Editor), declared for the admin gate (ADR 030). Each
// that changes a redirect tells the page caches that public content changed, which also makes every
// instance read the redirects again.

/** The largest CSV an import takes: 10,000 rows of two addresses fit well within it. */
const IMPORT_MAX_BYTES = 1024 * 1024;

const dbOf = (context: Readonly<RouterContextProvider>) => context.get(databaseContext).db;

/** A saved or removed redirect changes what the site answers. */
function changed(context: Readonly<RouterContextProvider>) {
  context.get(publicPagesContext).contentChanged();
}

/** One row of an import, its line in the file, and what the redirect screen's form would say of it. */
interface ImportedRow {
  line: number;
  cells: string[];
}

/** A spreadsheet's cell as exported (csvCell put a `'` before a formula-like start): read back as typed. */
const asTyped = (cell: string | undefined) => (cell ?? "").replace(/^'(?=[=+\-@\t\r])/, "").trim();

/** The file's rows, a header row (Source, Target, Status) left out; undefined when it is not CSV. */
function csvRows(text: string): ImportedRow[] | undefined {
  try {
    const records = parse(text.replace(/^\uFEFF/, ""), {
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const rows = records.map(({ record, info }) => ({ line: info.lines, cells: record.map(asTyped) }));
    return rows[0]?.cells[0]?.toLowerCase() === "source" ? rows.slice(1) : rows;
  } catch {
    return undefined;
  }
}

/**
 * The screen's actions, and the import posted to the CSV's own address (an upload is a route's one
 * action); `livePages` reads which pages of the site answer now.
 */
export function redirectActions(livePages: LivePages) {
  const screen = [
    adminAction({
      intent: REDIRECT_INTENTS.save,
      permission: "content",
      schema: z.object({ id: z.union([z.literal(""), z.uuid()]).optional() }).and(redirectSchema),
      fields: REDIRECT_FIELDS,
      audit: { label: "Saved a redirect", keep: { status: "status" } },
      run: async ({ input, values, context }) => {
        const db = dbOf(context);
        let outcome: FormOutcome<RedirectField>;
        try {
          const id = await saveRedirect(db, { ...input, id: input.id || undefined }, await livePages(db));
          await forgetNotFound(db, input.source);
          changed(context);
          outcome = { ok: true, id };
        } catch (error) {
          if (!(error instanceof FieldRefusedError)) throw error;
          outcome = fieldRefusal(error, values);
        }
        return formReply(outcome);
      },
    }),
    adminAction({
      intent: REDIRECT_INTENTS.remove,
      permission: "content",
      schema: z.object({ id: z.uuid(REDIRECT_MESSAGES.notFound) }),
      audit: { label: "Removed a redirect" },
      run: async ({ input, context }) => {
        if (!(await removeRedirect(dbOf(context), input.id))) {
          return formReply({ ok: false, reason: "not-found", message: REDIRECT_MESSAGES.notFound });
        }
        changed(context);
        return formReply({ ok: true });
      },
    }),
  ];
  const csvImport = adminAction({
    intent: null,
    permission: "content",
    body: { kind: "upload", maxBytes: () => IMPORT_MAX_BYTES },
    schema: z.object({ file: z.instanceof(File, { error: "Choose a CSV file to import." }) }),
    audit: { action: "redirects-import", label: "Imported redirects" },
    run: async ({ input, context }) => {
      const rows = csvRows(await input.file.text());
      if (!rows || rows.length === 0) {
        const message = "That file has no rows of CSV: save the sheet as CSV with the columns Source, Target, Status.";
        return formReply({ ok: false, reason: "invalid", message });
      }
      if (rows.length > REDIRECTS_MAX) {
        const message = `A file takes at most ${REDIRECTS_MAX.toLocaleString("en-IN")} redirects.`;
        return formReply({ ok: false, reason: "invalid", message });
      }
      const db = dbOf(context);
      // Read once for the whole file, not once a row.
      const livePage = await livePages(db);
      let saved = 0;
      const refused: string[] = [];
      for (const { line, cells } of rows) {
        const [source, target, status] = cells;
        const checked = redirectSchema.safeParse({ source, target, status });
        try {
          if (!checked.success) throw new FieldRefusedError("source", checked.error.issues[0]!.message);
          await saveRedirect(db, { ...checked.data, replace: true }, livePage);
          await forgetNotFound(db, checked.data.source);
          saved += 1;
        } catch (error) {
          if (!(error instanceof FieldRefusedError)) throw error;
          refused.push(`line ${line}: ${error.message}`);
        }
      }
      if (saved > 0) changed(context);
      const counted = `Imported ${saved} of ${rows.length} redirects.`;
      const message = refused.length
        ? `${counted} Not imported: ${refused.slice(0, 5).join("; ")}${refused.length > 5 ? `; and ${refused.length - 5} more` : ""}.`
        : counted;
      return formReply(saved > 0 ? { ok: true, message } : { ok: false, reason: "invalid", message });
    },
  });
  return { screen, csvImport };
}
