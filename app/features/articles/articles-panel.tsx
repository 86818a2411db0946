import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { variantName } from "~/lib/image-variants";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/cn";
import { mediumDate } from "~/lib/format";
import { checkForm } from "~/lib/forms";
import { IDEMPOTENCY_KEY_FIELD } from "~/lib/idempotency";
import type { listAllArticles } from "./admin.server";
import { ARTICLE_INTENTS, type ArticleField, EXCERPT_HINT, articleSchema, slugify } from "./schema";

type Article = Omit<Awaited<ReturnType<typeof listAllArticles>>[number], "createdAt" | "updatedAt" | "publishedAt"> & {
  createdAt: string | Date;
};

/** The Articles tab: cards with edit and delete, and the create/edit dialog. */
export function ArticlesPanel({ articles }: { articles: Article[] }) {
  const [editing, setEditing] = useState<Article | "new" | null>(null);
  return (
    <section aria-labelledby="articles-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="articles-heading" className="text-xl font-semibold">
          Articles
        </h2>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden />
          Add Article
        </Button>
      </div>
      {articles.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          No articles yet. Create your first one!
        </p>
      ) : (
        <ul className="grid gap-4">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} onEdit={() => setEditing(article)} />
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-4xl">
          {editing !== null ? (
            <ArticleForm article={editing === "new" ? undefined : editing} onSaved={() => setEditing(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function ArticleCard({ article, onEdit }: { article: Article; onEdit: () => void }) {
  const remove = useFetcher<ActionResult>();
  useActionToast(remove.data, { success: "Article deleted successfully", failure: "Failed to delete article" });
  const thumbnail = article.image?.variants.length
    ? variantName(article.image.url, article.image.variants[0]!)
    : article.imageUrl;
  return (
    <li className="flex gap-4 rounded-xl border bg-background p-4 shadow-sm" aria-busy={remove.state !== "idle"}>
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          width={128}
          height={72}
          loading="lazy"
          className="hidden h-[72px] w-32 shrink-0 rounded-md object-cover sm:block"
        />
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {article.title}
          <Badge variant={article.published ? "success" : "secondary"}>
            {article.published ? "Published" : "Draft"}
          </Badge>
        </h3>
        <p className="text-sm text-muted-foreground">
          By {article.author} • {article.category}
        </p>
        <p className="line-clamp-2 text-sm">{article.excerpt}</p>
        <p className="text-xs text-muted-foreground">Created {mediumDate(article.createdAt)}</p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit article ${article.title}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <ConfirmDelete
          question="Are you sure you want to delete this article?"
          label={`Delete article ${article.title}`}
          disabled={remove.state !== "idle"}
          onConfirm={() => void remove.submit({ intent: ARTICLE_INTENTS.delete, id: article.id }, { method: "post" })}
        />
      </div>
    </li>
  );
}

function ArticleForm({ article, onSaved }: { article?: Article; onSaved: () => void }) {
  const save = useFetcher<ActionResult<ArticleField>>();
  const [clientErrors, setClientErrors] = useState<Partial<Record<ArticleField, string>> | null>(null);
  const serverResult = save.data && !save.data.ok ? save.data : undefined;
  const errors = clientErrors ?? serverResult?.fieldErrors ?? {};
  const busy = save.state !== "idle";
  // One key for this dialog's create, kept across attempts: a create sent again after its answer was lost is stored once.
  const [createKey] = useState(() => crypto.randomUUID());
  useActionToast(
    save.data,
    {
      success: article ? "Article updated successfully" : "Article created successfully",
      failure: "Failed to save article",
      preferServerMessage: true,
    },
    onSaved,
  );

  // The slug follows the title until it is edited by hand. An existing article keeps its
  // slug (its address may already be shared) unless the admin changes it.
  const [slug, setSlug] = useState(article?.slug ?? "");
  const [slugByHand, setSlugByHand] = useState(Boolean(article));
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? "");

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkForm<ArticleField>(form, articleSchema);
    setClientErrors(found);
    if (!found) void save.submit(form, { method: "post" });
  }

  const excerptLength = excerpt.trim().length;
  const excerptInRange = excerptLength >= EXCERPT_HINT.min && excerptLength <= EXCERPT_HINT.max;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{article ? "Edit Article" : "Create Article"}</DialogTitle>
        <DialogDescription>Drafts stay private; published articles appear on the Articles page.</DialogDescription>
      </DialogHeader>
      <save.Form method="post" noValidate onSubmit={submit} className="grid gap-4">
        <input type="hidden" name="intent" value={ARTICLE_INTENTS.save} />
        {article ? (
          <input type="hidden" name="id" value={article.id} />
        ) : (
          <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={createKey} />
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Title *" error={errors.title}>
            {(control) => (
              <Input
                {...control}
                name="title"
                required
                maxLength={160}
                defaultValue={article?.title}
                onChange={(event) => !slugByHand && setSlug(slugify(event.currentTarget.value))}
              />
            )}
          </Field>
          <Field label="Slug *" error={errors.slug} hint="The article's address: /articles/your-slug">
            {(control) => (
              <Input
                {...control}
                name="slug"
                maxLength={120}
                value={slug}
                onChange={(event) => {
                  setSlug(event.currentTarget.value);
                  setSlugByHand(true);
                }}
              />
            )}
          </Field>
          <Field label="Author *" error={errors.author}>
            {(control) => <Input {...control} name="author" required maxLength={80} defaultValue={article?.author} />}
          </Field>
          <Field label="Category *" error={errors.category}>
            {(control) => (
              <Input
                {...control}
                name="category"
                required
                maxLength={60}
                defaultValue={article?.category}
                placeholder="e.g. Marketing, SEO, Social Media"
              />
            )}
          </Field>
        </div>
        <Field
          label="Excerpt *"
          error={errors.excerpt}
          hint={
            <span className={cn(excerptLength > 0 && !excerptInRange && "text-amber-700")} aria-live="polite">
              {excerptLength} characters; aim for {EXCERPT_HINT.min}-{EXCERPT_HINT.max}.
            </span>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              name="excerpt"
              required
              rows={3}
              maxLength={500}
              value={excerpt}
              onChange={(event) => setExcerpt(event.currentTarget.value)}
            />
          )}
        </Field>
        <ContentField defaultValue={article?.content} error={errors.content} />
        <ImageField bucket="articles" defaultUrl={article?.imageUrl} error={errors.imageUrl} />
        <div className="flex items-center gap-3">
          <Switch id="article-published" name="published" defaultChecked={article?.published ?? false} />
          <Label htmlFor="article-published">Publish article</Label>
        </div>
        {serverResult?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverResult.message}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : article ? "Update Article" : "Create Article"}
          </Button>
        </div>
      </save.Form>
    </>
  );
}

/** Markdown with a preview rendered by the server, exactly as the public article page will show it. */
function ContentField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const preview = useFetcher<{ html: string }>();
  const [content, setContent] = useState(defaultValue ?? "");
  return (
    <Field
      label="Content * (Markdown)"
      error={error}
      hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…), tables and `code`."
    >
      {(control) => (
        <Tabs
          defaultValue="write"
          onValueChange={(tab) => {
            // A preview changes nothing: the dashboard's data is not reloaded after it (a reload still
            // running when the article is saved could hold back the save's answer).
            if (tab === "preview") {
              void preview.submit(
                { content },
                { method: "post", action: "/admin/api/markdown-preview", defaultShouldRevalidate: false },
              );
            }
          }}
        >
          <TabsList aria-label="Content editor">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          <TabsContent value="write" forceMount className="mt-2 data-[state=inactive]:hidden">
            <Textarea
              {...control}
              name="content"
              required
              rows={14}
              className="font-mono text-sm"
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
            />
          </TabsContent>
          <TabsContent value="preview" className="mt-2 max-h-[28rem] overflow-y-auto rounded-md border p-4">
            {preview.state !== "idle" || !preview.data ? (
              <p role="status" className="text-sm text-muted-foreground">
                Rendering preview...
              </p>
            ) : (
              <div className="prose-article" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
            )}
          </TabsContent>
        </Tabs>
      )}
    </Field>
  );
}
