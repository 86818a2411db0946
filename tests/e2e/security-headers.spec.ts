// Security headers, checked the way Mozilla's HTTP Observatory grades them, and the
// Content-Security-Policy checked where it matters: in a real browser, where a wrong
// policy either blocks the site's own scripts (no hydration) or lets injected ones run.
// See docs/decisions/004-content-security-policy.md.
import crypto from "node:crypto";
import { type APIResponse, type Page } from "@playwright/test";
import { accounts } from "./accounts";
import { expect, test } from "./site";

type Policy = Map<string, string[]>;

function parsePolicy(header: string | undefined): Policy {
  expect(header, "a Content-Security-Policy header").toBeTruthy();
  const policy: Policy = new Map();
  for (const directive of header!.split(";")) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

const csp = (response: APIResponse) => parsePolicy(response.headers()["content-security-policy"]);

/** The inline scripts a browser would run: no src, and a JavaScript (or module) type. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(` ${attributes}`))
    .filter(([, attributes]) => !/type="(?!module")[^"]*"/i.test(attributes!))
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
}

/** The rules every HTML page's policy meets, Observatory's "CSP implemented with no unsafe inline". */
function expectPagePolicy(policy: Policy) {
  expect(policy.get("default-src")).toEqual(["'self'"]);
  const scriptSrc = policy.get("script-src") ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.some((source) => /^(https?:|\*|data:|blob:)/.test(source)),
    "no broad script sources",
  ).toBe(false);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.get("font-src")).toEqual(["'self'"]);
  // The e2e server runs on http://localhost: no upgrade-insecure-requests (only with an https SITE_URL).
  expect(policy.has("upgrade-insecure-requests")).toBe(false);
}

