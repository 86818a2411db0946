import { MessageCircle, Settings } from "lucide-react";
import { useFetcher } from "react-router";
import { Field, FormAlert } from "~/components/admin/field";
import { AdminPageHeader } from "~/components/admin/page-header";
import { SavedListItem } from "~/components/admin/saved-list-item";
import { CheckedFetcherForm } from "~/components/forms/checked-fetcher-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { LEAD_LANGUAGE_NAMES } from "~/features/leads";
import { Textarea } from "~/components/ui/textarea";
import type { FormResult } from "~/lib/form-result";
import {
  MAX_REPLIES,
  REPLY_INTENTS,
  REPLY_LIMITS,
  REPLY_MESSAGES,
  REPLY_PLACEHOLDERS,
  type ReplyField,
  type WhatsAppReply,
  replySchema,
} from "./replies";

/**
 * The owner's Settings (`/admin/settings`): the WhatsApp replies offered on every lead's page, then
 * the screen's other sections (the lost reasons).
 * Contact details (phone, WhatsApp number, e-mail) stay in the environment (docs/configuration.md).
 */
export function SettingsPage({
  replies,
  greeting,
  children,
}: {
  replies: WhatsAppReply[];
  greeting: string;
  /** The screen's other sections, after the replies. */
  children?: React.ReactNode;
}) {
  return (
    <main className="mx-auto grid max-w-3xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<Settings aria-hidden />} title="Settings">
        How the agency works from a lead&apos;s page. The phone number, WhatsApp number and e-mail addresses are set
        where the site is run (its environment).
      </AdminPageHeader>
      <section aria-labelledby="replies-heading" className="grid gap-4">
        <h2 id="replies-heading" className="flex items-center gap-2 text-xl font-semibold">
          <MessageCircle className="size-5 text-emerald-700" aria-hidden />
          WhatsApp replies
        </h2>
        <p className="text-sm text-muted-foreground">
          A lead&apos;s WhatsApp button opens the chat with the greeting below; these replies are offered beside it, one
          tap each. In braces, the lead&apos;s own details are filled in:{" "}
          {Object.entries(REPLY_PLACEHOLDERS)
            .map(([name, meaning]) => `{${name}} ${meaning}`)
            .join(", ")}
          . A reply written in Hindi is the greeting of enquiries sent from the site&apos;s Hindi pages: their WhatsApp
          button opens with the first Hindi reply.
        </p>
        <div className="rounded-lg border bg-muted/40 p-4 text-sm">
          <p className="font-semibold">Greeting (the WhatsApp button&apos;s own message)</p>
          <p className="mt-1 text-muted-foreground">{greeting}</p>
        </div>
        {replies.length ? (
          <ul className="grid gap-3" aria-label="Your replies">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-lg border bg-background p-4">
                <SavedReply reply={reply} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No replies yet: add the messages you send most.</p>
        )}
        {replies.length < MAX_REPLIES ? (
          <div className="rounded-lg border bg-background p-4">
            <h3 className="mb-3 font-semibold">Add a reply</h3>
            <ReplyForm />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{REPLY_MESSAGES.tooMany}</p>
        )}
      </section>
      {children}
    </main>
  );
}

function SavedReply({ reply }: { reply: WhatsAppReply }) {
  return (
    <SavedListItem
      summary={
        <>
          <span className="font-semibold">{reply.name}</span>
          {reply.language === "hi" ? <span className="ml-2 text-xs text-muted-foreground">Hindi</span> : null}
          <span className="mt-1 block whitespace-pre-line text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {reply.body}
          </span>
        </>
      }
      removal={{
        intent: REPLY_INTENTS.remove,
        id: reply.id,
        question: `Delete the reply "${reply.name}"?`,
        label: `Delete the reply ${reply.name}`,
        text: "Delete this reply",
        removed: REPLY_MESSAGES.removed,
        removeFailed: REPLY_MESSAGES.removeFailed,
      }}
    >
      <ReplyForm reply={reply} />
    </SavedListItem>
  );
}

/** A new reply, or the changes to a saved one. */
function ReplyForm({ reply }: { reply?: WhatsAppReply }) {
  const fetcher = useFetcher<FormResult<ReplyField>>();
  const form = useSchemaForm<ReplyField>({
    schema: replySchema,
    limits: REPLY_LIMITS,
    result: fetcher.data,
    toasts: {
      success: { title: REPLY_MESSAGES.saved },
      failure: { title: "Error", description: REPLY_MESSAGES.saveFailed },
      serverMessage: true,
    },
  });
  const busy = fetcher.state !== "idle";
  return (
    <CheckedFetcherForm fetcher={fetcher} form={form} intent={REPLY_INTENTS.save} className="grid gap-3">
      {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
      <Field label="Name" error={form.errors.name} hint="What the lead's page shows, e.g. Price list">
        {(control) => <Input {...control} {...form.field("name")} defaultValue={form.values.name ?? reply?.name} />}
      </Field>
      <Field label="Message" error={form.errors.body}>
        {(control) => (
          <Textarea
            {...control}
            {...form.field("body")}
            rows={4}
            defaultValue={form.values.body ?? reply?.body}
            placeholder="Hello {name}, here are our prices for {service} in {city}: …"
          />
        )}
      </Field>
      <Field label="Language" hint="Hindi: offered first, and as the greeting, on enquiries from Hindi pages">
        {(control) => (
          <Select {...control} name="language" defaultValue={reply?.language ?? "en"} className="w-full sm:w-40">
            {/* The languages of the site's pages, named as the admin names a lead's. */}
            {Object.entries(LEAD_LANGUAGE_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormAlert message={form.message} />
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? "Saving..." : reply ? "Save changes" : "Add reply"}
      </Button>
    </CheckedFetcherForm>
  );
}
