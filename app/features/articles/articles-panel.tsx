import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { type ContentFieldsProps, ContentEditor } from "~/components/admin/content-editor";
import { Field } from "~/components/admin/field";
import { ImageField, isUploaded } from "~/components/admin/image-field";
import { variantName } from "~/lib/image-variants";
import { Badge } from "~/components/ui/badge";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { dateTime, mediumDate } from "~/lib/format";
import { istLocalMoment } from "~/lib/india-time";
import type { listAllArticles } from "./admin-queries.server";
import { InsertImage } from "./inline-image";
import { SharePreview } from "./share-preview";
import {
  ARTICLE_INTENTS,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  type ArticleField,
  EXCERPT_HINT,
  articleSchema,
} from "./schema";
import {
  QUICK_TOGGLES,
  RevisionHistory,
  type RevisionHistoryFields,
  SearchAppearance,
  TranslationFields,
  TranslationNote,
  searchValues,
  slugify,
  useLanguageField,
} from "~/features/content-editing";
import { localePath } from "~/lib/locale";
import { readingMinutes } from "~/lib/reading-time";
import { articleSearchDefaults } from "./search";
import { IMAGE_ALT_MAX } from "~/features/media";
import { useSite } from "~/lib/site";

type Article = Omit<
  Awaited<ReturnType<typeof listAllArticles>>[number],
  "createdAt" | "updatedAt" | "publishedAt" | "preview"
> & {
  createdAt: string | Date;
  preview: { url: string; until: string | Date } | null;
};

/** An article's values as the dialog's fields hold them; a new one's are empty but its author (who writes it), a draft. */
const articleValues = (author: string, article?: Article): Partial<Record<ArticleField, string>> => ({
  title: article?.title ?? "",
  slug: article?.slug ?? "",
  author: article?.author ?? author,
  category: article?.category ?? "",
  excerpt: article?.excerpt ?? "",
  content: article?.content ?? "",
  imageUrl: article?.imageUrl ?? "",
  imageAlt: article?.imageAlt ?? "",
  published: article?.published ? "on" : "",
  publishAt: article?.publishAt ? istLocalMoment(article.publishAt) : "",
  language: article?.language ?? "en",
  translationOf: article?.translationOf ?? "",
  ...searchValues(article),
});

/**
 * The Articles tab: cards with edit, delete and a Published switch, and the create/edit dialog.
 * `author`: the signed-in person's name, a new article's author until changed.
 */
export function ArticlesPanel({ articles, author }: { articles: Article[]; author: string }) {
  return (
    <ContentEditor<Article, ArticleField>
      id="articles"
      items={articles}
      texts={ARTICLE_MESSAGES}
      intents={ARTICLE_INTENTS}
      toggle={QUICK_TOGGLES.article}
      schema={articleSchema}
      limits={ARTICLE_LIMITS}
      valuesOf={(article) => articleValues(author, article)}
      listClassName="grid gap-4"
      cardClassName="flex gap-4 rounded-xl border bg-background p-4 shadow-sm"
      dialogClassName="max-w-4xl"
      card={(article, parts) => (
        <ArticleCard article={article} pair={<TranslationNote item={article} items={articles} />} {...parts} />
      )}
      Fields={ArticleFields}
    />
  );
}

function ArticleCard({
  article,
  pair,
  actions,
  toggle,
  kept,
}: {
  article: Article;
  pair: React.ReactNode;
  actions: React.ReactNode;
  toggle: React.ReactNode;
  kept: React.ReactNode;
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
          {kept}
        </h3>
        <p className="text-sm text-muted-foreground">
          By {article.author} • {article.category}
        </p>
        {pair}
        {!article.published && article.publishAt ? (
          <p className="text-sm font-medium">Scheduled for {dateTime(article.publishAt)} IST</p>
        ) : null}
        <p className="line-clamp-2 text-sm">{article.excerpt}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-xs text-muted-foreground">Created {mediumDate(article.createdAt)}</p>
          <div className="flex flex-wrap items-center gap-3">
            {article.published ? null : <SharePreview article={article} />}
            {toggle}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
        <RevisionHistory
          kind="article"
          record={article}
          noun="article"
          restoreIntent={ARTICLE_INTENTS.restore}
          fields={ARTICLE_REVISION_FIELDS}
        />
        {actions}
      </div>
    </>
  );
}

