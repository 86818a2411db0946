// HTTP caching and request size limits, checked at the HTTP level (server/index.ts,
// server/static.ts, server/headers.ts): what a CDN and a browser may keep and for how long,
// conditional requests answered 304 with no body, and oversized bodies refused with 413.
import http from "node:http";
import { type APIRequestContext, request as requests } from "@playwright/test";
import { accounts } from "./accounts";
import { expect, sharedSite, test } from "./site";

const PUBLIC_HTML = /^public, (max-age=0, )?s-maxage=60, stale-while-revalidate=600$/;
const MiB = 1024 * 1024;

/** A lead as the inquiry form sends it. */
const lead = (name: string) => ({
  name,
  phone: "+91 98765 43210",
  city: "Pune",
  service: "SEO",
  message: "Caching test",
});

/** The server still serves pages after whatever the test did to it. */
async function expectServerAnswers(request: APIRequestContext) {
  expect((await request.get("/healthz")).status()).toBe(200);
  expect((await request.get("/about")).status()).toBe(200);
}

/**
 * POST a chunked body (no Content-Length) with node:http: `size` bytes of "a" in 64 KiB chunks,
 * or the given form; resolves with the status, or the error code if the connection failed.
 */
function postChunked(path: string, size: number, form?: Record<string, string>): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      `${sharedSite.url}${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    if (form) return void request.end(new URLSearchParams(form).toString());
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      request.end();
    };
    write();
  });
}

test("hashed assets are cached for a year, immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, "the home page links a hashed asset").toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("a prerendered page: CDN-cacheable with ETag and Last-Modified; 304 on If-None-Match and on If-Modified-Since, keeping its policy", async ({
  request,
}) => {
  const first = await request.get("/services");
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers["cache-control"]).toMatch(PUBLIC_HTML);
  expect(headers["etag"]).toMatch(/^"[^"]+"$/); // strong
  expect(Date.parse(headers["last-modified"]!)).not.toBeNaN();
  expect(headers["vary"]).toContain("accept-encoding");

  for (const conditional of <Record<string, string>[]>[
    { "if-none-match": headers["etag"]! },
    { "if-none-match": `"something-else", W/${headers["etag"]!}` },
    { "if-modified-since": headers["last-modified"]! },
    { "if-modified-since": new Date(Date.parse(headers["last-modified"]!) + 3600_000).toUTCString() },
  ]) {
    const revalidated = await request.get("/services", { headers: conditional });
    expect(revalidated.status(), JSON.stringify(conditional)).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect(revalidated.headers()["etag"]).toBe(headers["etag"]);
    expect(revalidated.headers()["cache-control"]).toBe(headers["cache-control"]);
    expect(revalidated.headers()["content-security-policy"]).toBe(headers["content-security-policy"]);
  }

  // Changed (other tag, older date) or a tag that does not match: the full page.
  const older = new Date(Date.parse(headers["last-modified"]!) - 3600_000).toUTCString();
  expect((await request.get("/services", { headers: { "if-modified-since": older } })).status()).toBe(200);
  expect((await request.get("/services", { headers: { "if-none-match": '"not-this-one"' } })).status()).toBe(200);
  // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
  const both = { "if-none-match": '"not-this-one"', "if-modified-since": headers["last-modified"]! };
  expect((await request.get("/services", { headers: both })).status()).toBe(200);
});

test("/articles (server-rendered, kept by the page cache): public CDN policy, hash CSP, strong ETag and Last-Modified, 304 on both", async ({
  request,
}) => {
  const first = await request.get("/articles");
  expect(first.status()).toBe(200);
  const headers = first.headers();
  expect(headers["content-type"]).toContain("text/html");
  expect(headers["cache-control"]).toMatch(PUBLIC_HTML);
  expect(headers["content-security-policy"]).toContain("'sha256-");
  expect(headers["content-security-policy"]).not.toContain("'nonce-");
  const etag = headers["etag"]!;
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(headers["vary"]).toContain("accept-encoding");
  // Served again from memory: the very same bytes and validators.
  const again = await request.get("/articles");
  expect(again.headers()["etag"]).toBe(etag);
  expect(again.headers()["last-modified"]).toBe(headers["last-modified"]);
  expect(await again.text()).toBe(await first.text());

  for (const conditional of <Record<string, string>[]>[
    { "if-none-match": etag },
    { "if-modified-since": headers["last-modified"]! },
  ]) {
    const revalidated = await request.get("/articles", { headers: conditional });
    expect(revalidated.status(), JSON.stringify(conditional)).toBe(304);
    expect((await revalidated.body()).length).toBe(0);
    expect(revalidated.headers()["etag"]).toBe(etag);
    expect(revalidated.headers()["content-security-policy"]).toBe(headers["content-security-policy"]);
  }
});

test("a public page asked for with a cookie or credentials is rendered for that visitor with a nonce: private, no-store; without them, the shared copy keeps the public policy and no nonce", async ({
  request,
}) => {
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  // Rendered per request and kept by the page cache (the home page reads the database too).
  for (const path of ["/", "/articles", "/case-studies"]) {
    for (const personal of <Record<string, string>[]>[
      { cookie: "visitor=1" },
      { authorization: "Bearer not-a-token" },
    ]) {
      const label = `${path} with ${Object.keys(personal)[0]}`;
      const response = await request.get(path, { headers: personal });
      expect(response.status(), label).toBe(200);
      const headers = response.headers();
      const nonce = nonceOf(headers["content-security-policy"]);
      expect(nonce, `${label}: a per-request nonce`).toBeTruthy();
      expect(await response.text(), label).toContain(`nonce="${nonce}"`);
      // The nonce is this visitor's alone: no CDN or browser cache may hand it to anyone else.
      expect(headers["cache-control"], label).toBe("private, no-store");
      expect(headers["etag"], `${label}: nothing stored, nothing to revalidate`).toBeUndefined();
    }
    const everyone = await request.get(path);
    expect(everyone.headers()["cache-control"], path).toMatch(PUBLIC_HTML);
    expect(nonceOf(everyone.headers()["content-security-policy"]), path).toBeUndefined();
    expect(await everyone.text(), path).not.toContain(" nonce=");
  }
  // A prerendered page is a file, the same for everyone, cookie or not: no nonce, so public.
  for (const headers of <Record<string, string>[]>[
    {},
    { cookie: "visitor=1" },
    { authorization: "Bearer not-a-token" },
  ]) {
    const about = await request.get("/about", { headers });
    expect(about.status()).toBe(200);
    expect(nonceOf(about.headers()["content-security-policy"]), JSON.stringify(headers)).toBeUndefined();
    expect(about.headers()["cache-control"], JSON.stringify(headers)).toMatch(PUBLIC_HTML);
  }
});
for (const visitor of ["without cookies (page cache, hashes)", "with a cookie (per-response nonce)"] as const) {
  const personal = visitor.startsWith("with a cookie"); // (not "without cookies")
  const revisit = personal ? "loaded again whole (private, no-store)" : "revalidated with 304";
  test(`in the browser ${visitor}, /articles ${revisit} runs its scripts and navigates on the client`, async ({
    page,
    context,
  }) => {
    if (personal) await context.addCookies([{ name: "visitor", value: "1", url: sharedSite.url }]);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const documents: { status: number; etag?: string }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "document")
        documents.push({ status: response.status(), etag: response.headers()["etag"] });
    });
    // The validators the browser's network stack added (allHeaders: what went on the wire).
    const sentHeaders: Promise<Record<string, string>>[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") sentHeaders.push(request.allHeaders());
    });
    await page.goto("/articles");
    await page.waitForLoadState("networkidle");
    await page.goto("/articles");
    await page.waitForLoadState("networkidle");
    const [, second] = await Promise.all(sentHeaders);
    if (personal) {
      // Its nonce is the visitor's own: nothing stored, so nothing to revalidate; a fresh page each time.
      expect(documents[0]!.etag).toBeUndefined();
      expect(second?.["if-none-match"]).toBeUndefined();
      expect(documents.map(({ status }) => status)).toEqual([200, 200]);
    } else {
      // The second visit asked with the tag it held, and the page still runs (below) on the stored copy.
      expect(second?.["if-none-match"]).toBe(documents[0]!.etag);
      expect(documents.length).toBe(2);
    }
    // Hydrated: a link navigates on the client, without loading a document.
    const article = page.locator('main a[href^="/articles/"]').first();
    const href = await article.getAttribute("href");
    await article.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator("main h1")).toBeVisible();
    expect(documents.length, "client-side navigation, no document request").toBe(2);
    expect(violations).toEqual([]);
  });
}

test("the admin sign-in page and the answer to an inquiry POST are private, no-store", async ({ request }) => {
  const login = await request.get("/admin/login");
  expect(login.status()).toBe(200);
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  expect(login.headers()["etag"]).toBeUndefined();

  // Without JavaScript: a 303 to the thank-you page; with JavaScript (an idempotency key): the result.
  const posted = await request.post("/inquiry", { form: lead("Cache Probe"), maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  expect(posted.headers()["location"]).toBe("/inquiry?sent");
  expect(posted.headers()["cache-control"]).toBe("private, no-store");
  const scripted = await request.post("/inquiry.data", {
    form: { ...lead("Cache Probe JS"), idempotencyKey: crypto.randomUUID() },
  });
  expect(scripted.status()).toBe(200);
  expect(scripted.headers()["cache-control"]).toBe("private, no-store");
  expect(posted.headers()["etag"]).toBeUndefined();
});

test("a 2 MiB POST to /inquiry is refused with 413, with a Content-Length and chunked; the server still answers", async ({
  request,
}) => {
  const big = await request.post("/inquiry", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: Buffer.alloc(2 * MiB, "a"),
  });
  expect(big.status()).toBe(413);
  expect(big.headers()["cache-control"]).toBe("private, no-store");
  await expectServerAnswers(request);

  expect(await postChunked("/inquiry", 2 * MiB)).toBe(413);
  await expectServerAnswers(request);

  // Under the limit, chunked: the app reads it as usual (a lead with nothing wrong in it).
  expect(await postChunked("/inquiry", 0, lead("Chunked Probe"))).toBe(303);
});

test("image uploads may be larger (UPLOAD_MAX_BYTES + 64 KiB) but not unbounded", async ({ request }) => {
  // 2 MiB is fine for the upload endpoint: it reaches the app (which wants a signed-in admin).
  const allowed = await request.post("/admin/api/uploads", { data: Buffer.alloc(2 * MiB, "a"), maxRedirects: 0 });
  expect(allowed.status()).not.toBe(413);
  expect(allowed.status()).toBeLessThan(500);
  // Over the default 10 MiB (+ 64 KiB for the multipart envelope): refused before the app runs.
  const over = await request.post("/admin/api/uploads", {
    data: Buffer.alloc(10 * MiB + 65 * 1024, "a"),
    maxRedirects: 0,
  });
  expect(over.status()).toBe(413);
  await expectServerAnswers(request);
});

test("query strings a page does not read share its cached copy; the parameters pages and the framework read still count", async ({
  request,
}) => {
  const first = await request.get("/articles");
  expect(first.status()).toBe(200);
  const rendered = first.headers()["last-modified"]!;
  // HTTP dates have whole seconds: a render from now on would carry a later Last-Modified.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const unique = Date.now().toString(36);
  for (const query of [
    `utm_source=x${unique}&utm_medium=cpc`,
    `fbclid=${unique}`,
    `gclid=${unique}`,
    `made-up=${unique}`,
    `utm_campaign=${unique}&x=%25`,
  ]) {
    const variant = await request.get(`/articles?${query}`);
    expect(variant.status(), query).toBe(200);
    expect(variant.headers()["last-modified"], `${query}: served from the cached copy`).toBe(rendered);
    expect(variant.headers()["etag"], query).toBe(first.headers()["etag"]);
  }

  // The thank-you view is /inquiry with ?sent (the redirect after a lead): kept apart from the form.
  const form = await (await request.get(`/inquiry?utm_source=${unique}`)).text();
  const thanks = await (await request.get(`/inquiry?sent&utm_source=${unique}`)).text();
  expect(thanks).not.toBe(form);
  expect(await (await request.get("/inquiry?sent")).text()).toBe(thanks);

  // A client-side navigation's data request: the framework's own _routes parameter still works.
  const articlesOnly = await (
    await request.get(`/articles.data?_routes=routes%2Fsite%2Farticles&utm_source=${unique}`)
  ).text();
  expect(articlesOnly).toContain('"routes/site/articles"');
  expect(articlesOnly).not.toContain('"root"');
  const rootOnly = await (await request.get(`/articles.data?_routes=root&utm_source=${unique}`)).text();
  expect(rootOnly).toContain('"root"');
  expect(rootOnly).not.toContain('"routes/site/articles"');
});

/** /articles as the page cache holds it now (a visitor without cookies is served from it). */
async function keptArticles(request: APIRequestContext) {
  const response = await request.get("/articles");
  expect(response.status()).toBe(200);
  return { lastModified: response.headers()["last-modified"]!, html: await response.text() };
}

test("posts that change no public content (a failed sign-in, admin posts refused without a session) leave the page cache as it was", async ({
  request,
}) => {
  const before = await keptArticles(request);
  // HTTP dates have whole seconds: a render from now on would carry a later Last-Modified.
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  // An invalid sign-in (refused before any password is checked, so no sign-in limit counts it).
  const signIn = await request.post("/admin/login", { form: { email: "not-an-address", password: "x" } });
  expect(signIn.status()).toBe(400);
  // A content save and an upload without a session: refused by the admin gate.
  const save = await request.post("/admin/dashboard/articles", {
    form: { intent: "article-save", title: "Nope" },
    maxRedirects: 0,
  });
  expect(save.status()).toBeGreaterThanOrEqual(300);
  const upload = await request.post("/admin/api/uploads", { data: Buffer.alloc(1024, "a"), maxRedirects: 0 });
  expect(upload.status()).toBeGreaterThanOrEqual(300);

  // Emptied, the cache would render the page again (a new Last-Modified); kept, it serves its copy.
  expect((await keptArticles(request)).lastModified).toBe(before.lastModified);
});

test("an admin's article save empties the page cache: visitors see the change at once", async ({ request }) => {
  const admin = await requests.newContext({ baseURL: sharedSite.url });
  try {
    expect((await admin.post("/admin/login", { form: accounts.admin, maxRedirects: 0 })).status()).toBe(302);
    const before = await keptArticles(request);
    const keptAt = Date.now();
    const title = `Cache Probe ${Date.now().toString(36)}`;
    expect(before.html).not.toContain(title);
    const saved = await admin.post("/admin/dashboard/articles.data", {
      form: {
        intent: "article-save",
        title,
        slug: title.toLowerCase().replaceAll(" ", "-"),
        author: "Probe",
        category: "Marketing",
        excerpt: "An article that proves the page cache is emptied.",
        content: "Body.",
        published: "on",
      },
    });
    expect(saved.status()).toBe(200);
    const after = await keptArticles(request);
    // Otherwise the kept copy could have merely expired (10 s), proving nothing.
    expect(Date.now() - keptAt, "the save and the second visit were quicker than the cache's expiry").toBeLessThan(
      10_000,
    );
    expect(after.html).toContain(title);
  } finally {
    await admin.dispose();
  }
});
