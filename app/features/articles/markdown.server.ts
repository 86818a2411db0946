import MarkdownIt, { type Options } from "markdown-it";
import { type ImageInfo, variantName } from "~/lib/image-variants";

/**
 * Links and images are judged by where a browser would take them: resolved against a stand-in
 * for this site, so `/\evil.example` or `//evil.example` (which browsers open on another host)
 * count as leaving the site, whatever their spelling.
 */
const SITE = new URL("https://site.invalid/");
const linkProtocols = new Set(["http:", "https:", "mailto:", "tel:"]);
const webProtocols = new Set(["http:", "https:"]);

function resolve(href: string): URL | null {
  try {
    return new URL(href, SITE);
  } catch {
    return null;
  }
}

function leavesSite(url: URL): boolean {
  return webProtocols.has(url.protocol) && url.origin !== SITE.origin;
}

/**
 * Article Markdown to HTML. Admin input is not trusted: raw HTML is shown as text, links may
 * only point to http(s), mail, phone or site addresses and images to http(s) or site ones.
 * markdown-it works in time linear in the input (ADR 009); `maxNesting` (an option its type
 * definitions leave out) keeps the constant low on bracket-heavy text and the recursion shallow.
 */
const options: Options & { maxNesting: number } = { html: false, breaks: true, linkify: true, maxNesting: 20 };
const md = new MarkdownIt(options);
md.validateLink = (href) => {
  const url = resolve(href);
  return url !== null && linkProtocols.has(url.protocol);
};

const renderToken = md.renderer.renderToken.bind(md.renderer);
md.renderer.rules.link_open = (tokens, idx) => {
  const token = tokens[idx]!;
  const url = resolve(token.attrGet("href") ?? "");
  if (url && leavesSite(url)) token.attrSet("rel", "noopener noreferrer nofollow");
  return renderToken(tokens, idx, md.options);
};
/** What rendering is given besides the text: the uploaded images it names, with their sizes and resized versions. */
interface RenderEnv {
  images?: ReadonlyMap<string, ImageInfo>;
}

/** The widths an image in the article's column is shown at: the column's 768 px, or the screen. */
const INLINE_IMAGE_SIZES = "(min-width: 800px) 768px, 100vw";

type Token = ReturnType<typeof md.parse>[number];

/**
 * An image's description as plain text. markdown-it's own (renderInlineAsText) leaves out escaped
 * characters and code, so `![The \[new\] stall](…)` would lose its brackets.
 */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) =>
      token.type === "text" || token.type === "text_special" || token.type === "code_inline"
        ? token.content
        : token.type === "softbreak" || token.type === "hardbreak"
          ? "\n"
          : plainText(token.children ?? []),
    )
    .join("");
}

md.renderer.rules.image = (tokens, idx, options, env: RenderEnv) => {
  const token = tokens[idx]!;
  const alt = plainText(token.children ?? []);
  const src = token.attrGet("src") ?? "";
  const url = resolve(src);
  if (!url || !webProtocols.has(url.protocol)) return md.utils.escapeHtml(alt);
  token.attrSet("alt", alt);
  // An uploaded image comes in the width the screen needs, its size reserved so the text never jumps, as a cover does.
  const image = env.images?.get(src);
  const largest = image?.variants.at(-1);
  if (image && largest) {
    token.attrSet("src", variantName(image.url, largest));
    token.attrSet("srcset", image.variants.map((width) => `${variantName(image.url, width)} ${width}w`).join(", "));
    token.attrSet("sizes", INLINE_IMAGE_SIZES);
  }
  if (image?.width && image.height) {
    token.attrSet("width", String(image.width));
    token.attrSet("height", String(image.height));
  }
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return renderToken(tokens, idx, options);
};

/** The addresses of our uploaded images that the Markdown shows, each once, in order. */
export function uploadedImagesIn(markdown: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      const src = token.type === "image" ? token.attrGet("src") : null;
      if (src?.startsWith("/uploads/")) found.add(src);
      if (token.children) walk(token.children);
    }
  };
  try {
    walk(md.parse(markdown, {}));
  } catch {
    // The renderer's fallback shows the text without images.
  }
  return [...found];
}

/**
 * Never throws: a page must show its article even if the renderer fails on some input, so the
 * fallback is the text itself, escaped, with its line breaks. `images`: what is known of the
 * uploaded images it shows (image-lookup.server.ts); one not in it is shown as it is.
 */
export function renderMarkdown(markdown: string, images?: ReadonlyMap<string, ImageInfo>): string {
  try {
    return md.render(markdown, { images } satisfies RenderEnv);
  } catch {
    return `<p>${md.utils.escapeHtml(markdown).replace(/\r?\n/g, "<br>\n")}</p>\n`;
  }
}