/** An article's fields as its versions are compared. */
const ARTICLE_REVISION_FIELDS: RevisionHistoryFields = [
  { name: "title", label: "Title" },
  { name: "slug", label: "Slug" },
  { name: "author", label: "Author" },
  { name: "category", label: "Category" },
  { name: "language", label: "Language" },
  { name: "excerpt", label: "Excerpt" },
  { name: "content", label: "Content" },
  { name: "imageUrl", label: "Image" },
  { name: "imageAlt", label: "Image description" },
  { name: "searchTitle", label: "Search title" },
  { name: "searchDescription", label: "Search description" },
];

function ArticleFields({ item: article, items, values, errors, field }: ContentFieldsProps<Article, ArticleField>) {
  // The slug follows the title until it is edited by hand. An existing article keeps its
  // slug (its address may already be shared) unless the admin changes it; so does a restored
  // draft whose slug was typed by hand.
  const site = useSite();
  const [title, setTitle] = useState(values.title ?? "");
  const [cover, setCover] = useState(values.imageUrl ?? "");
  const [slug, setSlug] = useState(values.slug ?? "");
  const [slugByHand, setSlugByHand] = useState(Boolean(article) || slug !== slugify(values.title ?? ""));
  const [language, setLanguage] = useLanguageField(values);
  const address = localePath(language, `/articles/${slug.trim() || slugify(title) || "your-slug"}`);
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
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                if (!slugByHand) setSlug(slugify(event.currentTarget.value));
              }}
            />
          )}
        </Field>
        <Field
          label="Slug *"
          error={errors.slug}
          // The address being built, as a reader will type it (an empty slug is made from the title at save).
          hint={`The article's address: ${site.siteUrl}${address}`}
        >
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
      <TranslationFields
        noun="article"
        item={article}
        items={items}
        language={language}
        onLanguageChange={setLanguage}
        values={values}
        errors={errors}
      />
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
      <ContentField defaultValue={values.content} error={errors.content} title={title} cover={cover} />
      <ImageField
        bucket="articles"
        defaultUrl={article?.imageUrl}
        startUrl={values.imageUrl}
        startAlt={values.imageAlt}
        altLimit={IMAGE_ALT_MAX}
        error={errors.imageUrl}
        altError={errors.imageAlt}
        onUrlChange={setCover}
      />
      <div className="flex items-center gap-3">
        <Switch id="article-published" name="published" defaultChecked={values.published === "on"} />
        <Label htmlFor="article-published">Publish article</Label>
      </div>
      <Field
        label="Publish at (India time)"
        error={errors.publishAt}
        hint="Leave it empty to publish with the switch above. With a time, the article stays a draft until then and is published on its own."
      >
        {(control) => (
          <Input
            {...control}
            {...field("publishAt")}
            type="datetime-local"
            defaultValue={values.publishAt}
            className="w-full sm:w-64"
          />
        )}
      </Field>
      <SearchAppearance
        path={(fields) =>
          localePath(
            fields.language === "hi" ? "hi" : "en",
            `/articles/${fields.slug?.trim() || slugify(fields.title ?? "") || "your-slug"}`,
          )
        }
        values={values}
        errors={errors}
        describe={(fields) => ({
          defaults: articleSearchDefaults({
            title: fields.title ?? "",
            excerpt: fields.excerpt ?? "",
            category: fields.category ?? "",
            author: fields.author ?? "",
          }),
          cover: fields.imageUrl ? { alt: fields.imageAlt?.trim() || null } : null,
          markdown: [fields.content ?? ""],
          card: {
            kind: "article",
            title: fields.title ?? "",
            category: fields.category ?? "",
            minutes: String(readingMinutes(fields.content ?? "")),
          },
        })}
      />
    </>
  );
}

