import { expect, test } from "./site";

/**
 * The images a page shows or names: <img>/<source> src and every srcset candidate, icons,
 * og:image and twitter:image, as URLs on the server under test (absolute URLs on the page's
 * canonical origin are the site's own).
 */
function imageUrls(html: string, pageUrl: string): string[] {
  const siteOrigin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1];
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    if (src) urls.push(decode(src));
    const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1];
    // Candidates are "URL [descriptor]", separated by commas.
    for (const candidate of decode(srcset ?? "").split(/,\s+/)) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="(?:icon|apple-touch-icon)"[^>]*>/gi)) {
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    if (href) urls.push(decode(href));
  }
  for (const match of html.matchAll(/<meta (?:property|name)="(?:og:image|twitter:image)" content="([^"]+)"/g))
    urls.push(decode(match[1]!));
  return urls
    .filter((u) => !u.startsWith("data:"))
    .map((u) => new URL(u, pageUrl))
    .map((url) => (url.origin === siteOrigin ? new URL(url.pathname + url.search, pageUrl) : url).toString());
}

test("every internal link and image from the home page answers 200, and each page carries its metadata", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  const problems: string[] = [];
  // Each image URL once, with the first page that used it.
  const images = new Map<string, string>();
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
    const html = await response.text();
    for (const [name, pattern] of [
      ["title", /<title>[^<]{10,}<\/title>/],
      ["description", /<meta name="description" content="[^"]{50,}"/],
      ["canonical", /<link rel="canonical" href="https?:\/\/[^"]+"/],
      ["og:image", /<meta property="og:image" content="https?:\/\/[^"]+"/],
      ["robots", /<meta name="robots" content="index, follow"/],
      ["Organization JSON-LD", /"@type":"Organization"/],
    ] as const) {
      if (!pattern.test(html)) problems.push(`${path}: no ${name}`);
    }
    for (const url of imageUrls(html, new URL(path, baseURL).toString())) {
      if (!images.has(url)) images.set(url, path);
    }
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      const link = match[1]!.replace(/\/$/, "") || "/";
      if (!seen.has(link) && !link.startsWith("/admin")) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  for (const [url, page] of images) {
    const response = await request.get(url).catch((error: Error) => error);
    if (response instanceof Error) {
      problems.push(`${page}: image ${url}: ${response.message.split("\n")[0]}`);
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (response.status() !== 200) problems.push(`${page}: image ${url}: HTTP ${response.status()}`);
    else if (!type.startsWith("image/")) problems.push(`${page}: image ${url} is ${type}`);
  }
  expect(problems).toEqual([]);
  // The brand card, icons and the article and case-study images in each width.
  expect(images.size).toBeGreaterThan(20);
  // Home, about, contact, services, 19 services, 81 sub-services, case studies, articles and more.
  expect(seen.size).toBeGreaterThan(105);
});
