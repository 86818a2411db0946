// npm run screenshots [-- --out DIR]
// Full-page screenshots of every public page type and every admin screen, on a phone (390 x 844,
// isMobile) and a desktop (1440 x 900), each in the light and the dark theme (the site follows the
// browser's colour scheme), into one folder (screenshots/ unless --out says otherwise), named
// <page>-<width>-<theme>.png. Also writes above-the-fold.md there: for each page on the phone, the
// headings, buttons and links a visitor sees before scrolling.
// Needs a build (`npm run build`): starts the built server on a free loopback port with a fresh
// temporary data directory (demo content seeded on first start), an owner account and a phone and a
// WhatsApp number (so the phone's contact bar shows all its buttons), posts one inquiry for the lead
// screens, and drives Chromium (/usr/bin/chromium, or CHROMIUM_PATH) through it. The browser may reach
// only this server: any other request is refused and listed at the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type Cookie, type Locator, type Page, chromium } from "@playwright/test";
import { type RunningServer, freePort, startServer } from "../tests/support/start-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { out: { type: "string" } } });
const outDir = path.resolve(values.out ?? path.join(root, "screenshots"));

if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const owner = { email: "owner@screenshots.example", password: "screenshots-owner-password", name: "Meera Iyer" };
const widths = [
  { width: 390, height: 844, isMobile: true },
  { width: 1440, height: 900, isMobile: false },
] as const;
const themes = ["light", "dark"] as const;
type Theme = (typeof themes)[number];
const FOLD = 844;

const publicPages: [name: string, path: string][] = [
  ["home", "/"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["services", "/services"],
  ["service", "/services/seo"],
  ["sub-service", "/sub-services/technical-seo"],
  ["case-studies", "/case-studies"],
  ["case-study", "/case-studies/smilecraft-dental-pune"],
  ["articles", "/articles"],
  ["article", "/articles/google-business-profile-local-leads"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
  ["privacy-notice", "/privacy/notice"],
  ["not-found", "/this-page-does-not-exist"],
];
const adminPages: [name: string, path: string][] = [
  ["admin-overview", "/admin/dashboard"],
  ["admin-leads", "/admin/dashboard/leads"],
  // admin-lead: the first lead of the list, found on the way.
  ["admin-case-studies", "/admin/dashboard/case-studies"],
  ["admin-articles", "/admin/dashboard/articles"],
  // admin-article-editor: Add Article, opened on the articles tab.
  ["admin-team", "/admin/team"],
  // admin-team-invited: the Team screen after an invitation is sent.
  ["admin-webhooks", "/admin/webhooks"],
  ["admin-audit-log", "/admin/audit"],
  ["admin-settings", "/admin/settings"],
  ["admin-account", "/admin/account"],
];

interface FoldItem {
  kind: string;
  text: string;
  href?: string;
}
/** Per page name, what the phone shows before scrolling, in each theme. */
const fold = new Map<string, { path: string; light?: FoldItem[]; dark?: FoldItem[] }>();
const written: string[] = [];
const failures: string[] = [];
const blocked = new Set<string>();

// Settings of this shell that would send mail, WhatsApp messages or files elsewhere, or use another
// database, are not passed on: the server runs on its own data directory and talks to no one.
for (const key of Object.keys(process.env)) {
  if (/^(DATABASE_URL|SMTP_URL|LEAD_NOTIFY_TO|WHATSAPP_|S3_)/.test(key)) delete process.env[key];
}

const started = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-screenshots-"));
let server: RunningServer | undefined;
let browser: Browser | undefined;

// Ctrl+C: the server goes too (the finally below does not run when the process is interrupted).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server?.process.kill("SIGTERM");
    process.exit(130);
  });
}

