import { Marked, type Tokens } from "marked";

const safeUrl = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Article Markdown to HTML. Admin input is not trusted: raw HTML is shown as text,
 * and links and images may only point to http(s), mail, phone or site-relative addresses.
 */
const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!safeUrl.test(href.trim())) return label;
      const external = /^https?:/i.test(href);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ' rel="noopener noreferrer nofollow"' : "";
      return `<a href="${escapeHtml(href.trim())}"${titleAttr}${rel}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!safeUrl.test(href.trim())) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(href.trim())}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}
