import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type APIRequestContext, request } from "@playwright/test";
import routes from "../../app/routes";
import { ACCOUNT_INTENTS } from "../../app/features/account/schema";
import { CATEGORY_INTENTS } from "../../app/features/articles/categories";
import { ARTICLE_INTENTS } from "../../app/features/articles/schema";
import { BILLING_INTENTS } from "../../app/features/billing/billing-settings";
import { INVOICE_INTENTS } from "../../app/features/billing/invoice";
import { QUOTE_INTENTS } from "../../app/features/billing/quote";
import { CASE_STUDY_INTENTS } from "../../app/features/case-studies/schema";
import { BREACH_INTENTS } from "../../app/features/data-rights/breaches";
import { DATA_REQUEST_INTENTS } from "../../app/features/data-rights/requests";
import { DEAL_INTENTS } from "../../app/features/deals/deal";
import { LEAD_INTENTS } from "../../app/features/lead-workspace/schema";
import { LEAD_TAP_INTENTS } from "../../app/features/leads/contact-links";
import { LEAD_PAGE_INTENTS } from "../../app/features/lead-workspace/lead-page-schema";
import { REDIRECT_INTENTS } from "../../app/features/redirects/paths";
import { TEAM_INTENTS } from "../../app/features/team/schema";
import { WEBHOOK_INTENTS } from "../../app/features/webhooks/events";
import { REPLY_INTENTS } from "../../app/features/whatsapp-replies/replies";
import type { StaffRole } from "../../database/staff-roles";
import { MEMBER_COOKIE_FILE, accounts } from "./accounts";
import { expect, sharedSite, test } from "./site";