try {
  const port = await freePort();
  server = await startServer({
    port,
    dataDir,
    env: {
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      ADMIN_NAME: owner.name,
      CONTACT_PHONE: "+91 98450 12345",
      CONTACT_WHATSAPP: "+91 99000 11223",
    },
  });
  console.log(`Server up on ${server.url} (data in ${dataDir})`);
  await postInquiry(server.url);

  fs.mkdirSync(outDir, { recursive: true });
  // Only this command's own files from an earlier run: --out may name a folder with other files.
  for (const file of fs.readdirSync(outDir)) {
    if (/-(390|1440)-(light|dark)\.png$/.test(file) || file === "above-the-fold.md") fs.rmSync(path.join(outDir, file));
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  let leadPath: string | undefined;
  let session: Cookie[] | undefined;
  for (const size of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: size.width, height: size.height },
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        colorScheme: theme,
      });
      await context.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return route.continue();
        blocked.add(url.origin);
        return route.abort("blockedbyclient");
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      const shoot = async (name: string, work: () => Promise<void>) => {
        try {
          await work();
          await capture(page, name, size.width, theme);
        } catch (error) {
          failures.push(`${name}-${size.width}-${theme}: ${(error as Error).message.split("\n")[0]}`);
          console.error(`  failed: ${failures.at(-1)}`);
        }
      };

      for (const [name, pagePath] of publicPages) {
        await shoot(name, async () => {
          await visit(page, pagePath);
          if (size.isMobile) recordFold(name, pagePath, theme, await aboveTheFold(page.locator("body")));
        });
      }
      if (size.isMobile) {
        await shoot("inquiry-dialog", async () => {
          await visit(page, "/services/seo");
          const bar = page.getByRole("navigation", { name: "Contact us" });
          const dialog = page.getByRole("dialog", { name: "Let's grow your business" });
          await openDialog(bar.getByRole("button", { name: "Get a quote" }), dialog);
          await settle(page);
          recordFold("inquiry-dialog", "/services/seo, Get a quote", theme, await aboveTheFold(dialog));
        });
      }

      await shoot("admin-login", async () => {
        await visit(page, "/admin/login");
        if (size.isMobile) recordFold("admin-login", "/admin/login", theme, await aboveTheFold(page.locator("body")));
      });
      // One sign-in, its session shared: each pass would otherwise add a session and audit entries
      // that the next pass's Your account and Audit log screens would show.
      if (session) await context.addCookies(session);
      else session = await signIn(page);
      const admin = async (name: string, pagePath: string) =>
        shoot(name, async () => {
          await visit(page, pagePath);
          if (size.isMobile) recordFold(name, pagePath, theme, await aboveTheFold(page.locator("body")));
        });
      for (const [name, pagePath] of adminPages) {
        await admin(name, pagePath);
        if (name === "admin-leads") {
          const firstLead = page.locator('a[href^="/admin/leads/"]').first();
          leadPath ??= (await firstLead.getAttribute("href", { timeout: 5_000 }).catch(() => null)) ?? undefined;
          if (leadPath) {
            await admin("admin-lead", leadPath);
            await shoot("admin-call-outcome", async () => {
              // A call recorded as the Call button does, then the sheet that asks what happened.
              const tapped = await page.evaluate(
                (address) =>
                  fetch(address, { method: "POST", body: new URLSearchParams({ intent: "lead-call" }) }).then(
                    (r) => r.ok,
                  ),
                leadPath!,
              );
              if (!tapped) throw new Error("the call could not be recorded");
              await visit(page, leadPath!);
              const sheet = page.getByRole("dialog", { name: "What happened on the call?" });
              await openDialog(page.getByRole("button", { name: "Record what happened" }), sheet);
              await settle(page);
            });
          } else failures.push(`admin-lead-${size.width}-${theme}: no lead on the leads list`);
        }
        if (name === "admin-team") {
          await shoot("admin-team-invited", async () => {
            // The screen right after an invitation: the link to pass on, and the form ready again.
            await visit(page, pagePath);
            const invite = page.getByRole("region", { name: "Invite someone" });
            await invite.getByLabel("Email").fill(`ravi.${size.width}.${theme}@screenshots.example`);
            await invite.getByRole("radio", { name: /^Sales/ }).check();
            await invite.getByRole("button", { name: "Send invitation" }).click();
            await page.getByLabel("Invitation link: it is also on its way by e-mail").waitFor();
            await settle(page);
          });
        }
        if (name === "admin-articles") {
          await shoot("admin-article-editor", async () => {
            await visit(page, pagePath);
            const dialog = page.getByRole("dialog", { name: "Create Article" });
            await openDialog(page.getByRole("button", { name: "Add Article" }), dialog);
            await settle(page);
            if (size.isMobile) {
              const items = await aboveTheFold(dialog);
              recordFold("admin-article-editor", `${pagePath}, Add Article`, theme, items);
            }
          });
        }
      }
      await context.close();
      console.log(`  ${size.width} px, ${theme}: done`);
    }
  }

  const report = path.join(outDir, "above-the-fold.md");
  fs.writeFileSync(report, foldReport());
  written.push(report);
} catch (error) {
  failures.push((error as Error).message);
  if (server && server.process.exitCode !== null) console.error(server.output());
} finally {
  await browser?.close();
  if (server) {
    server.process.kill("SIGTERM");
    const stopped = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r("timeout"), 15_000))]);
    if (stopped === "timeout") {
      server.process.kill("SIGKILL");
      await server.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`${written.length} files in ${outDir} (${seconds} s)`);
