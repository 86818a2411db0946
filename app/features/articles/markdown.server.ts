import MarkdownIt, { type Options } from "markdown-it";

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
md.renderer.rules.image = (tokens, idx, options, env, renderer) => {
  const token = tokens[idx]!;
  const alt = renderer.renderInlineAsText(token.children ?? [], options, env);
  const url = resolve(token.attrGet("src") ?? "");
  if (!url || !webProtocols.has(url.protocol)) return md.utils.escapeHtml(alt);
  token.attrSet("alt", alt);
  token.attrSet("loading", "lazy");
  return renderToken(tokens, idx, options);
};

/**
 * Never throws: a page must show its article even if the renderer fails on some input, so the
 * fallback is the text itself, escaped, with its line breaks.
 */
export function renderMarkdown(markdown: string): string {
  try {
    return md.render(markdown);
  } catch {
    return `<p>${md.utils.escapeHtml(markdown).replace(/\r?\n/g, "<br>\n")}</p>\n`;
  }
}