/** Every URL path in the route config, from the config itself: a new admin route cannot be forgotten. */
function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const self = entry.path !== undefined || entry.index ? [own || "/"] : [];
    return [...self, ...paths(entry.children ?? [], own)];
  });
}
// Before sign-in: the sign-in page and its second step, the refusal, and the pages the e-mailed links open.
const open = new Set([
  "/admin/login",
  "/admin/login/code",
  "/admin/access-denied",
  "/admin/forgot-password",
  "/admin/join/:token",
  "/admin/reset-password/:token",
]);
const guarded = [...new Set(paths(routes))].filter((p) => p.startsWith("/admin") && !open.has(p));
const isApi = (p: string) => p.startsWith("/admin/api/");
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** "admin" is the owner here (the account `admin:create` makes); "staffAdmin" holds the Admin role. */
type Who = "anonymous" | "member" | "admin" | "staffAdmin" | "sales" | "editor";
const clients = {} as Record<Who, APIRequestContext>;
const ids = { lead: "", caseStudy: "", article: "", caseStudyVersion: "", articleVersion: "" };
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
    [CASE_STUDY_INTENTS.restore]: { id: ids.caseStudy, revision: ids.caseStudyVersion },
    [CASE_STUDY_INTENTS.delete]: { id: ids.caseStudy },
  };
  const articleForms: Record<(typeof ARTICLE_INTENTS)[keyof typeof ARTICLE_INTENTS], Record<string, string>> = {
    [ARTICLE_INTENTS.save]: { id: ids.article, ...article, title: "Hijacked article" },
    [ARTICLE_INTENTS.restore]: { id: ids.article, revision: ids.articleVersion },
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
  // A restore brings back the first version, whose title no later save had.
  const notRestored = (tab: string) => async () => !(await view(tab)).includes("Authz first version");
  const unchanged: Record<string, () => Promise<boolean>> = {
    [LEAD_INTENTS.status]: leadIsNew,
    [LEAD_INTENTS.delete]: leadExists,
    [CASE_STUDY_INTENTS.save]: caseStudyAsMade,
    [CASE_STUDY_INTENTS.delete]: caseStudyExists,
    [CASE_STUDY_INTENTS.restore]: notRestored("case-studies"),
    [ARTICLE_INTENTS.save]: articleAsMade,
    [ARTICLE_INTENTS.delete]: articleExists,
    [ARTICLE_INTENTS.restore]: notRestored("articles"),
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
  clients.anonymous = await request.newContext({ baseURL: sharedSite.url });
  const memberCookie = fs.readFileSync(path.join(sharedSite.dataDir, MEMBER_COOKIE_FILE), "utf8");
  clients.member = await request.newContext({ baseURL: sharedSite.url, extraHTTPHeaders: { cookie: memberCookie } });
  const signedIn = async (account: { email: string; password: string }) => {
    const client = await request.newContext({ baseURL: sharedSite.url });
    expect((await client.post("/admin/login", { form: account, maxRedirects: 0 })).status()).toBe(302);
    return client;
  };
  clients.admin = await signedIn(accounts.admin);
  clients.staffAdmin = await signedIn(accounts.staffAdmin);
  clients.sales = await signedIn(accounts.sales);
  clients.editor = await signedIn(accounts.editor);

  // Something for every action to work on.
  await clients.anonymous.post("/inquiry", {
    form: { name: "Authz Probe", phone: "+91 90000 00001", city: "Surat", service: "SEO" },
  });
  ids.lead = uuid.exec(await view("leads", "?q=Authz+Probe"))![0];
  const created = async (tab: string, intent: string, fields: Record<string, string>) =>
    uuid.exec(await (await post("admin", `/admin/dashboard/${tab}.data`, intent, fields)).text())![0];
  // Each saved twice: a first version to restore, then the one the actions find.
  const firstTitle = { title: "Authz first version" };
  ids.caseStudy = await created("case-studies", CASE_STUDY_INTENTS.save, { ...caseStudy, ...firstTitle });
  await post("admin", "/admin/dashboard/case-studies.data", CASE_STUDY_INTENTS.save, {
    id: ids.caseStudy,
    ...caseStudy,
  });
  ids.article = await created("articles", ARTICLE_INTENTS.save, { ...article, ...firstTitle });
  await post("admin", "/admin/dashboard/articles.data", ARTICLE_INTENTS.save, { id: ids.article, ...article });
  const firstVersion = async (kind: string, id: string) =>
    ((await (await clients.admin.get(`/admin/api/revisions/${kind}/${id}`)).json()) as { revisions: { id: string }[] })
      .revisions[1]!.id;
  ids.caseStudyVersion = await firstVersion("case-study", ids.caseStudy);
  ids.articleVersion = await firstVersion("article", ids.article);
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
  // The page that says a role does not include something answers 403 to everyone, the owner too.
  for (const url of guarded.filter((page) => page !== "/admin/not-allowed")) {
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

/**
 * What each staff role gets at every admin address and for every action, written down once:
 * "allowed" (the route or action runs: whatever it answers, it is not refused) or "forbidden"
 * (403, nothing changes). A route without an entry, or a role without a column, fails here.
 */
type Answer = "allowed" | "forbidden";
const [A, F] = ["allowed", "forbidden"] as const;
const staff = (owner: Answer, admin: Answer, sales: Answer, editor: Answer): Record<StaffRole, Answer> => ({
  owner,
  admin,
  sales,
  editor,
});
const pageAnswers: Record<string, Record<StaffRole, Answer>> = {
  "/admin": staff(A, A, A, A),
  "/admin/dashboard": staff(A, A, A, A),
  "/admin/dashboard/leads": staff(A, A, A, F),
  "/admin/dashboard/case-studies": staff(A, A, F, A),
  "/admin/dashboard/articles": staff(A, A, F, A),
  "/admin/leads/:id": staff(A, A, A, F),
  // Quotes and invoices: Sales only when the owner allows it (this Sales person is not allowed).
  "/admin/leads/:id/quote": staff(A, A, F, F),
  "/admin/invoices/:id/pdf": staff(A, A, F, F),
  "/admin/webhooks": staff(A, F, F, F),
  "/admin/audit": staff(A, F, F, F),
  // The register of personal data breaches: the owner's alone.
  "/admin/breaches": staff(A, F, F, F),
  // People's data requests: the owner, and Admins only once the owner allows them (not here).
  "/admin/data-requests": staff(A, F, F, F),
  "/admin/team": staff(A, F, F, F),
  "/admin/settings": staff(A, F, F, F),
  "/admin/account": staff(A, A, A, A),
  "/admin/api/audit.csv": staff(A, F, F, F),
  "/admin/logout": staff(A, A, A, A),
  "/admin/api/leads.csv": staff(A, A, F, F),
  "/admin/api/uploads": staff(A, A, F, A),
  "/admin/api/markdown-preview": staff(A, A, F, A),
  "/admin/api/revisions/:kind/:id": staff(A, A, F, A),
  "/admin/api/social-card-preview": staff(A, A, F, A),
  // Categories, redirects and the 404 log: whoever edits the content.
  "/admin/categories": staff(A, A, F, A),
  "/admin/redirects": staff(A, A, F, A),
  "/admin/api/redirects.csv": staff(A, A, F, A),
  // An address that is no page: 404 for every role, in the admin's shell.
  "/admin/*": staff(A, A, A, A),
  // Where a page a role does not include sends its staff member: 403 for every role, in the admin's shell.
  "/admin/not-allowed": staff(F, F, F, F),
};
/** Every action, by the route it posts to (the lead's page by the probe lead's address). */
const actionAnswers = (): { path: string; intent: string; answers: Record<StaffRole, Answer> }[] => {
  const lead = `/admin/leads/${ids.lead}`;
  const leadWork = staff(A, A, A, F);
  const content = staff(A, A, F, A);
  return [
    { path: "/admin/dashboard/leads", intent: LEAD_INTENTS.status, answers: leadWork },
    { path: "/admin/dashboard/leads", intent: LEAD_INTENTS.delete, answers: staff(A, A, F, F) },
    { path: lead, intent: LEAD_INTENTS.status, answers: leadWork },
    { path: lead, intent: LEAD_INTENTS.delete, answers: staff(A, A, F, F) },
    ...[
      ...Object.values(LEAD_PAGE_INTENTS),
      ...Object.values(LEAD_TAP_INTENTS),
      DEAL_INTENTS.deal,
      DEAL_INTENTS.lostReason,
    ].map((intent) => ({
      path: lead,
      intent,
      answers: leadWork,
    })),
    ...[...Object.values(CASE_STUDY_INTENTS)].map((intent) => ({
      path: "/admin/dashboard/case-studies",
      intent,
      answers: content,
    })),
    ...[...Object.values(ARTICLE_INTENTS)].map((intent) => ({
      path: "/admin/dashboard/articles",
      intent,
      answers: content,
    })),
    ...Object.values(REDIRECT_INTENTS).map((intent) => ({ path: "/admin/redirects", intent, answers: content })),
    ...Object.values(CATEGORY_INTENTS).map((intent) => ({ path: "/admin/categories", intent, answers: content })),
    ...Object.values(WEBHOOK_INTENTS).map((intent) => ({
      path: "/admin/webhooks",
      intent,
      answers: staff(A, F, F, F),
    })),
    ...Object.values(TEAM_INTENTS).map((intent) => ({ path: "/admin/team", intent, answers: staff(A, F, F, F) })),
    ...Object.values(DATA_REQUEST_INTENTS).map((intent) => ({
      path: intent === DATA_REQUEST_INTENTS.settings ? "/admin/settings" : "/admin/data-requests",
      intent,
      answers: staff(A, F, F, F),
    })),
    ...Object.values(BREACH_INTENTS).map((intent) => ({
      path: "/admin/breaches",
      intent,
      answers: staff(A, F, F, F),
    })),
    { path: `${lead}/quote`, intent: QUOTE_INTENTS.create, answers: staff(A, A, F, F) },
    ...Object.values(INVOICE_INTENTS).map((intent) => ({ path: lead, intent, answers: staff(A, A, F, F) })),
    ...Object.values(BILLING_INTENTS).map((intent) => ({
      path: "/admin/settings",
      intent,
      answers: staff(A, F, F, F),
    })),
    ...[...Object.values(REPLY_INTENTS), DEAL_INTENTS.reasons].map((intent) => ({
      path: "/admin/settings",
      intent,
      answers: staff(A, F, F, F),
    })),
    ...Object.values(ACCOUNT_INTENTS).map((intent) => ({
      path: "/admin/account",
      intent,
      answers: staff(A, A, A, A),
    })),
  ];
};
const clientOf: Record<StaffRole, Who> = { owner: "admin", admin: "staffAdmin", sales: "sales", editor: "editor" };

test("every admin route has a row in the table of answers", () => {
  expect(Object.keys(pageAnswers).sort()).toEqual([...guarded].sort());
});

for (const role of ["owner", "admin", "sales", "editor"] as const) {
  test(`${role}: each admin address and action answers as the table says`, async () => {
    const client = clients[clientOf[role]];
    for (const [url, answers] of Object.entries(pageAnswers)) {
      const response = await client.get(url, { maxRedirects: 0 });
      const where = `${role} GET ${url}`;
      if (answers[role] === "forbidden") {
        // A page goes to the refusal inside the admin's shell (which answers 403 itself); data and files are refused where they are.
        const sentOn = !isApi(url) && url !== "/admin/not-allowed";
        if (sentOn) expect(response.headers().location, where).toBe("/admin/not-allowed");
        const refused = sentOn ? await client.get("/admin/not-allowed", { maxRedirects: 0 }) : response;
        expect(refused.status(), where).toBe(403);
      } else {
        expect([401, 403], where).not.toContain(response.status());
        expect(response.headers().location ?? "", where).not.toMatch(/login|access-denied/);
      }
      if (!isApi(url) && answers[role] === "forbidden") {
        const body = await (await client.get(`${url}.data?q=Authz+Probe`, { maxRedirects: 0 })).text();
        expect(body, where).not.toContain("Authz Probe");
      }
    }
    for (const action of actionAnswers()) {
      // The intent alone: an allowed action runs and answers its own refusal of the empty form; a forbidden one is refused first.
      const response = await client.post(`${action.path}.data`, { form: { intent: action.intent }, maxRedirects: 0 });
      const where = `${role} ${action.intent} at ${action.path}`;
      if (action.answers[role] === "forbidden") expect(response.status(), where).toBe(403);
      else expect([401, 403], where).not.toContain(response.status());
    }
  });
}