if (blocked.size) console.log(`Refused requests to: ${[...blocked].join(", ")}`);
if (failures.length) {
  console.error(`${failures.length} failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}

/** One inquiry, as a browser without JavaScript sends it, so the leads list and a lead's page have something to show. */
async function postInquiry(baseUrl: string) {
  const response = await fetch(`${baseUrl}/inquiry`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Kavita Joshi",
      phone: "+91 99887 76655",
      email: "kavita@joshi-sweets.example",
      city: "Indore",
      service: "Google Business Profile",
      message: "Diwali orders are slow this year. Can you help us show up on Google Maps?",
    }),
  });
  if (response.status !== 303) throw new Error(`The inquiry was not accepted: ${response.status}`);
}

/** Signs in as the owner with the form, and returns the session's cookies. */
async function signIn(page: Page): Promise<Cookie[]> {
  await visit(page, "/admin/login");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  return page.context().cookies();
}

/** Opens the page and waits until it is complete: network quiet, fonts loaded, images decoded. */
async function visit(page: Page, pagePath: string) {
  await page.goto(pagePath);
  // An admin screen that sends to the sign-in page would be captured as that page.
  if (pagePath !== "/admin/login" && new URL(page.url()).pathname === "/admin/login") {
    throw new Error(`${pagePath} sent to the sign-in page`);
  }
  await settle(page);
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => {})));
  });
}

/** Clicks until the dialog shows: before the page is interactive a click does nothing. */
async function openDialog(trigger: Locator, dialog: Locator) {
  for (let attempt = 0; ; attempt++) {
    await trigger.click();
    try {
      await dialog.waitFor({ state: "visible", timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/**
 * Scrolls through the page so lazy images load, back to the top, waits for them, then takes the
 * full page. Scrolling is instant: the site scrolls smoothly unless reduced motion is asked for.
 */
async function capture(page: Page, name: string, width: number, theme: Theme) {
  await page.evaluate(async () => {
    const pause = () => new Promise((r) => setTimeout(r, 100));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await pause();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await pause();
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? img.decode().catch(() => {})
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
              // One that never comes into view (a hidden slide, say) does not hold the capture up.
              setTimeout(resolve, 5_000);
            }),
      ),
    );
  });
  const file = path.join(outDir, `${name}-${width}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  written.push(file);
}

/**
 * The visible h1-h3 headings, buttons and links whose top is within the first screen, in document
 * order, inside `root`: the page's body, or an open dialog (the rest of the page is behind it).
 */
function aboveTheFold(root: Locator): Promise<FoldItem[]> {
  return root.evaluate((container, foldHeight) => {
    const items: { kind: string; text: string; href?: string }[] = [];
    const selector = "h1, h2, h3, a[href], button, [role=button], [role=link]";
    for (const element of container.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const top = box.top + window.scrollY;
      if (top >= foldHeight || box.bottom + window.scrollY <= 0) continue;
      // 1 px boxes are visually hidden text (skip links); off to the side is not on the screen.
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const tag = element.tagName.toLowerCase();
      const kind = /^h[1-3]$/.test(tag)
        ? tag
        : tag === "a" || element.getAttribute("role") === "link"
          ? "link"
          : "button";
      const text = (
        element.getAttribute("aria-label") ||
        element.innerText ||
        element.getAttribute("title") ||
        element.querySelector("img")?.alt ||
        ""
      )
        .replace(/\s+/g, " ")
        .trim();
      const raw = element.getAttribute("href");
      let href: string | undefined;
      if (kind === "link" && raw) {
        const url = new URL(raw, location.href);
        href = url.origin === location.origin ? url.pathname + url.search + url.hash : url.href.slice(0, 60);
      }
      items.push({ kind, text: text.length > 90 ? `${text.slice(0, 87)}...` : text, href });
    }
    return items;
  }, FOLD);
}

function recordFold(name: string, pagePath: string, theme: Theme, items: FoldItem[]) {
  const entry = fold.get(name) ?? { path: pagePath };
  entry[theme] = items;
  fold.set(name, entry);
}

function foldReport(): string {
  const line = (item: FoldItem) =>
    `- ${item.kind}: ${item.text ? `"${item.text}"` : "(no text)"}${item.href ? ` → \`${item.href}\`` : ""}`;
  const lines = [
    "# Above the fold on a phone",
    "",
    `What a 390 x ${FOLD} screen shows before any scrolling: the visible headings (h1-h3), buttons and links`,
    `whose top is within the first ${FOLD} px, in page order (light theme; the dark theme's differences, if any,`,
    "follow each list). Written by `npm run screenshots`.",
  ];
  for (const [name, entry] of fold) {
    lines.push("", `## ${name}: ${entry.path}`, "");
    const light = entry.light ?? [];
    lines.push(...(light.length ? light.map(line) : ["- (nothing)"]));
    if (entry.dark) {
      const lightLines = light.map(line);
      const darkLines = entry.dark.map(line);
      const onlyDark = darkLines.filter((l) => !lightLines.includes(l));
      const onlyLight = lightLines.filter((l) => !darkLines.includes(l));
      if (onlyDark.length || onlyLight.length) {
        lines.push("", "In the dark theme:", "");
        lines.push(
          ...onlyLight.map((l) => `- not shown: ${l.slice(2)}`),
          ...onlyDark.map((l) => `- also: ${l.slice(2)}`),
        );
      }
    }
  }
  return `${lines.join("\n")}\n`;
}
