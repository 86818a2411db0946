import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
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
} from "./schema";
import { QUICK_TOGGLES, slugify } from "~/features/content-editing";

type Article = Omit<Awaited<ReturnType<typeof listAllArticles>>[number], "createdAt" | "updatedAt" | "publishedAt"> & {
  createdAt: string | Date;
};

/** An article's values as the dialog's fields hold them; a new one's are empty, a draft. */
const articleValues = (article?: Article): Partial<Record<ArticleField, string>> => ({
  title: article?.title ?? "",
  slug: article?.slug ?? "",
  author: article?.author ?? "",
  category: article?.category ?? "",
  excerpt: article?.excerpt ?? "",
  content: article?.content ?? "",
  imageUrl: article?.imageUrl ?? "",
  published: article?.published ? "on" : "",
});

/** The Articles tab: cards with edit, delete and a Published switch, and the create/edit dialog. */
export function ArticlesPanel({ articles }: { articles: Article[] }) {
  return (
    <ContentEditor<Article, ArticleField>
      id="articles"
      items={articles}
      texts={ARTICLE_MESSAGES}
      intents={ARTICLE_INTENTS}
      toggle={QUICK_TOGGLES.article}
      schema={articleSchema}
      limits={ARTICLE_LIMITS}
      valuesOf={articleValues}
      listClassName="grid gap-4"
      cardClassName="flex gap-4 rounded-xl border bg-background p-4 shadow-sm"
      dialogClassName="max-w-4xl"
      card={(article, actions, toggle) => <ArticleCard article={article} actions={actions} toggle={toggle} />}
      Fields={ArticleFields}
    />
  );
}

function ArticleCard({
  article,
  actions,
  toggle,
}: {
  article: Article;
  actions: React.ReactNode;
  toggle: React.ReactNode;
}) {
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
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-xs text-muted-foreground">Created {mediumDate(article.createdAt)}</p>
          {toggle}
        </div>
      </div>
      {actions}
    </>
  );
}

