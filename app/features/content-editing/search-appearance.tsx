import { useEffect, useRef, useState } from "react";
import { href } from "react-router";
import { Field } from "~/components/admin/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors, FormValues } from "~/lib/form-result";
import { searchAppearance } from "~/lib/seo";
import { useSite } from "~/lib/site";
import { SEO_LIMITS, seoChecks } from "./seo";

// The "Search and social" part of an article's or a case study's dialog: what search engines and
// shares show, previewed as it will look (a result on a phone and on a computer, the social card
// drawn by the server exactly as the page's), and what to fix, in words. It reads the dialog's
// fields as they are typed, so the preview follows the title, the text and the images.

type SeoField = "searchTitle" | "searchDescription" | "canonicalUrl" | "noindex";

/** A record's search settings as its dialog's fields hold them. */
export const searchValues = (record?: {
  searchTitle: string | null;
  searchDescription: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
}): FormValues<SeoField> => ({
  searchTitle: record?.searchTitle ?? "",
  searchDescription: record?.searchDescription ?? "",
  canonicalUrl: record?.canonicalUrl ?? "",
  noindex: record?.noindex ? "on" : "",
});

/** What a record's dialog says of its live values for the panel. */
interface SearchDescription {
  /** The title and description used when none is written. */
  defaults: { headline: string; description: string };
  /** The cover image, if one is set, and its description. */
  cover: { alt: string | null } | null;
  /** The Markdown the page renders (an article's text); none for plain-text records. */
  markdown: readonly string[];
  /** The social card's text, as the server draws it (the preview route's query). */
  card: Record<string, string>;
}

/** The dialog's form as it holds its fields now, read again as they are typed. */
function useLiveFields(start: Record<string, string>) {
  const anchor = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState(start);
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next: Record<string, string> = {};
        for (const [name, value] of new FormData(form)) if (typeof value === "string") next[name] = value;
        setFields(next);
      }, 250);
    };
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    read();
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, []);
  return { anchor, fields };
}

/** `text` cut to `max` characters with "…", as a results page cuts it. */
const shown = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
};

export function SearchAppearance({
  path,
  values,
  errors,
  describe,
}: {
  /** The page's address (a path), from the dialog's live fields. */
  path: (fields: Record<string, string>) => string;
  values: FormValues<SeoField>;
  errors: FieldErrors<SeoField>;
  describe: (fields: Record<string, string>) => SearchDescription;
}) {
  const site = useSite();
  const { anchor, fields } = useLiveFields(values as Record<string, string>);
  const described = describe(fields);
  const search = searchAppearance(
    site,
    {
      searchTitle: fields.searchTitle?.trim() || null,
      searchDescription: fields.searchDescription?.trim().replace(/\s+/g, " ") || null,
      canonicalUrl: fields.canonicalUrl?.trim() || null,
      noindex: fields.noindex === "on",
    },
    described.defaults,
    // The title's suffix is the page's language's: a Hindi record's reads "डिजिटल मार्केटिंग".
    fields.language === "hi" ? "hi" : "en",
  );
  const fixes = seoChecks(
    {
      title: search.fullTitle,
      searchDescription: fields.searchDescription?.trim() || null,
      description: search.description,
      cover: described.cover,
      markdown: described.markdown,
    },
    site.siteUrl,
  );
  const address = `${site.siteUrl}${path(fields)}`;
  const card = `${href("/admin/api/social-card-preview")}?${new URLSearchParams(described.card)}`;
  return (
    <details
      ref={anchor as never}
      className="group rounded-xl border p-4"
      open={Boolean(errors.searchTitle || errors.searchDescription || errors.canonicalUrl)}
    >
      <summary className="cursor-pointer font-semibold">
        Search and social{" "}
        <span className="font-normal text-muted-foreground">
          {fixes.length === 0 ? "(nothing to fix)" : `(${fixes.length} to fix)`}
        </span>
      </summary>
      <div className="mt-4 grid gap-4">
        <section aria-label="What to fix" aria-live="polite" className="grid gap-1">
          {fixes.length === 0 ? (
            <p className="text-sm">Nothing to fix: this page is ready for search and sharing.</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {fixes.map((fix) => (
                <li key={fix}>{fix}</li>
              ))}
            </ul>
          )}
        </section>
        <Field
          label="Search title"
          error={errors.searchTitle}
          hint="Leave it empty to use the title. Shown as the blue link in search results."
        >
          {(control) => (
            <Input
              {...control}
              name="searchTitle"
              maxLength={SEO_LIMITS.title}
              defaultValue={values.searchTitle}
              placeholder={described.defaults.headline}
            />
          )}
        </Field>
        <Field
          label="Search description"
          error={errors.searchDescription}
          hint={`${[...search.description].length} characters: about ${SEO_LIMITS.descriptionDesktop} show on a computer, ${SEO_LIMITS.descriptionPhone} on a phone. Empty: made from the page's text, as in the placeholder.`}
        >
          {(control) => (
            <Textarea
              {...control}
              name="searchDescription"
              rows={3}
              maxLength={SEO_LIMITS.description}
              defaultValue={values.searchDescription}
              placeholder={described.defaults.description}
            />
          )}
        </Field>
        <Field
          label="Canonical address"
          error={errors.canonicalUrl}
          hint="Only when this text first appeared at another address: search engines then rank that one. Leave it empty otherwise."
        >
          {(control) => (
            <Input
              {...control}
              name="canonicalUrl"
              maxLength={SEO_LIMITS.canonical}
              defaultValue={values.canonicalUrl}
              autoCapitalize="none"
              spellCheck={false}
              placeholder={address}
            />
          )}
        </Field>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="noindex"
            defaultChecked={values.noindex === "on"}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            Hide from search engines <span className="text-muted-foreground">(the page stays open to visitors)</span>
          </span>
        </label>
        <div className="grid gap-4 lg:grid-cols-2">
          <ResultPreview
            label="In search results on a phone"
            width="max-w-[360px]"
            descriptionMax={SEO_LIMITS.descriptionPhone}
            address={address}
            title={search.title}
            description={search.description}
            hidden={search.noindex}
          />
          <ResultPreview
            label="On a computer"
            width="max-w-[600px]"
            descriptionMax={SEO_LIMITS.descriptionDesktop}
            address={address}
            title={search.title}
            description={search.description}
            hidden={search.noindex}
          />
        </div>
        <figure className="grid gap-2">
          <figcaption className="text-sm font-medium">Shared on WhatsApp, LinkedIn or Facebook</figcaption>
          <img
            src={card}
            alt={`The social card: ${described.card.title ?? ""}`}
            width={1200}
            height={630}
            loading="lazy"
            className="h-auto w-full max-w-xl rounded-lg border"
          />
        </figure>
      </div>
    </details>
  );
}

/** One search result as a results page draws it: the address, the title link, the description. */
function ResultPreview(props: {
  label: string;
  width: string;
  descriptionMax: number;
  address: string;
  title: string;
  description: string;
  hidden: boolean;
}) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{props.label}</figcaption>
      {props.hidden ? (
        <p className="text-sm text-muted-foreground">Hidden from search engines: this page will not be listed.</p>
      ) : (
        <div className={`${props.width} grid gap-1 rounded-lg border bg-background p-3 font-sans`}>
          <p className="truncate text-xs text-muted-foreground">{props.address}</p>
          <p className="text-lg leading-snug text-primary">{shown(props.title, SEO_LIMITS.titleShown)}</p>
          <p className="text-sm text-muted-foreground">{shown(props.description, props.descriptionMax)}</p>
        </div>
      )}
    </figure>
  );
}
