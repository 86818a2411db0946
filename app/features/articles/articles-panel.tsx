import { useState } from "react";
import { useFetcher } from "react-router";
import { type ContentFieldsProps, ContentEditor } from "~/components/admin/content-editor";
import { Field } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { variantName } from "~/lib/image-variants";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { mediumDate } from "~/lib/format";
import type { listAllArticles } from "./admin-queries.server";
import {
  ARTICLE_INTENTS,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  type ArticleField,
  EXCERPT_HINT,
  articleSchema,
  slugify,
} from "./schema";

type Article = Omit<Awaited<ReturnType<typeof listAllArticles>>[number], "createdAt" | "updatedAt" | "publishedAt"> & {
  createdAt: string | Date;
};

/** The Articles tab: cards with edit and delete, and the create/edit dialog. */
export function ArticlesPanel({ articles }: { articles: Article[] }) {
  return (
    <ContentEditor<Article, ArticleField>
      id="articles"
      items={articles}
      texts={ARTICLE_MESSAGES}
      intents={ARTICLE_INTENTS}
      schema={articleSchema}
      limits={ARTICLE_LIMITS}
      listClassName="grid gap-4"
      cardClassName="flex gap-4 rounded-xl border bg-background p-4 shadow-sm"
      dialogClassName="max-w-4xl"
      card={(article, actions) => <ArticleCard article={article} actions={actions} />}
      Fields={ArticleFields}
    />
  );
}

function ArticleCard({ article, actions }: { article: Article; actions: React.ReactNode }) {
  const thumbnail = article.image?.variants.length
    ? variantName(article.image.url, article.image.variants[0]!)
    : article.imageUrl;
  return (
    <>
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
      {actions}
    </>
  );
}

function ArticleFields({ item: article, errors, field }: ContentFieldsProps<Article, ArticleField>) {
  // The slug follows the title until it is edited by hand. An existing article keeps its
  // slug (its address may already be shared) unless the admin changes it.
  const [slug, setSlug] = useState(article?.slug ?? "");
  const [slugByHand, setSlugByHand] = useState(Boolean(article));
  const [excerpt, setExcerpt] = useState(article?.excerpt ?? "");
  const excerptLength = excerpt.trim().length;
  const excerptInRange = excerptLength >= EXCERPT_HINT.min && excerptLength <= EXCERPT_HINT.max;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Title *" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              {...field("title")}
              required
              defaultValue={article?.title}
              onChange={(event) => !slugByHand && setSlug(slugify(event.currentTarget.value))}
            />
          )}
        </Field>
        <Field label="Slug *" error={errors.slug} hint="The article's address: /articles/your-slug">
          {(control) => (
            <Input
              {...control}
              {...field("slug")}
              value={slug}
              onChange={(event) => {
                setSlug(event.currentTarget.value);
                setSlugByHand(true);
              }}
            />
          )}
        </Field>
        <Field label="Author *" error={errors.author}>
          {(control) => <Input {...control} {...field("author")} required defaultValue={article?.author} />}
        </Field>
        <Field label="Category *" error={errors.category}>
          {(control) => (
            <Input
              {...control}
              {...field("category")}
              required
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
            {...field("excerpt")}
            required
            rows={3}
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