/** The cover and the title above the preview's text, drawn as the public article page draws them. */
function PreviewHead({ title, cover }: { title: string; cover: string }) {
  if (!title.trim() && !cover) return null;
  return (
    <div className="mb-6">
      {cover ? (
        <img
          src={isUploaded(cover) ? variantName(cover, 640) : cover}
          // A resized version may not exist (an image narrower than it): the original, then.
          onError={(event) => {
            if (event.currentTarget.getAttribute("src") !== cover) event.currentTarget.src = cover;
          }}
          alt=""
          className="mb-4 aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      {title.trim() ? <p className="text-2xl font-extrabold tracking-tight text-balance">{title}</p> : null}
    </div>
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

/** Said in the preview when the server could not be reached to render it. */
const PREVIEW_FAILED = "The preview could not be loaded: check your connection. It tries again as you type.";

/**
 * `markdown` rendered by the server as the public article page renders it (none asked while it is
 * null): the last rendering, whether the next one is on its way, and whether the last try failed.
 * Asked at once the first time and when `now`, else once the typing pauses.
 *
 * A plain request to the preview endpoint, not the router's: a preview changes nothing, and as a
 * router submission it took part in the dashboard's reloads. React Router lets the newest
 * submission's reload stand for older ones, so a preview answered after a save, before the save's
 * reload, cut that reload off: the new article was saved and missing from the list.
 */
function useRenderedMarkdown(markdown: string | null, now: boolean) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The text of the rendering shown.
  const rendered = useRef<string | null>(null);
  useEffect(() => {
    if (markdown === null || rendered.current === markdown) return;
    const asked = new AbortController();
    const timer = setTimeout(
      () => {
        setBusy(true);
        fetch("/admin/api/markdown-preview", {
          method: "POST",
          body: new URLSearchParams({ content: markdown }),
          signal: asked.signal,
        })
          .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : Promise.reject()))
          .then(
            (answer) => {
              rendered.current = markdown;
              setHtml(answer.html);
              setFailed(false);
              setBusy(false);
            },
            () => {
              setBusy(false);
              if (!asked.signal.aborted) setFailed(true);
            },
          );
      },
      rendered.current === null || now ? 0 : PREVIEW_DELAY_MS,
    );
    // Newer text, or the preview hidden: this answer is no longer wanted.
    return () => {
      clearTimeout(timer);
      asked.abort();
    };
  }, [markdown, now]);
  return { html, failed, busy };
}

/**
 * Markdown with a preview rendered by the server, exactly as the public article page will show
 * it, under the article's cover and title. On a wide screen the preview sits beside the text and
 * follows the typing; on a phone, and on a wide screen by choice, Write and Preview are tabs.
 */
function ContentField({
  defaultValue,
  error,
  title,
  cover,
}: {
  defaultValue?: string;
  error?: string;
  title: string;
  cover: string;
}) {
  const [content, setContent] = useState(defaultValue ?? "");
  const wide = useWideScreen();
  const [chosen, setChosen] = useState<ContentView | null>(null);
  // Side by side is the wide screen's start, and only there: a phone gets the tabs it had.
  const wanted = chosen ?? (wide ? "split" : "write");
  const view: ContentView = wanted === "split" && !wide ? "write" : wanted;
  const preview = useRenderedMarkdown(view !== "write" && content.trim() ? content : null, view === "preview");

  const ids = { write: useId(), preview: useId() };
  const split = view === "split";
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** Puts a block of Markdown (an image) at the cursor, on a paragraph of its own, the cursor after it. */
  const insertAtCursor = (markdown: string) => {
    const element = textarea.current;
    if (!element) return;
    const before = content.slice(0, element.selectionStart);
    const after = content.slice(element.selectionEnd);
    const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
    flushSync(() => setContent(before + lead + markdown + trail + after));
    // The kept draft hears of it as it hears of typing.
    element.dispatchEvent(new Event("input", { bubbles: true }));
    if (view === "preview") setChosen("write");
    element.focus();
    const caret = (before + lead + markdown).length;
    element.setSelectionRange(caret, caret);
  };
  return (
    <Field
      label="Content * (Markdown)"
      error={error}
      hint="Markdown: ## headings, **bold**, *italic*, - lists, [links](https://…), tables and `code`."
    >
      {(control) => (
        <Tabs value={view} onValueChange={(next) => setChosen(next as ContentView)}>
          <div className="flex flex-wrap items-center justify-between gap-2">
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
            <InsertImage altLimit={IMAGE_ALT_MAX} onInsert={insertAtCursor} />
          </div>
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
                ref={textarea}
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
              <PreviewHead title={title} cover={cover} />
              {!content.trim() ? (
                <p className="text-sm text-muted-foreground">Nothing to preview yet: write some Markdown.</p>
              ) : preview.html === null ? (
                <p role="status" className="text-sm text-muted-foreground">
                  {preview.failed ? PREVIEW_FAILED : "Rendering preview..."}
                </p>
              ) : (
                <>
                  {preview.failed ? (
                    <p role="status" className="mb-3 text-sm text-muted-foreground">
                      {PREVIEW_FAILED}
                    </p>
                  ) : null}
                  {/* The last rendering stays while the next one is on its way: no flicker while typing. */}
                  <div
                    className="prose-article"
                    aria-busy={preview.busy}
                    dangerouslySetInnerHTML={{ __html: preview.html }}
                  />
                </>
              )}
            </TabsContent>
          </div>
        </Tabs>
      )}
    </Field>
  );
}
