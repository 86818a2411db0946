import { ArrowRight, Download, Signpost, Upload } from "lucide-react";
import { useRef } from "react";
import { Link, href, useFetcher, useSearchParams } from "react-router";
import { ActionButton } from "~/components/admin/action-button";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Field } from "~/components/admin/field";
import { RecordFormActions } from "~/components/admin/record-form-actions";
import { useRecordForm } from "~/components/forms/use-record-form";
import { useResultToast } from "~/components/forms/use-schema-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { dateTime } from "~/lib/format";
import type { FormResult } from "~/lib/form-result";
import {
  type NotFoundView,
  PATH_MAX,
  REDIRECT_INTENTS,
  REDIRECT_MESSAGES,
  type RedirectField,
  type RedirectView,
} from "./paths";

// The Redirects screen: old addresses sent on to new ones (added here, imported, or made when a
// live page's slug changed), and the addresses visitors asked for that the site does not have,
// each one tap from becoming a redirect. Laid out as cards, so it reads on a phone as on a desk.
// What the form holds is in the address (`?edit=<id>`, `?source=<path>`): Edit and "Redirect this"
// are links, so they work before the page's script has loaded, and a reload keeps the form.

/** What the form holds: a new redirect, or the one being changed. */
interface Draft {
  id?: string;
  source: string;
  target: string;
  status: string;
}

const EMPTY: Draft = { source: "", target: "", status: "301" };

/** The form's redirect, from the address: the one `?edit=` names, or a new one from `?source=`. */
function draftOf(search: URLSearchParams, redirects: RedirectView[]): Draft {
  const editing = redirects.find((redirect) => redirect.id === search.get("edit"));
  if (editing) return { ...editing, status: String(editing.status) };
  return { ...EMPTY, source: search.get("source") ?? "" };
}

export function RedirectsPage({ redirects, notFound }: { redirects: RedirectView[]; notFound: NotFoundView[] }) {
  const [search, setSearch] = useSearchParams();
  const draft = draftOf(search, redirects);
  const reset = () => setSearch({}, { replace: true, preventScrollReset: true });
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<Signpost aria-hidden />} title="Redirects">
        When a page moves, its old address keeps working here: visitors and search engines are sent on to the new one,
        and the page keeps its ranking. A live article or case study whose slug you change gets its redirect
        automatically.
      </AdminPageHeader>
      {/* A new key empties or refills the form's (uncontrolled) fields. */}
      <RedirectForm key={search.toString()} draft={draft} onDone={reset} />
      <CsvTools />
      <RedirectList redirects={redirects} />
      <NotFoundLog paths={notFound} />
    </main>
  );
}

function RedirectForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { fetcher, failure, value, alert } = useRecordForm<RedirectField>(
    draft,
    { saved: REDIRECT_MESSAGES.added, failed: REDIRECT_MESSAGES.saveFailed },
    onDone,
  );
  const editing = Boolean(draft.id);
  // Opened from a redirect or a missing page: the new address is what is left to type.
  const targetFirst = Boolean(draft.source);
  return (
    <section aria-labelledby="redirect-form-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="redirect-form-heading" className="text-xl font-semibold">
        {editing ? `Change the redirect from ${draft.source}` : "Add a redirect"}
      </h2>
      <fetcher.Form method="post" className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start" noValidate>
        <input type="hidden" name="intent" value={REDIRECT_INTENTS.save} />
        {draft.id ? <input type="hidden" name="id" value={draft.id} /> : null}
        <Field
          label="Old address"
          error={failure?.fieldErrors?.source}
          hint="The path people still visit, such as /old-offer."
        >
          {(control) => (
            <Input
              {...control}
              name="source"
              defaultValue={value("source")}
              maxLength={PATH_MAX}
              required
              autoCapitalize="none"
              spellCheck={false}
              placeholder="/old-offer"
            />
          )}
        </Field>
        <Field
          label="New address"
          error={failure?.fieldErrors?.target}
          hint="A path of this site, such as /services/seo."
        >
          {(control) => (
            <Input
              {...control}
              name="target"
              defaultValue={value("target")}
              autoFocus={targetFirst}
              maxLength={PATH_MAX}
              required
              autoCapitalize="none"
              spellCheck={false}
              placeholder="/services/seo"
            />
          )}
        </Field>
        <Field label="Kind" error={failure?.fieldErrors?.status}>
          {(control) => (
            <Select {...control} name="status" defaultValue={value("status")}>
              <option value="301">301: moved for good</option>
              <option value="302">302: for now</option>
            </Select>
          )}
        </Field>
        <RecordFormActions
          busy={fetcher.state !== "idle"}
          label={editing ? "Save the redirect" : "Add the redirect"}
          cancel={targetFirst}
          alert={alert}
          className="md:col-span-3"
        />
      </fetcher.Form>
    </section>
  );
}

