// Search completeness: the sitemap, robots.txt and RSS feed, each public page's title,
// description, social card and structured data, and valid HTML on every page.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { services, subServices } from "../../app/content/index.server";
import {
  demoArticles,
  demoCaseStudies,
  seededArticles,
  seededCaseStudies,
} from "../../app/features/demo-content/demo-content";
import { vnu } from "./page-checks";
import { expect, sharedSite, test } from "./site";

const BRAND = "Sparkline";
const SUFFIX = ` - ${BRAND} Digital Marketing`;
const HINDI_SUFFIX = ` - ${BRAND} डिजिटल मार्केटिंग`;
/** The title's pattern of a page: the spec's, or its Hindi twin's on a Hindi page. */
/** The English twin's address of a page under /hi; any other page's own. */
const englishOf = (pagePath: string) => (/^\/hi(\/|$)/.test(pagePath) ? pagePath.slice(3) || "/" : pagePath);
const suffixOf = (pagePath: string) => (/^\/hi(\/|$)|^\/privacy\/notice\/hi$/.test(pagePath) ? HINDI_SUFFIX : SUFFIX);
const STATIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/services",
  "/terms",
  "/privacy",
  "/privacy/notice",
  "/privacy/notice/hi",
  "/case-studies",
  "/articles",
  "/your-data",
];
/**
 * The Hindi pages with a fixed address: the home page, about, contact, the services list, the 19
 * service and 81 sub-service pages, and the lists of case studies and articles.
 */
const HINDI_PATHS = [
  "/hi",
  "/hi/about",
  "/hi/contact",
  "/hi/services",
  ...services.map((s) => `/hi/services/${s.slug}`),
  ...subServices.map((s) => `/hi/sub-services/${s.slug}`),
  "/hi/case-studies",
  "/hi/articles",
];
/** The demo's translated articles: each English one and its Hindi version link each other. */
const DEMO_ARTICLE_PAIRS = seededArticles
  .filter((a) => a.translationOfSlug)
  .map((a) => ({ en: `/articles/${a.translationOfSlug}`, hi: `/hi/articles/${a.slug}` }));
const FIXED_PATHS = [
  ...STATIC_PATHS,
  ...services.map((s) => `/services/${s.slug}`),
  ...subServices.map((s) => `/sub-services/${s.slug}`),
  ...HINDI_PATHS,
];
const draftSlugs = demoArticles.filter((a) => !a.published).map((a) => a.slug);

type Json = Record<string, unknown>;

interface PageInfo {
  path: string;
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  meta: Record<string, string>;
  jsonLd: Json[];
  h1: string;
  /** Its `<html lang>`, and its twins by hreflang (`<link rel="alternate" hreflang>`). */
  lang: string;
  alternates: Record<string, string>;
  /** Where its absolute URLs point: the SITE_URL the server runs with, prerendered pages included. */
  origin: string;
}

/** The published articles in a language, as its public list shows them (other tests may add some). */
async function publishedArticlePaths(request: APIRequestContext, list = "/articles"): Promise<string[]> {
  const paths = new Set<string>();
  const link = new RegExp(`href="(${list}/[a-z0-9-]+)"`, "g");
  // Page by page (12 each), while a page links an older one.
  for (let page = 1; ; page++) {
    const html = await (await request.get(page > 1 ? `${list}?page=${page}` : list)).text();
    for (const m of html.matchAll(link)) paths.add(m[1]!);
    if (!html.includes('rel="next"')) return [...paths];
  }
}

/** The pages of the featured case studies in a language, as its public grid links them (other tests add some). */
async function featuredCaseStudyPaths(request: APIRequestContext, list = "/case-studies"): Promise<string[]> {
  const html = await (await request.get(list)).text();
  const link = new RegExp(`href="(${list}/[a-z0-9-]+)"`, "g");
  return [...new Set([...html.matchAll(link)].map((m) => m[1]!))];
}

