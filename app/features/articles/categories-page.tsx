import { FolderTree } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ActionButton } from "~/components/admin/action-button";
import { Field } from "~/components/admin/field";
import { RecordFormActions } from "~/components/admin/record-form-actions";
import { AdminPageHeader } from "~/components/admin/page-header";
import { useRecordForm } from "~/components/forms/use-record-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useSite } from "~/lib/site";
import { slugify } from "~/features/content-editing";
import {
  CATEGORY_INTENTS,
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  type CategoryField,
  type CategoryView,
} from "./categories";
import { categoryPath } from "./list-pages";

// The Categories screen: each category's name (what articles' Category field says), its address and
// the description its page opens with; and the names articles use that have no page yet. What the
// form holds is in the address (`?edit=<id>`, `?name=<name>`), so Edit and "Give it a page" are links.

export function CategoriesPage({
  categories,
  notSetUp,
}: {
  categories: CategoryView[];
  notSetUp: { name: string; articles: number }[];
}) {
  const [search, setSearch] = useSearchParams();
  const editing = categories.find((category) => category.id === search.get("edit"));
  const draft = editing ?? { id: undefined, name: search.get("name") ?? "", slug: "", description: "" };
  return (
    <main className="mx-auto grid max-w-5xl gap-8 px-4 py-8 md:px-8">
      <AdminPageHeader icon={<FolderTree aria-hidden />} title="Categories">
        Each category gets a page listing its articles, with your description at the top, and its own RSS feed. An
        article belongs to the category its Category field names.
      </AdminPageHeader>
      <CategoryForm
        key={search.toString()}
        draft={draft}
        onDone={() => setSearch({}, { replace: true, preventScrollReset: true })}
      />
      <section aria-labelledby="categories-heading" className="grid gap-3">
        <h2 id="categories-heading" className="text-xl font-semibold">
          Your categories ({categories.length})
        </h2>
        {categories.length === 0 ? (
          <p className="text-muted-foreground">No categories yet. Add one above, or give a name below a page.</p>
        ) : (
          <ul className="grid gap-3">
            {categories.map((category) => (
              <li key={category.id} className="grid gap-2 rounded-xl border p-4">
                <p className="font-semibold">{category.name}</p>
                <p className="text-sm text-muted-foreground">
                  <Link to={categoryPath(category.slug)} className="text-primary underline">
                    {categoryPath(category.slug)}
                  </Link>{" "}
                  · {category.published === 1 ? "1 published article" : `${category.published} published articles`}
                </p>
                {category.description ? <p className="text-sm">{category.description}</p> : null}
                <div className="flex flex-wrap gap-2">
                  <Button asChild variant="outline" size="sm">
                    <Link to={`?edit=${category.id}`} aria-label={`Edit the category ${category.name}`}>
                      Edit
                    </Link>
                  </Button>
                  <ActionButton
                    intent={CATEGORY_INTENTS.remove}
                    id={category.id}
                    label="Remove"
                    done={CATEGORY_MESSAGES.removed}
                    failed={CATEGORY_MESSAGES.removeFailed}
                    confirm={`Remove the category ${category.name}? Its page goes; its articles stay, with their Category as it is.`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {notSetUp.length ? (
        <section aria-labelledby="unset-heading" className="grid gap-3">
          <h2 id="unset-heading" className="text-xl font-semibold">
            Used by articles, without a page yet
          </h2>
          <ul className="grid gap-2">
            {notSetUp.map((unset) => (
              <li key={unset.name} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3">
                <span>
                  {unset.name}{" "}
                  <span className="text-sm text-muted-foreground">
                    ({unset.articles === 1 ? "1 article" : `${unset.articles} articles`})
                  </span>
                </span>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`?${new URLSearchParams({ name: unset.name })}`}
                    aria-label={`Give it a page: ${unset.name}`}
                  >
                    Give it a page
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function CategoryForm({
  draft,
  onDone,
}: {
  draft: { id?: string; name: string; slug: string; description: string };
  onDone: () => void;
}) {
  const site = useSite();
  const { fetcher, failure, value, alert } = useRecordForm<CategoryField>(
    draft,
    { saved: CATEGORY_MESSAGES.saved, failed: CATEGORY_MESSAGES.saveFailed },
    onDone,
  );
  return (
    <section aria-labelledby="category-form-heading" className="grid gap-4 rounded-xl border p-4 md:p-6">
      <h2 id="category-form-heading" className="text-xl font-semibold">
        {draft.id ? `Change ${draft.name}` : "Add a category"}
      </h2>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={CATEGORY_INTENTS.save} />
        {draft.id ? <input type="hidden" name="id" value={draft.id} /> : null}
        <div className="grid items-start gap-4 md:grid-cols-2">
          <Field
            label="Name *"
            error={failure?.fieldErrors?.name}
            hint="As articles' Category field says it (letter case does not matter)."
          >
            {(control) => (
              <Input
                {...control}
                name="name"
                required
                maxLength={CATEGORY_LIMITS.name}
                defaultValue={value("name")}
                placeholder="e.g. WhatsApp Marketing"
              />
            )}
          </Field>
          <Field
            label="Slug"
            error={failure?.fieldErrors?.slug}
            hint={`Its page: ${site.siteUrl}${categoryPath(value("slug") || slugify(value("name")) || "your-slug")}. Empty: made from the name.`}
          >
            {(control) => (
              <Input
                {...control}
                name="slug"
                maxLength={CATEGORY_LIMITS.slug}
                defaultValue={value("slug")}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
        </div>
        <Field
          label="Description"
          error={failure?.fieldErrors?.description}
          hint="Opens the category's page and describes it to search engines: who it is for, what they will find."
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              rows={3}
              maxLength={CATEGORY_LIMITS.description}
              defaultValue={value("description")}
            />
          )}
        </Field>
        <RecordFormActions
          busy={fetcher.state !== "idle"}
          label={draft.id ? "Save the category" : "Add the category"}
          cancel={Boolean(draft.id || draft.name)}
          alert={alert}
        />
      </fetcher.Form>
    </section>
  );
}
