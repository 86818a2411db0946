import { z } from "zod";

// How an article or a case study appears in search results and when shared: its own search title
// and description (empty: the page's title and excerpt, as before), a canonical address when the
// text first appeared elsewhere, and "hide from search engines". The checks say what to fix, one
// sentence each, the way an editor would say it; they score nothing.

export const SEO_LIMITS = {
  /** Characters of a search title Google shows before cutting it (about 600 pixels). */
  titleShown: 60,
  /** Characters of a description shown on a desktop's results, and on a phone's. */
  descriptionDesktop: 155,
  descriptionPhone: 120,
  /** What a form takes at most (junk stops here; the checks say what is too long to show). */
  title: 160,
  description: 500,
  canonical: 2000,
} as const;

export const SEO_FIELDS = ["searchTitle", "searchDescription", "canonicalUrl", "noindex"] as const;

/** Empty text is no value (the page's own title or excerpt is used). */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim().replace(/\s+/g, " ") : null),
    z.string().max(max, `Keep the ${label} under ${max} characters`).nullable(),
  );

/** A canonical address: a path of this site or an https address elsewhere (where the text first appeared). */
const canonicalField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z
    .string()
    .max(SEO_LIMITS.canonical, `Keep the canonical address under ${SEO_LIMITS.canonical} characters`)
    .refine(
      (text) =>
        (text.startsWith("/") && !text.startsWith("//") && !/[\s\\]/.test(text)) ||
        URL.parse(text)?.protocol === "https:",
      "Enter a path of this site (starting with /) or an address starting with https://",
    )
    .nullable(),
);

/** The fields every content form adds for its search and social appearance. */
export const seoSchema = z.object({
  searchTitle: optionalText(SEO_LIMITS.title, "search title"),
  searchDescription: optionalText(SEO_LIMITS.description, "search description"),
  canonicalUrl: canonicalField,
  noindex: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
});

/** What the checks read: what search engines are shown, and the text and images of the page. */
export interface SeoCheckInput {
  /** The full <title>, as the page will have it. */
  title: string;
  /** The search description as written (null: none written). */
  searchDescription: string | null;
  /** The description the page will have (the one written, or the one made from the excerpt). */
  description: string;
  /** Whether a cover image is set, and its description. */
  cover: { alt: string | null } | null;
  /** The Markdown the page renders (an article's text); none for a record of plain texts. */
  markdown: readonly string[];
}

const length = (text: string) => [...text].length;

/** Inline images with no description: `![](address)`. */
const IMAGE_WITHOUT_ALT = /!\[\s*\]\(/;
/** A Markdown main heading (`# Title`): the page's title is already its one main heading. */
const MAIN_HEADING = /^#\s+\S/m;
/** A link to a page of the site: a path, or (on the site's own address) `origin/...`. */
const siteLink = (origin: string) => new RegExp(`\\]\\((?:/(?!/)|${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/)`);

/** What to fix before publishing, each in one sentence; empty when nothing is. */
export function seoChecks(page: SeoCheckInput, origin: string): string[] {
  const fixes: string[] = [];
  if (!page.searchDescription) {
    fixes.push("Write a search description: without one, search engines pick a sentence from the page themselves.");
  }
  const titleLength = length(page.title);
  if (titleLength > SEO_LIMITS.titleShown) {
    fixes.push(
      `Write a shorter search title: results show about ${SEO_LIMITS.titleShown} characters, and "${page.title}" has ${titleLength}.`,
    );
  }
  const descriptionLength = length(page.description);
  if (descriptionLength > SEO_LIMITS.descriptionDesktop) {
    fixes.push(
      `Shorten the description: ${descriptionLength} characters, and results show about ${SEO_LIMITS.descriptionDesktop} on a computer.`,
    );
  } else if (descriptionLength > SEO_LIMITS.descriptionPhone) {
    fixes.push(
      `The description is cut short on phones (about ${SEO_LIMITS.descriptionPhone} characters shown, it has ${descriptionLength}): put what matters first.`,
    );
  }
  if (page.cover && !page.cover.alt) {
    fixes.push("Describe the cover image (its alt text) for people who cannot see it, and for image search.");
  }
  const { markdown } = page;
  if (markdown.some((text) => IMAGE_WITHOUT_ALT.test(text))) {
    fixes.push("Describe every image in the text: write what it shows between the [ ] of ![ ](address).");
  }
  if (markdown.some((text) => MAIN_HEADING.test(text))) {
    fixes.push("Use ## for headings in the text: the title is the page's one main heading, and # makes another.");
  }
  if (markdown.length > 0 && !markdown.some((text) => siteLink(origin).test(text))) {
    fixes.push("Link to another page of the site (a service, a case study) so readers and search engines find it.");
  }
  return fixes;
}