function ArticleFields({ item: article, values, errors, field }: ContentFieldsProps<Article, ArticleField>) {
  // The slug follows the title until it is edited by hand. An existing article keeps its
  // slug (its address may already be shared) unless the admin changes it; so does a restored
  // draft whose slug was typed by hand.
  const [slug, setSlug] = useState(values.slug ?? "");
  const [slugByHand, setSlugByHand] = useState(Boolean(article) || slug !== slugify(values.title ?? ""));
  const [excerpt, setExcerpt] = useState(values.excerpt ?? "");
  const excerptLength = excerpt.trim().length;
  const excerptInRange = excerptLength >= EXCERPT_HINT.min && excerptLength <= EXCERPT_HINT.max;
  return (
    <>
      {/* Each field at the top of its cell: a hint or an error under one input leaves its neighbour's in line. */}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <Field label="Title *" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              {...field("title")}
              required
              defaultValue={values.title}
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
          {(control) => <Input {...control} {...field("author")} required defaultValue={values.author} />}
        </Field>
        <Field label="Category *" error={errors.category}>
          {(control) => (
            <Input
              {...control}
              {...field("category")}
              required
              defaultValue={values.category}
              placeholder="e.g. Marketing, SEO, Social Media"
            />
          )}
        </Field>
      </div>
      <Field
        label="Excerpt *"
        error={errors.excerpt}
        hint={
          <span
            className={cn(excerptLength > 0 && !excerptInRange && "font-medium text-foreground")}
            aria-live="polite"
          >
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
      <ContentField defaultValue={values.content} error={errors.content} />
      <ImageField bucket="articles" defaultUrl={article?.imageUrl} startUrl={values.imageUrl} error={errors.imageUrl} />
      <div className="flex items-center gap-3">
        <Switch id="article-published" name="published" defaultChecked={values.published === "on"} />
        <Label htmlFor="article-published">Publish article</Label>
      </div>
    </>
  );
}

/** Screens of at least 1024 px: the preview sits beside the Markdown. */
const WIDE = "(min-width: 1024px)";

function watchWidth(changed: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

/** Whether the screen is wide; false while rendering on the server (the dialog never is). */
const useWideScreen = () =>
  useSyncExternalStore(
    watchWidth,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );

type ContentView = "write" | "preview" | "split";

/** How long typing pauses before the preview beside it is rendered again. */
const PREVIEW_DELAY_MS = 400;

/**
 * Markdown with a preview rendered by the server, exactly as the public article page will show
 * it. On a wide screen the preview sits beside the text and follows the typing; on a phone, and
 * on a wide screen by choice, Write and Preview are tabs.
 */
function ContentField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const preview = useFetcher<{ html: string }>();
  const [content, setContent] = useState(defaultValue ?? "");
  const wide = useWideScreen();
  const [chosen, setChosen] = useState<ContentView | null>(null);
  // Side by side is the wide screen's start, and only there: a phone gets the tabs it had.
  const wanted = chosen ?? (wide ? "split" : "write");
  const view: ContentView = wanted === "split" && !wide ? "write" : wanted;
  const previewShown = view !== "write";
  // The text last sent to be rendered.
  const rendered = useRef<string | null>(null);
  const { submit } = preview;
  useEffect(() => {
    if (!previewShown || !content.trim() || rendered.current === content) return;
    // Shown just now: at once. Shown while typing: once the typing pauses.
    const timer = setTimeout(
      () => {
        rendered.current = content;
        // A preview changes nothing: the dashboard's data is not reloaded after it (a reload still
        // running when the article is saved could hold back the save's answer).
        void submit(
          { content },
          { method: "post", action: "/admin/api/markdown-preview", defaultShouldRevalidate: false },
        );
      },
      rendered.current === null || view === "preview" ? 0 : PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [previewShown, content, view, submit]);

  const ids = { write: useId(), preview: useId() };
  const split = view === "split";
  return (
    <Field
      label="Content * (Markdown)"
      error={error}
      hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…), tables and `code`."
    >
      {(control) => (
        <Tabs value={view} onValueChange={(next) => setChosen(next as ContentView)}>
          <TabsList aria-label="Content editor">
            <TabsTrigger value="write" aria-controls={ids.write}>
              Write
            </TabsTrigger>
            <TabsTrigger value="preview" aria-controls={ids.preview}>
              Preview
            </TabsTrigger>
            {wide ? (
              <TabsTrigger value="split" aria-controls={`${ids.write} ${ids.preview}`}>
                Side by side
              </TabsTrigger>
            ) : null}
          </TabsList>
          {/* Both panels stay in the page (the text is sent with the form); side by side shows both. */}
          <div className={cn("mt-2", split && "grid grid-cols-2 gap-4")}>
            <TabsContent
              value="write"
              id={ids.write}
              forceMount
              className={cn("mt-0", !split && "data-[state=inactive]:hidden")}
            >
              <Textarea
                {...control}
                name="content"
                required
                rows={14}
                className={cn("font-mono text-sm", split && "h-[28rem] resize-none")}
                value={content}
                onChange={(event) => setContent(event.currentTarget.value)}
              />
            </TabsContent>
            <TabsContent
              value="preview"
              id={ids.preview}
              forceMount
              className={cn(
                "mt-0 overflow-y-auto break-words rounded-md border bg-card p-4",
                split ? "h-[28rem]" : "max-h-[28rem] data-[state=inactive]:hidden",
              )}
            >
              {!content.trim() ? (
                <p className="text-sm text-muted-foreground">Nothing to preview yet: write some Markdown.</p>
              ) : !preview.data ? (
                <p role="status" className="text-sm text-muted-foreground">
                  Rendering preview...
                </p>
              ) : (
                // The last rendering stays while the next one is on its way: no flicker while typing.
                <div
                  className="prose-article"
                  aria-busy={preview.state !== "idle"}
                  dangerouslySetInnerHTML={{ __html: preview.data.html }}
                />
              )}
            </TabsContent>
          </div>
        </Tabs>
      )}
    </Field>
  );
}
