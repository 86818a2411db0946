import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import routes from "../../app/routes";
import { ARTICLE_INTENTS } from "../../app/features/articles/schema";
import { CASE_STUDY_INTENTS } from "../../app/features/case-studies/schema";
import { LEAD_INTENTS } from "../../app/features/leads/schema";
import { baseURL, dataDir } from "../../playwright.config";
import { MEMBER_COOKIE_FILE, accounts } from "./accounts";

/** Every URL path in the route config, from the config itself: a new admin route cannot be forgotten. */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const self = entry.path !== undefined || entry.index ? [own || "/"] : [];
    return [...self, ...paths(entry.children ?? [], own)];
  });
}
const open = new Set(["/admin/login", "/admin/access-denied"]);
const guarded = [...new Set(paths(routes))].filter((p) => p.startsWith("/admin") && !open.has(p));
const isApi = (p: string) => p.startsWith("/admin/api/");
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

type Who = "anonymous" | "member" | "admin";
const clients = {} as Record<Who, APIRequestContext>;
const ids = { lead: "", caseStudy: "", article: "" };
const caseStudy = {
  title: "Authz Case",
  clientName: "Probe Traders",
  industry: "Retail",
  challenge: "c",
  solution: "s",
  results: "r",
};
const article = {
  title: "Authz Article",
  // Its own slug on each start of this file: a retry makes the article again.
  slug: `authz-article-${Date.now()}`,
  author: "Probe",
  category: "SEO",
  excerpt: "e",
  content: "c",
};

const view = async (tab: string, query = "") =>
  (await clients.admin.get(`/admin/dashboard/${tab}.data${query}`)).text();
const leadsCsv = async () => (await clients.admin.get("/admin/api/leads.csv?q=Authz+Probe")).text();

/**
 * Every action of the dashboard, by the tab route it posts to: what it is sent, and what an admin
 * would see if it had worked. The Record types make a new intent fail to compile here until it is covered.
 */
const actions = (): {
  path: string;
  intent: string;
  form: Record<string, string>;
  /** True while the record is as the action found it. */
  unchanged: () => Promise<boolean>;
}[] => {
  const leadForms: Record<(typeof LEAD_INTENTS)[keyof typeof LEAD_INTENTS], Record<string, string>> = {
    [LEAD_INTENTS.status]: { id: ids.lead, status: "closed" },
    [LEAD_INTENTS.delete]: { id: ids.lead },
  };
  const caseStudyForms: Record<(typeof CASE_STUDY_INTENTS)[keyof typeof CASE_STUDY_INTENTS], Record<string, string>> = {
    [CASE_STUDY_INTENTS.save]: { id: ids.caseStudy, ...caseStudy, title: "Hijacked case" },
    [CASE_STUDY_INTENTS.delete]: { id: ids.caseStudy },
  };
  const articleForms: Record<(typeof ARTICLE_INTENTS)[keyof typeof ARTICLE_INTENTS], Record<string, string>> = {
    [ARTICLE_INTENTS.save]: { id: ids.article, ...article, title: "Hijacked article" },
    [ARTICLE_INTENTS.delete]: { id: ids.article },
  };
  // What a change would alter: a status or a save changes the record, a delete removes it.
  const leadIsNew = async () => (await leadsCsv()).includes('"new"');
  const leadExists = async () => (await leadsCsv()).includes("Authz Probe");
  const caseStudyAsMade = async () => {
    const list = await view("case-studies");
    return list.includes("Authz Case") && !list.includes("Hijacked case");
  };
  const caseStudyExists = async () => (await view("case-studies")).includes(ids.caseStudy);
  const articleAsMade = async () => {
    const list = await view("articles");
    return list.includes("Authz Article") && !list.includes("Hijacked article");
  };
  const articleExists = async () => (await view("articles")).includes(ids.article);
  const unchanged: Record<string, () => Promise<boolean>> = {
    [LEAD_INTENTS.status]: leadIsNew,
    [LEAD_INTENTS.delete]: leadExists,
    [CASE_STUDY_INTENTS.save]: caseStudyAsMade,
    [CASE_STUDY_INTENTS.delete]: caseStudyExists,
    [ARTICLE_INTENTS.save]: articleAsMade,
    [ARTICLE_INTENTS.delete]: articleExists,
  };
  const tab = (path: string, forms: Record<string, Record<string, string>>) =>
    Object.entries(forms).map(([intent, form]) => ({ path, intent, form, unchanged: unchanged[intent]! }));
  return [
    ...tab("/admin/dashboard/leads", leadForms),
    ...tab("/admin/dashboard/case-studies", caseStudyForms),
    ...tab("/admin/dashboard/articles", articleForms),
  ];
};
const actionPaths = ["/admin/dashboard/leads", "/admin/dashboard/case-studies", "/admin/dashboard/articles"];

const post = (who: Who, url: string, intent: string, form: Record<string, string>) =>
  clients[who].post(url, { form: { intent, ...form }, maxRedirects: 0 });

