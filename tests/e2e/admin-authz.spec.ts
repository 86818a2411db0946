import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import routes from "../../app/routes";
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
const adminActions = Object.values(LEAD_INTENTS);

type Who = "anonymous" | "member" | "admin";
const clients = {} as Record<Who, APIRequestContext>;
let leadId: string;

test.beforeAll(async () => {
  clients.anonymous = await request.newContext({ baseURL });
  const memberCookie = fs.readFileSync(path.join(dataDir, MEMBER_COOKIE_FILE), "utf8");
  clients.member = await request.newContext({ baseURL, extraHTTPHeaders: { cookie: memberCookie } });
  clients.admin = await request.newContext({ baseURL });
  const signIn = await clients.admin.post("/admin/login", { form: accounts.admin, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);

  // A lead for the actions to work on.
  const name = `Authz Probe ${Date.now()}`;
  await clients.anonymous.post("/inquiry", { form: { name, phone: "+91 90000 00001", city: "Surat", service: "SEO" } });
  const csv = await (await clients.admin.get(`/admin/api/leads.csv?q=${encodeURIComponent(name)}`)).text();
  expect(csv).toContain(name);
  const dashboard = await (await clients.admin.get(`/admin/dashboard.data?tab=leads&q=${encodeURIComponent(name)}`)).text();
  leadId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(dashboard)![0];
});

test.afterAll(async () => {
  await Promise.all(Object.values(clients).map((c) => c.dispose()));
});

test("the route config has admin routes to check", () => {
  expect(guarded).toEqual(expect.arrayContaining(["/admin", "/admin/dashboard", "/admin/logout", "/admin/api/leads.csv"]));
});

for (const who of ["anonymous", "member"] as const) {
  test(`${who}: every admin page, data request and endpoint is refused`, async () => {
    const expectedPage = who === "anonymous" ? "/admin/login" : "/admin/access-denied";
    for (const url of guarded) {
      for (const method of ["GET", "POST"] as const) {
        const response = await clients[who].fetch(url, { method, maxRedirects: 0, form: method === "POST" ? { intent: "x" } : undefined });
        if (isApi(url)) expect(response.status(), `${method} ${url}`).toBe(who === "anonymous" ? 401 : 403);
        else {
          expect(response.status(), `${method} ${url}`).toBe(302);
          expect(response.headers().location, `${method} ${url}`).toBe(expectedPage);
        }
      }
      if (!isApi(url)) {
        // Client-side navigations fetch `.data`: it must not carry admin data either.
        const dataRequest = await clients[who].get(`${url}.data?tab=leads`, { maxRedirects: 0 });
        expect(await dataRequest.text(), url).not.toContain("Authz Probe");
      }
    }
  });

  test(`${who}: admin actions change nothing`, async () => {
    for (const intent of adminActions) {
      const response = await clients[who].post("/admin/dashboard?tab=leads", {
        form: { intent, id: leadId, status: "closed" },
        maxRedirects: 0,
      });
      expect(response.status(), intent).toBe(302);
    }
    const csv = await (await clients.admin.get("/admin/api/leads.csv?q=Authz+Probe")).text();
    expect(csv).toContain('"new"');
  });
}

test("admin: every admin page and endpoint answers, and every action works", async () => {
  for (const url of guarded) {
    const response = await clients.admin.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBeLessThan(400);
    expect(response.headers().location ?? "", url).not.toMatch(/login|access-denied/);
    expect(response.headers()["cache-control"], url).toBe("private, no-store");
  }
  const changed = await clients.admin.post("/admin/dashboard.data?tab=leads", {
    form: { intent: LEAD_INTENTS.status, id: leadId, status: "qualified" },
  });
  expect(changed.status()).toBe(200);
  expect(await (await clients.admin.get("/admin/api/leads.csv?q=Authz+Probe")).text()).toContain('"qualified"');
  const deleted = await clients.admin.post("/admin/dashboard.data?tab=leads", { form: { intent: LEAD_INTENTS.delete, id: leadId } });
  expect(deleted.status()).toBe(200);
  expect(await (await clients.admin.get("/admin/api/leads.csv?q=Authz+Probe")).text()).not.toContain("Authz Probe");
});