/** Every public URL: the fixed pages plus each published article, in both languages. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  return [
    ...FIXED_PATHS,
    ...(await publishedArticlePaths(request)),
    ...(await publishedArticlePaths(request, "/hi/articles")),
  ];
}

/** A page's head, read with the browser's own HTML parser (entities decoded, nothing run). */
async function readPage(page: Page, request: APIRequestContext, pagePath: string, status = 200): Promise<PageInfo> {
  const response = await request.get(pagePath);
  expect(response.status(), `${pagePath} answers ${status}`).toBe(status);
  const html = await response.text();
  const info = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string> = {};
    for (const el of doc.querySelectorAll("meta[property], meta[name]")) {
      meta[el.getAttribute("property") ?? el.getAttribute("name")!] = el.getAttribute("content") ?? "";
    }
    return {
      title: doc.title,
      description: doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      meta,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      h1: doc.querySelector("h1")?.textContent?.trim() ?? "",
      lang: doc.documentElement.lang,
      alternates: Object.fromEntries(
        [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => [
          el.getAttribute("hreflang")!,
          el.getAttribute("href")!,
        ]),
      ),
    };
  }, html);
  const origin = info.canonical ? new URL(info.canonical).origin : sharedSite.url;
  return { ...info, path: pagePath, origin, jsonLd: info.jsonLd.map((text) => JSON.parse(text) as Json) };
}

let cache: PageInfo[] | undefined;
async function allPages(page: Page, request: APIRequestContext): Promise<PageInfo[]> {
  if (!cache) {
    const pages: PageInfo[] = [];
    for (const p of await publicPaths(request)) pages.push(await readPage(page, request, p));
    cache = pages;
  }
  return cache;
}

/** Parses XML with the browser's parser; the outline of each element is returned for checks. */
interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}
async function parseXml(page: Page, xml: string): Promise<XmlNode | { error: string }> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const error = doc.querySelector("parsererror");
    if (error) return { error: error.textContent ?? "parse error" };
    const walk = (el: Element): XmlNode => ({
      name: el.nodeName,
      attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      text: el.children.length ? "" : (el.textContent ?? "").trim(),
      children: [...el.children].map(walk),
    });
    return walk(doc.documentElement);
  }, xml);
}
const child = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);

function isAbsoluteSiteUrl(value: unknown, origin = sharedSite.url): boolean {
  return typeof value === "string" && value.startsWith(`${origin}/`);
}

