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
const guarded = paths(routes).filter((p) => p.startsWith("/admin") && !open.has(p));
const isApi = (p: string) => p.startsWith("/admin/api/");

const intents = [
  ...Object.values(LEAD_INTENTS),
  ...Object.values(CASE_STUDY_INTENTS),
  ...Object.values(ARTICLE_INTENTS),
];
type Intent = (typeof intents)[number];
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
  slug: "authz-article",
  author: "Probe",
  category: "SEO",
  excerpt: "e",
  content: "c",
};

/** What each admin action is sent: the Record type makes a new intent fail to compile here until it is covered. */
const formFor = (): Record<Intent, Record<string, string>> => ({
  [LEAD_INTENTS.status]: { id: ids.lead, status: "closed" },
  [LEAD_INTENTS.delete]: { id: ids.lead },
  [CASE_STUDY_INTENTS.save]: { id: ids.caseStudy, ...caseStudy, title: "Hijacked case" },
  [CASE_STUDY_INTENTS.delete]: { id: ids.caseStudy },
  [ARTICLE_INTENTS.save]: { id: ids.article, ...article, title: "Hijacked article" },
  [ARTICLE_INTENTS.delete]: { id: ids.article },
});

const dashboardAction = (who: Who, intent: Intent) =>
  clients[who].post("/admin/dashboard.data", { form: { intent, ...formFor()[intent] }, maxRedirects: 0 });
const adminView = async (tab: string) => (await clients.admin.get(`/admin/dashboard.data?tab=${tab}`)).text();
const leadsCsv = async () => (await clients.admin.get("/admin/api/leads.csv?q=Authz+Probe")).text();

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
  ids.lead = uuid.exec(await adminView("leads&q=Authz+Probe"))![0];
  const created = async (intent: Intent, fields: Record<string, string>) =>
    uuid.exec(await (await clients.admin.post("/admin/dashboard.data", { form: { intent, ...fields } })).text())![0];
  ids.caseStudy = await created(CASE_STUDY_INTENTS.save, caseStudy);
  ids.article = await created(ARTICLE_INTENTS.save, article);
});

test.afterAll(async () => {
  await Promise.all(Object.values(clients).map((c) => c.dispose()));
});

test("the route config has admin routes to check", () => {
  expect(guarded).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/dashboard",
      "/admin/logout",
      "/admin/api/leads.csv",
      "/admin/api/uploads",
    ]),
  );
});

for (const who of ["anonymous", "member"] as const) {
  test(`${who}: every admin page, data request and endpoint is refused`, async () => {
    const expectedPage = who === "anonymous" ? "/admin/login" : "/admin/access-denied";
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
          expect(response.headers().location, `${method} ${url}`).toBe(expectedPage);
        }
      }
      if (!isApi(url)) {
        // Client-side navigations fetch `.data`: it must not carry admin data either.
        const body = await (await clients[who].get(`${url}.data?tab=leads`, { maxRedirects: 0 })).text();
        expect(body, url).not.toContain("Authz Probe");
      }
    }
  });

  test(`${who}: every admin action is refused and changes nothing`, async () => {
    for (const intent of intents) {
      const response = await dashboardAction(who, intent);
      // A data request is told to redirect (React Router's encoding), never answered with data.
      expect([202, 302, 204], intent).toContain(response.status());
      expect(await response.text(), intent).not.toContain('"ok"');
    }
    expect(await leadsCsv()).toContain('"new"');
    expect(await adminView("case-studies")).toContain("Authz Case");
    expect(await adminView("articles")).toContain("Authz Article");
  });
}

test("admin: every admin page and endpoint answers, and every action works", async () => {
  for (const url of guarded) {
    const response = await clients.admin.get(url, { maxRedirects: 0 });
    // Action-only endpoints answer GET with 405; what matters is that nothing is refused.
    expect([401, 403], url).not.toContain(response.status());
    expect(response.headers().location ?? "", url).not.toMatch(/login|access-denied/);
    expect(response.headers()["cache-control"], url).toBe("private, no-store");
  }
  for (const intent of intents) {
    const response = await dashboardAction("admin", intent);
    expect(response.status(), intent).toBe(200);
  }
  expect(await leadsCsv()).not.toContain("Authz Probe");
  expect(await adminView("case-studies")).not.toContain("Hijacked case");
  expect(await adminView("articles")).not.toContain("Authz Article");
});