test.beforeAll(async () => {
  clients.anonymous = await request.newContext({ baseURL });
  const memberCookie = fs.readFileSync(path.join(dataDir, MEMBER_COOKIE_FILE), "utf8");
  clients.member = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: memberCookie } });
  clients.admin = await request.newContext({ baseURL });
  expect((await clients.admin.post("/admin/login", { form: accounts.admin, maxRedirects: 0 })).status()).toBe(302);

  // Something for every action to work on.
  await clients.anonymous.post("/inquiry", {
    form: { name: "Authz Probe", phone: "+91 90000 00001", city: "Surat", service: "SEO" },
  });
  ids.lead = uuid.exec(await view("leads", "?q=Authz+Probe"))![0];
  const created = async (tab: string, intent: string, fields: Record<string, string>) =>
    uuid.exec(await (await post("admin", `/admin/dashboard/${tab}.data`, intent, fields)).text())![0];
  ids.caseStudy = await created("case-studies", CASE_STUDY_INTENTS.save, caseStudy);
  ids.article = await created("articles", ARTICLE_INTENTS.save, article);
});

test.afterAll(async () => {
  await Promise.all(Object.values(clients).map((c) => c.dispose()));
});

test("the route config has admin routes to check", () => {
  expect(guarded).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/dashboard",
      ...actionPaths,
      "/admin/logout",
      "/admin/api/leads.csv",
      "/admin/api/uploads",
    ]),
  );
  expect(new Set(actions().map((action) => action.path))).toEqual(new Set(actionPaths));
});

for (const who of ["anonymous", "member"] as const) {
  const signInPage = who === "anonymous" ? "/admin/login" : "/admin/access-denied";

  test(`${who}: every admin page, data request and endpoint is refused`, async () => {
    for (const url of guarded) {
      for (const method of ["GET", "POST"] as const) {
        const response = await clients[who].fetch(url, {
          method,
          maxRedirects: 0,
          form: method === "POST" ? { intent: "x" } : undefined,
        });
        if (isApi(url)) expect(response.status(), `${method} ${url}`).toBe(who === "anonymous" ? 401 : 403);
        else {
          expect(response.status(), `${method} ${url}`).toBe(302);
          expect(response.headers().location, `${method} ${url}`).toBe(signInPage);
        }
      }
      if (!isApi(url)) {
        // Client-side navigations fetch `.data`: it must not carry admin data either.
        const body = await (await clients[who].get(`${url}.data?q=Authz+Probe`, { maxRedirects: 0 })).text();
        expect(body, url).not.toContain("Authz Probe");
      }
    }
  });

  for (const tab of actionPaths) {
    test(`${who}: the actions of ${tab} are refused with a redirect to ${signInPage} and change nothing`, async () => {
      for (const action of actions().filter((action) => action.path === tab)) {
        // A form posted by the browser itself is sent to sign in.
        const page = await post(who, action.path, action.intent, action.form);
        expect(page.status(), action.intent).toBe(302);
        expect(page.headers().location, action.intent).toBe(signInPage);
        expect(await action.unchanged(), action.intent).toBe(true);
        // The script's data request is told to go there too (React Router's encoding), never answered with data.
        const data = await post(who, `${action.path}.data`, action.intent, action.form);
        expect(data.status(), action.intent).toBe(202);
        expect(await data.text(), action.intent).toContain(`"redirect","${signInPage}"`);
        expect(await action.unchanged(), action.intent).toBe(true);
      }
    });
  }
}

test("admin: every admin page and endpoint answers, and every action works", async () => {
  for (const url of guarded) {
    const response = await clients.admin.get(url, { maxRedirects: 0 });
    // Action-only endpoints answer GET with 405; what matters is that nothing is refused.
    expect([401, 403], url).not.toContain(response.status());
    expect(response.headers().location ?? "", url).not.toMatch(/login|access-denied/);
    expect(response.headers()["cache-control"], url).toBe("private, no-store");
  }
  for (const action of actions()) {
    expect(await action.unchanged(), action.intent).toBe(true);
    const response = await post("admin", `${action.path}.data`, action.intent, action.form);
    expect(response.status(), action.intent).toBe(200);
    expect(await action.unchanged(), action.intent).toBe(false);
  }
  expect(await leadsCsv()).not.toContain("Authz Probe");
  expect(await view("case-studies")).not.toContain("Authz Case");
  expect(await view("articles")).not.toContain("Authz Article");
});

test("an address saved before the tabs were routes leads to the tab, with the leads filter", async () => {
  const response = await clients.admin.get("/admin/dashboard?tab=leads&status=new&q=Authz+Probe&page=1", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/admin/dashboard/leads?status=new&q=Authz+Probe&page=1");
  for (const tab of ["case-studies", "articles"]) {
    const moved = await clients.admin.get(`/admin/dashboard?tab=${tab}`, { maxRedirects: 0 });
    expect(moved.headers().location).toBe(`/admin/dashboard/${tab}`);
  }
  const overview = await clients.admin.get("/admin/dashboard?tab=overview", { maxRedirects: 0 });
  expect(overview.headers().location).toBe("/admin/dashboard");
});