/** An absolute URL of the site, fetched from the server under test. */
const local = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${sharedSite.url}${pathname}${search}`;
};

test("the sitemap lists every public page with its last change, and nothing else", async ({ request, page }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const root = await parseXml(page, await response.text());
  if ("error" in root) throw new Error(`sitemap.xml is not well-formed: ${root.error}`);
  expect(root.name).toBe("urlset");
  expect(root.attrs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");

  const entries = child(root, "url").map((url) => ({
    loc: child(url, "loc")[0]?.text ?? "",
    lastmod: child(url, "lastmod")[0]?.text ?? "",
  }));
  const badLastmod = entries.filter(
    (e) =>
      !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(e.lastmod) ||
      Number.isNaN(Date.parse(e.lastmod)) ||
      Date.parse(e.lastmod) > Date.now() + 60_000,
  );
  expect(badLastmod, "each <url> has a valid <lastmod>").toEqual([]);

  const articles = [
    ...(await publishedArticlePaths(request)),
    ...(await publishedArticlePaths(request, "/hi/articles")),
  ];
  const pathOf = (base: string, item: { slug: string; language?: "hi" }) =>
    `${item.language === "hi" ? "/hi" : ""}${base}/${item.slug}`;
  const seededPublished = seededArticles.filter((a) => a.published).map((a) => pathOf("/articles", a));
  expect(articles).toEqual(expect.arrayContaining(seededPublished));
  // Each featured case study has a page of its own in its language (the demo's among them); one not featured has none.
  const caseStudyPages = [
    ...(await featuredCaseStudyPaths(request)),
    ...(await featuredCaseStudyPaths(request, "/hi/case-studies")),
  ];
  expect(caseStudyPages).toEqual(
    expect.arrayContaining(seededCaseStudies.filter((c) => c.featured).map((c) => pathOf("/case-studies", c))),
  );
  expect(caseStudyPages).not.toContain(`/case-studies/${demoCaseStudies.find((c) => !c.featured)!.slug}`);
  // A page its editor hid from search engines (the Search and social panel) is left out.
  const hidden = new Set<string>();
  for (const path of [...articles, ...caseStudyPages]) {
    if (/<meta name="robots" content="noindex/.test(await (await request.get(path)).text())) hidden.add(path);
  }
  const listed = (paths: string[]) => paths.filter((path) => !hidden.has(path));
  // Each language's Articles list's later pages (12 a page), and the categories' pages other tests made.
  const listPages = ["", "/hi"].flatMap((prefix) => {
    const count = articles.filter((a) => a.startsWith(`${prefix}/articles/`)).length;
    return Array.from({ length: Math.ceil(count / 12) - 1 }, (_, i) => `${prefix}/articles?page=${i + 2}`);
  });
  const categoryPages = entries
    .map((e) => new URL(e.loc))
    .filter((url) => /^(\/hi)?\/articles\/category\//.test(url.pathname))
    .map((url) => url.pathname + url.search);
  for (const path of categoryPages) expect((await request.get(path)).status(), path).toBe(200);
  const expected = [...FIXED_PATHS, ...listPages, ...categoryPages, ...listed(articles), ...listed(caseStudyPages)].map(
    (p) => (p === "/" ? `${sharedSite.url}/` : `${sharedSite.url}${p}`),
  );
  const locs = entries.map((e) => e.loc);
  expect(
    locs.filter((loc, i) => locs.indexOf(loc) !== i),
    "no URL twice",
  ).toEqual([]);
  expect({
    missing: expected.filter((u) => !locs.includes(u)),
    extra: locs.filter((u) => !expected.includes(u)),
  }).toEqual({ missing: [], extra: [] });
  expect(
    locs.filter(
      (u) => /\/(admin|inquiry|healthz)(\/|$)/.test(u) || draftSlugs.some((slug) => u.endsWith(`/articles/${slug}`)),
    ),
  ).toEqual([]);
  // 8 top-level pages, the privacy notice in English and Hindi, 19 services, 81 sub-services, the
  // 106 Hindi pages with a fixed address, and the published articles and case studies.
  expect(services).toHaveLength(19);
  expect(subServices).toHaveLength(81);
  expect(HINDI_PATHS).toHaveLength(106);
  expect(locs).toHaveLength(
    11 +
      19 +
      81 +
      106 +
      listPages.length +
      categoryPages.length +
      listed(articles).length +
      listed(caseStudyPages).length,
  );
  test.info().annotations.push({ type: "sitemap", description: `${locs.length} URLs` });

  // A draft is not public at all.
  for (const slug of draftSlugs) expect((await request.get(`/articles/${slug}`)).status()).toBe(404);
});

test("each page with a twin in the other language links both ways by hreflang, its canonical its own", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const pages = await allPages(page, request);
  const byUrl = new Map(pages.map((p) => [`${p.origin}${p.path === "/" ? "/" : p.path}`, p]));
  const problems: string[] = [];
  const paired = pages.filter((p) => Object.keys(p.alternates).length);
  for (const p of pages) {
    const hindi = suffixOf(p.path) === HINDI_SUFFIX;
    const url = `${p.origin}${p.path === "/" ? "/" : p.path}`;
    if (p.lang !== (hindi ? "hi-IN" : "en-IN")) problems.push(`${p.path}: lang is ${p.lang}`);
    if (p.meta["og:locale"] !== (hindi ? "hi_IN" : "en_IN"))
      problems.push(`${p.path}: og:locale ${p.meta["og:locale"]}`);
    // An article pairs when the agency wrote its other version: the demo's pairs, and any other test made.
    const translated = /^(\/hi)?\/articles\/[a-z0-9-]+$/.test(p.path) && Object.keys(p.alternates).length > 0;
    const shouldPair =
      hindi ||
      HINDI_PATHS.includes(p.path === "/" ? "/hi" : `/hi${p.path}`) ||
      p.path === "/privacy/notice" ||
      DEMO_ARTICLE_PAIRS.some((pair) => pair.en === p.path) ||
      translated;
    if (!shouldPair) {
      if (Object.keys(p.alternates).length) problems.push(`${p.path}: has twins ${JSON.stringify(p.alternates)}`);
      continue;
    }
    const { "en-IN": english, "hi-IN": hindiTwin, "x-default": fallback, ...rest } = p.alternates;
    if (Object.keys(rest).length) problems.push(`${p.path}: other alternates ${JSON.stringify(rest)}`);
    if ((hindi ? hindiTwin : english) !== url)
      problems.push(`${p.path}: its own hreflang is ${hindi ? hindiTwin : english}`);
    if (fallback !== english) problems.push(`${p.path}: x-default ${fallback} is not the English page ${english}`);
    if (p.canonical !== url) problems.push(`${p.path}: canonical ${p.canonical}`);
    const twin = byUrl.get((hindi ? english : hindiTwin) ?? "");
    if (!twin) problems.push(`${p.path}: its twin ${hindi ? english : hindiTwin} is not a public page`);
    else if (JSON.stringify(twin.alternates) !== JSON.stringify(p.alternates))
      problems.push(`${p.path}: its twin ${twin.path} links ${JSON.stringify(twin.alternates)}`);
  }
  expect(problems).toEqual([]);
  // Each Hindi page and its English twin, the two privacy notices, and the translated articles.
  const articlePairs = paired.filter((p) => /^(\/hi)?\/articles\/[a-z0-9-]+$/.test(p.path));
  expect(paired.length - articlePairs.length).toBe(2 * HINDI_PATHS.length + 2);
  for (const pair of DEMO_ARTICLE_PAIRS) {
    expect(articlePairs.find((p) => p.path === pair.hi)?.alternates).toEqual({
      "en-IN": `${sharedSite.url}${pair.en}`,
      "hi-IN": `${sharedSite.url}${pair.hi}`,
      "x-default": `${sharedSite.url}${pair.en}`,
    });
  }

  // The sitemap lists both of each pair with the same alternates.
  const root = await parseXml(page, await (await request.get("/sitemap.xml")).text());
  if ("error" in root) throw new Error(root.error);
  const listed = new Map(
    child(root, "url").map((entry) => [
      child(entry, "loc")[0]!.text,
      Object.fromEntries(child(entry, "xhtml:link").map((link) => [link.attrs.hreflang!, link.attrs.href!])),
    ]),
  );
  for (const p of paired) {
    expect(listed.get(p.canonical!), p.path).toEqual(p.alternates);
  }
});

test("robots.txt names the sitemap by its absolute URL and keeps crawlers out of the admin area", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((l) => l.trim());
  const group = lines.slice(lines.indexOf("User-agent: *"));
  expect(lines).toContain("User-agent: *");
  expect(group).toContain("Disallow: /admin");
  const sitemaps = lines.filter((l) => /^sitemap:/i.test(l)).map((l) => l.replace(/^sitemap:\s*/i, ""));
  expect(sitemaps).toEqual([`${sharedSite.url}/sitemap.xml`]);
  expect((await request.get(sitemaps[0]!)).status()).toBe(200);
});

test("the RSS feed is well-formed RSS 2.0 with every published article", async ({ request, page }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const rss = await parseXml(page, await response.text());
  if ("error" in rss) throw new Error(`rss.xml is not well-formed: ${rss.error}`);
  expect(rss.name).toBe("rss");
  expect(rss.attrs.version).toBe("2.0");
  const channels = child(rss, "channel");
  expect(channels).toHaveLength(1);
  const channel = channels[0]!;
  for (const name of ["title", "link", "description"]) {
    expect(child(channel, name), `channel <${name}>`).toHaveLength(1);
    expect(child(channel, name)[0]!.text, `channel <${name}>`).not.toBe("");
  }
  expect(child(channel, "link")[0]!.text).toBe(`${sharedSite.url}/articles`);

  // RFC 822 dates, as RSS 2.0 requires (four-digit years allowed): "Wed, 02 Oct 2002 13:00:00 GMT".
  const rfc822 =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;
  const items = child(channel, "item");
  const problems: string[] = [];
  for (const [index, item] of items.entries()) {
    const field = (name: string) => child(item, name)[0]?.text ?? "";
    for (const name of ["title", "link", "guid", "pubDate", "description"]) {
      if (!field(name)) problems.push(`item ${index}: no <${name}>`);
    }
    if (!isAbsoluteSiteUrl(field("link"))) problems.push(`item ${index}: link ${field("link")} is not absolute`);
    if (field("guid") !== field("link")) problems.push(`item ${index}: guid ${field("guid")} is not its link`);
    if (!rfc822.test(field("pubDate")) || Number.isNaN(Date.parse(field("pubDate"))))
      problems.push(`item ${index}: pubDate "${field("pubDate")}" is not RFC 822`);
  }
  expect(problems).toEqual([]);
  const links = items.map((item) => child(item, "link")[0]?.text);
  const published = (await publishedArticlePaths(request)).map((p) => `${sharedSite.url}${p}`);
  expect([...links].sort()).toEqual([...published].sort());
  expect(links.filter((l) => draftSlugs.some((slug) => l?.endsWith(`/${slug}`)))).toEqual([]);
});

test("every public page has a unique title of 30-65 and description of 70-160 characters", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const pages = await allPages(page, request);
  const length = (text: string) => [...text].length;
  const problems: string[] = [];
  for (const p of pages) {
    const t = length(p.title);
    const d = length(p.description);
    if (t < 30 || t > 65) problems.push(`${p.path}: title is ${t} characters: "${p.title}"`);
    if (d < 70 || d > 160) problems.push(`${p.path}: description is ${d} characters: "${p.description}"`);
    if (p.canonical !== `${p.origin}${p.path}`) problems.push(`${p.path}: canonical is ${p.canonical}`);
    if (p.origin !== sharedSite.url) problems.push(`${p.path}: canonical origin is ${p.origin}`);
    if (p.robots !== "index, follow") problems.push(`${p.path}: robots is ${p.robots}`);
    // The spec's pattern: '<page name> - {brand} Digital Marketing', articles and the home page included;
    // a Hindi page's: '<page name> - {brand} डिजिटल मार्केटिंग'.
    const suffix = suffixOf(p.path);
    if (!p.title.endsWith(suffix) || length(p.title) === suffix.length)
      problems.push(`${p.path}: title "${p.title}" does not follow '<page name>${suffix}'`);
    if (/^(\/hi)?\/(sub-)?services\/./.test(p.path) && p.title !== `${p.h1}${suffix}`)
      problems.push(`${p.path}: title "${p.title}" is not its heading "${p.h1}"`);
  }
  for (const field of ["title", "description"] as const) {
    const seen = new Map<string, string>();
    for (const p of pages) {
      const other = seen.get(p[field]);
      if (other) problems.push(`${p.path}: same ${field} as ${other}: "${p[field]}"`);
      seen.set(p[field], p.path);
    }
  }
  expect(problems, `${problems.length} of ${pages.length} checks failed`).toEqual([]);
  test.info().annotations.push({ type: "pages", description: `${pages.length} public pages checked` });
});

test("every page a visitor can land on, the inquiry and 404 pages too, has keywords and the product suffix in its title", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const pages = [
    ...(await allPages(page, request)),
    await readPage(page, request, "/inquiry"),
    await readPage(page, request, "/no-such-page", 404),
    await readPage(page, request, "/services/quantum-marketing", 404),
    await readPage(page, request, "/sub-services/quantum-ads", 404),
    await readPage(page, request, "/articles/no-such-article", 404),
    await readPage(page, request, "/hi/inquiry"),
    await readPage(page, request, "/hi/no-such-page", 404),
    await readPage(page, request, "/hi/services/quantum-marketing", 404),
  ];
  const problems: string[] = [];
  for (const p of pages) {
    const keywords = (p.meta.keywords ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean);
    if (keywords.length === 0) problems.push(`${p.path}: no keywords meta`);
    const suffix = suffixOf(p.path);
    if (!p.title.endsWith(suffix) || p.title.length === suffix.length)
      problems.push(`${p.path}: title "${p.title}" does not follow '<page name>${suffix}'`);
  }
  expect(problems).toEqual([]);
});

/** The required properties of each structured-data type; returns what is wrong. */
function checkJsonLd(block: Json, page: PageInfo, organizationId: unknown): string[] {
  const { canonical, origin } = page;
  const absolute = (value: unknown) => isAbsoluteSiteUrl(value, origin);
  const missing = (keys: string[]) =>
    keys
      .filter(
        (k) =>
          block[k] === undefined ||
          block[k] === null ||
          block[k] === "" ||
          (Array.isArray(block[k]) && !(block[k] as unknown[]).length),
      )
      .map((k) => `no ${k}`);
  const named = (value: unknown) =>
    typeof value === "object" &&
    value !== null &&
    (typeof (value as Json).name === "string" || (value as Json)["@id"] === organizationId);
  const problems: string[] = [];
  if (block["@context"] !== "https://schema.org") problems.push(`@context is ${String(block["@context"])}`);
  switch (block["@type"]) {
    case "Organization": {
      problems.push(...missing(["name", "url", "logo", "contactPoint", "sameAs"]));
      const logo = typeof block.logo === "object" ? (block.logo as Json | null)?.url : block.logo;
      if (!absolute(logo)) problems.push(`logo ${String(logo)} is not an absolute URL`);
      if (!absolute(block.url)) problems.push(`url ${String(block.url)} is not absolute`);
      const contact = block.contactPoint as Json | undefined;
      if (contact?.["@type"] !== "ContactPoint" || !(contact.email || contact.telephone))
        problems.push("contactPoint has no e-mail or telephone");
      if (!Array.isArray(block.sameAs) || !block.sameAs.every((u) => /^https:\/\//.test(String(u))))
        problems.push("sameAs is not a list of URLs");
      break;
    }
    case "WebSite":
      problems.push(...missing(["name", "url"]));
      if (block.url !== `${origin}/`) problems.push(`url is ${String(block.url)}`);
      break;
    case "Service":
      problems.push(...missing(["name", "description", "provider", "areaServed"]));
      if (!named(block.provider)) problems.push("provider is not the organization");
      break;
    case "Article": {
      problems.push(...missing(["headline", "datePublished", "author", "image", "publisher"]));
      if (Number.isNaN(Date.parse(String(block.datePublished))))
        problems.push(`datePublished ${String(block.datePublished)}`);
      if (!named(block.author)) problems.push("author has no name");
      if (!named(block.publisher)) problems.push("publisher is not the organization");
      const images = [block.image].flat();
      if (!images.every(absolute)) problems.push(`image ${JSON.stringify(block.image)} is not absolute`);
      if (String(block.headline).length > 110) problems.push("headline is over 110 characters");
      break;
    }
    case "BreadcrumbList": {
      const items = block.itemListElement as Json[] | undefined;
      if (!Array.isArray(items) || items.length < 2) {
        problems.push("itemListElement has fewer than two items");
        break;
      }
      items.forEach((item, i) => {
        if (item["@type"] !== "ListItem") problems.push(`item ${i + 1} is not a ListItem`);
        if (item.position !== i + 1) problems.push(`item ${i + 1} has position ${String(item.position)}`);
        if (typeof item.name !== "string" || !item.name) problems.push(`item ${i + 1} has no name`);
        if (!absolute(item.item)) problems.push(`item ${i + 1}: ${String(item.item)} is not an absolute URL`);
      });
      const home = suffixOf(page.path) === HINDI_SUFFIX && page.path.startsWith("/hi") ? `${origin}/hi` : `${origin}/`;
      if (items[0]!.item !== home) problems.push(`does not start at the home page (${home})`);
      if (items.at(-1)!.item !== canonical) problems.push(`ends at ${String(items.at(-1)!.item)}, not at the page`);
      break;
    }
    case "FAQPage": {
      const questions = block.mainEntity as Json[] | undefined;
      if (!Array.isArray(questions) || !questions.length) {
        problems.push("mainEntity has no questions");
        break;
      }
      questions.forEach((question, i) => {
        if (question["@type"] !== "Question" || !question.name) problems.push(`question ${i + 1} has no name`);
        const answer = question.acceptedAnswer as Json | undefined;
        if (answer?.["@type"] !== "Answer" || !answer.text) problems.push(`question ${i + 1} has no answer`);
      });
      break;
    }
    case "LocalBusiness": {
      problems.push(...missing(["name", "url", "areaServed", "openingHoursSpecification", "parentOrganization"]));
      if (!absolute(block.url)) problems.push(`url ${String(block.url)} is not absolute`);
      if (!named(block.parentOrganization)) problems.push("parentOrganization is not the organization");
      const hours = block.openingHoursSpecification as Json | undefined;
      if (
        hours?.["@type"] !== "OpeningHoursSpecification" ||
        !/^\d{2}:\d{2}$/.test(String(hours.opens)) ||
        !/^\d{2}:\d{2}$/.test(String(hours.closes))
      )
        problems.push(`openingHoursSpecification ${JSON.stringify(hours)}`);
      const address = block.address as Json | undefined;
      if (address && (address["@type"] !== "PostalAddress" || address.addressCountry !== "IN"))
        problems.push(`address ${JSON.stringify(address)}`);
      break;
    }
    default:
      problems.push(`unexpected @type ${String(block["@type"])}`);
  }
  return problems;
}

test("every public page carries the structured data its kind needs, with the required properties", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const pages = await allPages(page, request);
  const problems: string[] = [];
  for (const p of pages) {
    const types = p.jsonLd.map((b) => String(b["@type"]));
    const required = ["Organization"];
    // A Hindi page needs what its English twin needs.
    const english = englishOf(p.path);
    if (english === "/") required.push("WebSite");
    else required.push("BreadcrumbList");
    if (/^\/(sub-)?services\/./.test(english)) required.push("Service");
    if (english.startsWith("/articles/")) required.push("Article");
    // The agency on the map: where local search reads its office, area and hours.
    if (english === "/" || english === "/contact") required.push("LocalBusiness");
    for (const type of required) {
      if (types.filter((t) => t === type).length !== 1)
        problems.push(`${p.path}: ${types.filter((t) => t === type).length} ${type} blocks`);
    }
    const organizationId = p.jsonLd.find((b) => b["@type"] === "Organization")?.["@id"];
    for (const block of p.jsonLd) {
      for (const problem of checkJsonLd(block, p, organizationId))
        problems.push(`${p.path}: ${String(block["@type"])}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
});