/** Download every redirect as a spreadsheet, or bring many in at once from one. */
function CsvTools() {
  const fetcher = useFetcher<FormResult>();
  const input = useRef<HTMLInputElement>(null);
  useResultToast(
    fetcher.data,
    {
      success: { title: "Redirects imported", description: fetcher.data?.ok ? fetcher.data.message : undefined },
      failure: { title: "Error", description: REDIRECT_MESSAGES.importFailed },
      serverMessage: true,
    },
    () => {
      if (input.current) input.current.value = "";
    },
  );
  const csv = href("/admin/api/redirects.csv");
  return (
    <section aria-labelledby="csv-heading" className="grid gap-3 rounded-xl border p-4 md:p-6">
      <h2 id="csv-heading" className="text-xl font-semibold">
        Many at once
      </h2>
      <p className="text-sm text-muted-foreground">
        A spreadsheet saved as CSV with the columns Source, Target and Status (301 or 302; empty is 301). A row whose
        old address already redirects changes that redirect. Moving from WordPress? The Redirection plugin&apos;s CSV
        export has the same first two columns.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Button asChild variant="outline">
          <a href={csv} download>
            <Download aria-hidden /> Download as CSV
          </a>
        </Button>
        <fetcher.Form
          method="post"
          action={csv}
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-2"
        >
          <Field label="CSV file to import">
            {(control) => <Input {...control} ref={input} type="file" name="file" accept=".csv,text/csv" required />}
          </Field>
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
            <Upload aria-hidden /> Import
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}

function RedirectList({ redirects }: { redirects: RedirectView[] }) {
  return (
    <section aria-labelledby="redirects-heading" className="grid gap-3">
      <h2 id="redirects-heading" className="text-xl font-semibold">
        Your redirects ({redirects.length})
      </h2>
      {redirects.length === 0 ? (
        <p className="text-muted-foreground">
          No redirects yet. Add one above, or turn a page not found below into one.
        </p>
      ) : (
        <ul className="grid gap-3">
          {redirects.map((redirect) => (
            <li key={redirect.id} className="grid gap-2 rounded-xl border p-4">
              <p className="flex flex-wrap items-center gap-2 font-mono text-sm break-all">
                <span>{redirect.source}</span>
                <ArrowRight aria-label="goes to" className="size-4 shrink-0" />
                <span>{redirect.target}</span>
              </p>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant="outline">{redirect.status === 302 ? "302: for now" : "301: moved for good"}</Badge>
                {redirect.automatic ? <Badge variant="secondary">Added when the slug changed</Badge> : null}
                <span>
                  {redirect.hits === 1 ? "Followed once" : `Followed ${redirect.hits.toLocaleString("en-IN")} times`}
                  {redirect.lastHitAt ? `, last on ${dateTime(redirect.lastHitAt)}` : ""}
                </span>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={`?edit=${redirect.id}`} aria-label={`Edit the redirect from ${redirect.source}`}>
                    Edit
                  </Link>
                </Button>
                <ActionButton
                  intent={REDIRECT_INTENTS.remove}
                  id={redirect.id}
                  label="Remove"
                  done={REDIRECT_MESSAGES.removed}
                  failed={REDIRECT_MESSAGES.removeFailed}
                  confirm={`Remove the redirect from ${redirect.source}? Visitors to it will see "Page not found".`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotFoundLog({ paths }: { paths: NotFoundView[] }) {
  return (
    <section aria-labelledby="not-found-heading" className="grid gap-3">
      <h2 id="not-found-heading" className="text-xl font-semibold">
        Pages not found
      </h2>
      <p className="text-sm text-muted-foreground">
        Addresses of this site that visitors asked for in the last 90 days and that do not exist, most visited first.
        Only the address and the site that linked to it are noted, nothing about the visitor.
      </p>
      {paths.length === 0 ? (
        <p className="text-muted-foreground">No missing pages noted. Every address visitors asked for was found.</p>
      ) : (
        <ul className="grid gap-3">
          {paths.map((entry) => (
            <li key={entry.path} className="grid gap-2 rounded-xl border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="grid gap-1">
                <p className="font-mono text-sm break-all">{entry.path}</p>
                <p className="text-sm text-muted-foreground">
                  {entry.hits === 1 ? "Asked for once" : `Asked for ${entry.hits.toLocaleString("en-IN")} times`}, last
                  on {dateTime(entry.lastSeenAt)}
                  {entry.referrerHost ? `, linked from ${entry.referrerHost}` : ""}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`?${new URLSearchParams({ source: entry.path })}`}
                  aria-label={`Redirect this: ${entry.path}`}
                >
                  Redirect this
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