/** Observatory's other header rules, and the ones the site adds. */
function expectOtherHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // HSTS only on an https SITE_URL; the e2e server is http.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test.describe("headers", () => {
  test("pages served to everyone (prerendered /, /about; server-rendered and kept by the page cache /articles, /case-studies; a 404): CSP allows inline scripts only by sha256 hash, each one listed; no 'unsafe-inline'; frame-ancestors/object-src 'none'; base-uri 'self'", async ({
    request,
  }) => {
    for (const [path, status] of [
      ["/", 200],
      ["/about", 200],
      ["/articles", 200],
      ["/case-studies", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expectOtherHeaders(response);
      const policy = csp(response);
      expectPagePolicy(policy);
      const scriptSrc = policy.get("script-src")!;
      expect(
        scriptSrc.filter((source) => source.startsWith("'nonce-")),
        "a file carries no nonce",
      ).toEqual([]);
      const html = await response.text();
      expect(html).not.toContain(" nonce=");
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const { text } of scripts) {
        const hash = `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
        expect(scriptSrc, `hash of inline script ${text.slice(0, 60)}`).toContain(hash);
      }
      // JSON-LD is data, never run: it needs no hash.
      if (status === 200) expect(html).toContain('<script type="application/ld+json">');
    }
  });

  test("a prerendered page revalidated with 304 keeps its hash policy (a 304 updates the stored headers)", async ({
    request,
  }) => {
    const first = await request.get("/about");
    const etag = first.headers()["etag"]!;
    const revalidated = await request.get("/about", { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  });

  test("pages rendered for one visitor (the admin area; public pages asked for with a cookie): private, no-store; CSP allows inline scripts by a fresh per-request nonce that every inline script carries; no 'unsafe-inline'", async ({
    request,
  }) => {
    // A request with a cookie may be personal: it is never answered from the page cache.
    for (const [path, status, headers] of [
      ["/admin/login", 200, {}],
      ["/articles", 200, { cookie: "visitor=1" }],
      ["/case-studies", 200, { cookie: "visitor=1" }],
      ["/no-such-page", 404, { cookie: "visitor=1" }],
    ] as const) {
      const nonces: string[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await request.get(path, { headers });
        expect(response.status()).toBe(status);
        expect(response.headers()["content-type"]).toContain("text/html");
        // A page carrying a nonce is this visitor's alone: no shared cache may keep it.
        expect(response.headers()["cache-control"], path).toBe("private, no-store");
        expectOtherHeaders(response);
        const policy = csp(response);
        expectPagePolicy(policy);
        const nonceSources = policy.get("script-src")!.filter((source) => source.startsWith("'nonce-"));
        expect(nonceSources).toHaveLength(1);
        expect(policy.get("script-src")!.some((source) => source.startsWith("'sha256-"))).toBe(false);
        const nonce = nonceSources[0]!.slice("'nonce-".length, -1);
        expect(nonce.length).toBeGreaterThanOrEqual(22); // 128 bits, base64
        const scripts = inlineScripts(await response.text());
        expect(scripts.length).toBeGreaterThan(0);
        for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
        nonces.push(nonce);
      }
      expect(nonces[0], `${path}: a different nonce on every request`).not.toBe(nonces[1]);
    }
  });

  test("non-HTML responses (hashed asset, /healthz JSON): CSP default-src 'none'; frame-ancestors 'none'", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset, "a hashed script in the home page").toBeTruthy();
    for (const path of [asset!, "/healthz"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectOtherHeaders(response);
      const policy = csp(response);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  test("uploads: CSP default-src 'none' with sandbox, frame-ancestors 'none'", async ({ request }) => {
    const html = await (await request.get("/case-studies")).text();
    const upload = /\/uploads\/[a-z-]+\/[a-z0-9-]+\.(?:webp|jpe?g|png|avif|gif)/.exec(html)?.[0];
    expect(upload, "a seeded case study image").toBeTruthy();
    const response = await request.get(upload!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
    expectOtherHeaders(response);
    const policy = csp(response);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.has("sandbox")).toBe(true);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

/** Records CSP violations: the DOM event (from the first script on) and Chrome's console report. */
async function watchViolations(page: Page) {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`.trim());
    });
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

/** Whether the page is still the same document (no full reload since `mark`). */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("in the browser", () => {
  test("no CSP violations and the site's scripts run: prerendered / hydrates and navigates on the client to /about", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("More enquiries");
    await page.waitForLoadState("networkidle");
    await mark(page);
    await page.getByRole("navigation").getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page), "client-side navigation, not a reload").toBe(true);
    expect(await violations()).toEqual([]);
  });

  test("no CSP violations on prerendered /about, server-rendered /articles and an article, /case-studies", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);

    await page.goto("/articles");
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
    await mark(page);
    const article = page.locator('main a[href^="/articles/"]').first();
    const href = await article.getAttribute("href");
    await article.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page), "client-side navigation, not a reload").toBe(true);
    expect(await violations()).toEqual([]);

    // The article page loaded on its own (server-rendered with a nonce), images included.
    await page.goto(href!);
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);

    await page.goto("/case-studies");
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("no CSP violations on prerendered /contact; its form validates in the browser (hydrated, no request)", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await mark(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" || request.resourceType() === "document") posts.push(request.url());
    });
    await page.getByRole("main").getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByRole("main").getByText("Please enter your name")).toBeVisible();
    expect(posts, "validated without sending or navigating").toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(await violations()).toEqual([]);
  });

  test("no CSP violations on server-rendered /admin/login; it validates in the browser; the signed-in dashboard too", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/admin/login");
    await page.waitForLoadState("networkidle");
    await mark(page);
    const posts: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === "POST") posts.push(request.url());
    };
    page.on("request", onRequest);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter your email")).toBeVisible();
    expect(posts, "validated without sending").toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    page.off("request", onRequest);
    expect(await violations()).toEqual([]);

    await page.getByLabel("Email").fill(accounts.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("an injected inline script is blocked and reported, on a prerendered and a server-rendered page", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    for (const path of ["/", "/articles"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const ran = await page.evaluate(async () => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true;";
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran, `${path}: an inline script without the nonce or a listed hash does not run`).toBe(false);
      expect((await violations()).some((violation) => violation.startsWith("script-src-elem blocked inline"))).toBe(
        true,
      );
    }
  });
});