/** Width and height from a PNG or WebP file's header. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } | null {
  if (
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    bytes.toString("ascii", 12, 16) === "IHDR"
  ) {
    return { type: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") {
    const chunk = bytes.toString("ascii", 12, 16);
    if (chunk === "VP8X")
      return { type: "webp", width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    if (chunk === "VP8 ")
      return { type: "webp", width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = bytes.readUInt32LE(21);
      return { type: "webp", width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
  }
  return null;
}

test("every public page has its own social card: a 1200x630 PNG of its own, named after the page", async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const pages = await allPages(page, request);
  const problems: string[] = [];
  const sizes = new Map<string, ReturnType<typeof imageSize>>();
  /** Which page each card's bytes were first seen on: two pages never share a card. */
  const cardOwners = new Map<string, string>();
  for (const p of pages) {
    const image = p.meta["og:image"];
    if (!image || !isAbsoluteSiteUrl(image, p.origin)) {
      problems.push(`${p.path}: og:image ${image} is not an absolute URL`);
      continue;
    }
    if (p.meta["twitter:image"] !== image) problems.push(`${p.path}: twitter:image differs from og:image`);
    // Its own card's address; one made from the database also names the version it shows.
    const fromDatabase = /^(\/hi)?\/(articles|case-studies)\/[^/]+$/.test(p.path);
    // A Hindi page shows its English twin's card: the card's font has no Devanagari.
    // A Hindi article or case study: its English original's (the two have different slugs).
    const twin = fromDatabase ? p.alternates["en-IN"] : undefined;
    const english = twin ? new URL(twin).pathname : englishOf(p.path);
    const cardFile = `${p.origin}/social${english === "/" ? "/home" : english}.png`;
    if (fromDatabase ? !image.startsWith(`${cardFile}?v=`) : image !== cardFile) {
      problems.push(`${p.path}: og:image is ${image}, not the page's own card`);
    }
    if (!sizes.has(local(image))) {
      const response = await request.get(local(image));
      const body = response.status() === 200 ? await response.body() : null;
      sizes.set(local(image), body ? imageSize(body) : null);
      if (!body) problems.push(`${p.path}: og:image ${image} answers ${response.status()}`);
      else {
        const digest = createHash("sha256").update(body).digest("hex");
        const owner = cardOwners.get(digest);
        if (owner) problems.push(`${p.path}: shows the same card as ${owner}`);
        else cardOwners.set(digest, p.path);
      }
    }
    const size = sizes.get(local(image));
    const declared = { width: Number(p.meta["og:image:width"]), height: Number(p.meta["og:image:height"]) };
    if (size?.type !== "png" || size.width !== 1200 || size.height !== 630) {
      problems.push(`${p.path}: og:image ${image} is ${JSON.stringify(size)}, not a 1200x630 PNG`);
    } else if (declared.width !== 1200 || declared.height !== 630) {
      problems.push(`${p.path}: og:image is declared ${declared.width}x${declared.height}`);
    }
    if (!p.meta["og:image:alt"]) problems.push(`${p.path}: og:image has no alt text`);
    if (/^(\/hi)?\/articles\//.test(p.path)) {
      // Search engines get the article's uploaded image (its 1280 WebP), or its card without one.
      const article = p.jsonLd.find((b) => b["@type"] === "Article");
      const cover = /<img[^>]+src="([^"]*\/uploads\/articles\/[0-9a-f-]+)-\d+\.webp"/.exec(
        await (await request.get(p.path)).text(),
      );
      const expected = cover ? new URL(`${cover[1]}-1280.webp`, p.origin).href : image;
      if ([article?.image].flat()[0] !== expected) problems.push(`${p.path}: the Article image is not ${expected}`);
      if (p.meta["og:type"] !== "article") problems.push(`${p.path}: og:type is ${p.meta["og:type"]}`);
    }
  }
  expect(problems).toEqual([]);
});

function prerenderedPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "index.html")
    .map((f) => path.join(dir, f));
}

test("every prerendered page and the server-rendered pages are valid HTML (W3C Nu checker, errors only)", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-pages-"));
  try {
    const built = prerenderedPages(path.resolve("build/client"));
    // The home page and the service pages render per request (their strips read the database), in
    // both languages, and so do the privacy notices and Your data (they name the owner's privacy
    // contact) and the lists of case studies and articles; every other fixed page is built.
    expect(built.length).toBeGreaterThanOrEqual(FIXED_PATHS.length - 2 * services.length - 9);
    expect(built.map((file) => path.relative("build/client", file))).toEqual(
      expect.arrayContaining([
        "hi/about/index.html",
        "hi/contact/index.html",
        "hi/services/index.html",
        "hi/sub-services/technical-seo/index.html",
      ]),
    );
    for (const file of built) {
      const name = path.relative("build/client", file).replaceAll(path.sep, "__") || "index.html";
      fs.copyFileSync(file, path.join(dir, `prerendered__${name}`));
    }
    const [firstArticle] = await publishedArticlePaths(request);
    const rendered = [
      "/",
      "/services/seo",
      "/articles",
      firstArticle!,
      "/case-studies",
      "/case-studies/smilecraft-dental-pune",
      "/privacy/notice",
      "/privacy/notice/hi",
      "/your-data",
      "/admin/login",
      "/hi",
      "/hi/services/seo",
      "/hi/no-such-page",
    ];
    for (const p of rendered) {
      const response = await request.get(p);
      expect(response.status(), p).toBe(p.includes("no-such-page") ? 404 : 200);
      fs.writeFileSync(path.join(dir, `server${p.replaceAll("/", "__")}.html`), await response.text());
    }
    const messages = await vnu(dir);
    const errors = messages.map(
      (m) =>
        `${path.basename(m.url ?? "?")}:${m.lastLine}:${m.lastColumn} ${m.type}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`,
    );
    expect(errors, `${errors.length} errors in ${built.length + rendered.length} pages`).toEqual([]);
    test.info().annotations.push({
      type: "vnu",
      description: `${built.length + rendered.length} pages, ${errors.length} errors`,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
