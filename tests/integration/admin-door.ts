// The admin's one door, tried the way clients can spell a request (ADR 030). Every declared admin
// action, for every staff role and for someone signed out, is sent through the app's real request
// handler (the routes and middleware as Vite serves them to `npm run dev`) in each encoding a client
// can choose: the canonical url-encoded form, its media type in other cases or with a charset, a
// multipart form (in other cases too), a JSON body, a plain-text body, an empty body, the intent
// given twice, a lead given twice. Each gets the canonical form's status and authorization
// decision, or 400 for every role alike; every request the action completed leaves exactly one
// audit entry, every other none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { type RunnableDevEnvironment, type ViteDevServer, createServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  accountTokens,
  articleCategories,
  appState,
  articles,
  auditLog,
  breaches,
  dataRequests,
  caseStudies,
  leads,
  quotes,
  redirects,
  session,
  twoFactor,
  user,
  userRoles,
  webhookEndpoints,
} from "../../database/schema";
import type { AdminAction, AdminDoor } from "~/features/auth/admin-action";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import type { RevisionKind } from "~/features/content-editing/revisions";
import { keepRevision, listRevisions } from "~/features/content-editing/revisions.server";
import { priceList, saveBillingDetails, savePriceLine } from "~/features/billing/billing-settings.server";
import { issueInvoice } from "~/features/billing/invoices.server";
import { quoteFormSchema, quoteLineFields } from "~/features/billing/quote";
import { acceptQuote, makeQuote } from "~/features/billing/quotes.server";
import { listReplies, saveReply } from "~/features/whatsapp-replies/replies.server";
import { startSheetsConnection } from "~/features/webhooks/sheets.server";
import { type Permission, can } from "~/features/auth/permissions";
import { createAccountLinks } from "~/infrastructure/account-links.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import type { Capabilities } from "~/infrastructure/context";
import { fileLedger, ledgerKey } from "~/infrastructure/erasure-ledger.server";
import { createFlash } from "~/infrastructure/flash.server";
import { createMailer } from "~/infrastructure/mailer.server";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { createLocalStorage } from "~/infrastructure/storage.server";
import { createTrustedDevices } from "~/infrastructure/trusted-devices.server";
import { istDateKey } from "~/lib/india-time";
import { articleInput } from "./article-input";
import type { TestDatabase } from "./databases";

type AppModule = typeof import("../../server/app");
type DoorsModule = typeof import("../../app/routes/admin/doors.server");
type SubscribersModule = typeof import("../../server/lead-event-subscribers");

const SECRET = "door-secret-door-secret-door-secret";
const PASSWORD = "a-long-enough-password";
const SITE = "http://localhost";
const roles = ["owner", "admin", "sales", "editor", "anonymous"] as const;
type Role = (typeof roles)[number];

const urlencoded = (type: string) => (fields: [string, string | Blob][]) => {
  if (fields.some(([, value]) => typeof value !== "string")) return null;
  return {
    body: new URLSearchParams(fields as [string, string][]).toString(),
    headers: new Headers({ "content-type": type }),
  };
};
const multipart = (spell: (type: string) => string) => async (fields: [string, string | Blob][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value as string);
  const encoded = new Response(form);
  return {
    body: await encoded.arrayBuffer(),
    headers: new Headers({ "content-type": spell(encoded.headers.get("content-type")!) }),
  };
};
const isUpload = (action: AdminAction<unknown>) => action.body?.kind === "upload";

/** The spellings, made async-ready: multipart bodies are built by the platform. */
const encodings: {
  name: string;
  same: (action: AdminAction<unknown>) => boolean;
  build(
    fields: [string, string | Blob][],
    action: AdminAction<unknown>,
  ): Promise<{ body?: BodyInit; headers: Headers } | null>;
}[] = [
  {
    name: "url-encoded",
    same: (a) => !isUpload(a),
    build: async (f) => urlencoded("application/x-www-form-urlencoded")(f),
  },
  {
    name: "url-encoded, other case",
    same: (a) => !isUpload(a),
    build: async (f) => urlencoded("Application/X-WWW-Form-URLEncoded")(f),
  },
  {
    name: "url-encoded with a charset",
    same: (a) => !isUpload(a),
    build: async (f) => urlencoded("application/x-www-form-urlencoded; charset=UTF-8")(f),
  },
  { name: "multipart", same: () => true, build: (f) => multipart((type) => type)(f) },
  {
    name: "multipart, other case",
    same: () => true,
    build: (f) => multipart((type) => type.replace("multipart/form-data", "Multipart/Form-Data"))(f),
  },
  {
    name: "JSON",
    same: () => false,
    build: async (f) => ({
      body: JSON.stringify(Object.fromEntries(f.map(([k, v]) => [k, String(v)]))),
      headers: new Headers({ "content-type": "application/json" }),
    }),
  },
  {
    name: "plain text",
    same: () => false,
    build: async (f) => ({
      body: f.map(([k, v]) => `${k}=${String(v)}`).join("\n"),
      headers: new Headers({ "content-type": "text/plain" }),
    }),
  },
  { name: "empty body", same: () => false, build: async () => ({ headers: new Headers() }) },
  {
    name: "intent given twice",
    same: () => false,
    build: (f) => multipart((type) => type)([["intent", "x"], ...f.filter(([k]) => k !== "intent"), ["intent", "y"]]),
  },
  {
    name: "a lead given twice",
    same: () => false,
    build: async (f, action) => {
      const field = action.leads?.[0];
      if (!field) return null;
      const id = f.find(([k]) => k === field)?.[1] ?? crypto.randomUUID();
      return multipart((type) => type)([...f, [field, id]]);
    },
  },
];

/** The suite, on one database: a file for each (admin-door.*.test.ts), which Vitest runs side by side. */
const TYPES = path.resolve(".react-router/types");
const VITE_LOCK = path.resolve(".react-router/door-vite.lock");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Vite as `npm run dev` starts it. Every Vite server writes React Router's route types on start,
 * removing .react-router/types first: the door's two files (a database each) run side by side, and
 * two servers starting at once removed each other's files. So one starts at a time, holding a lock
 * directory until its types are written; a lock older than two minutes was left by a killed run.
 */
async function startVite(): Promise<ViteDevServer> {
  fs.mkdirSync(path.dirname(VITE_LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(VITE_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (fs.statSync(VITE_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(VITE_LOCK, { recursive: true, force: true });
      await pause(100);
    }
  }
  try {
    const since = Date.now();
    const server = await createServer({
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: "custom",
      logLevel: "error",
    });
    const written = () =>
      (fs.statSync(path.join(TYPES, "+server-build.d.ts"), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since - 20;
    for (const until = Date.now() + 60_000; !written() && Date.now() < until;) await pause(50);
    // Its files are written together; the last of them lands within moments of the first.
    await pause(500);
    return server;
  } finally {
    fs.rmSync(VITE_LOCK, { recursive: true, force: true });
  }
}

export function adminDoorSuite({ open }: TestDatabase) {
  let database: Awaited<ReturnType<typeof open>>;
  let vite: ViteDevServer;
  let app: AppModule;
  let doors: DoorsModule;
  let auth: Auth;
  let capabilities: Capabilities;
  let uploads: string;
  let png: Blob;
  const users: Record<Exclude<Role, "anonymous">, { id: string; email: string; cookie: string }> = {} as never;
  const db = () => database.db;

  beforeAll(async () => {
    database = await open();
    vite = await startVite();
    const runner = (vite.environments.ssr as RunnableDevEnvironment).runner;
    app = await runner.import<AppModule>("/server/app.ts");
    doors = await runner.import<DoorsModule>("/app/routes/admin/doors.server.ts");
    // The app's modules as Vite serves them are their own copies: they hear lead events once published
    // to there, as the server does when it opens the database.
    (await runner.import<SubscribersModule>("/server/lead-event-subscribers.ts")).publishLeadEvents();
    auth = createAuth({ db: database.db, secret: SECRET, siteUrl: SITE });
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "agency-door-"));
    capabilities = {
      database,
      auth,
      storage: createLocalStorage(path.join(uploads, "files")),
      mailer: createMailer({
        outboxDir: path.join(uploads, "outbox"),
        from: "site@door.example",
        brand: "Door",
        siteUrl: "http://door.example",
      }),
      flash: createFlash({ secret: SECRET, secure: false }),
      trustedDevices: createTrustedDevices({ secret: SECRET, secure: false }),
      rateLimiter: databaseRateLimiter(database.db),
      signedLinks: createSignedLinks({ secret: SECRET, siteUrl: SITE }),
      accountLinks: createAccountLinks({ secret: SECRET, siteUrl: SITE }),
      erasures: { ledger: fileLedger(path.join(uploads, "erasure-ledger"), ledgerKey(SECRET)), key: ledgerKey(SECRET) },
      settings: {
        uploadMaxBytes: 5 * 1024 * 1024,
        inquiriesPerWindow: 1000,
        leadAlertsTo: undefined,
        acknowledgements: false,
        webhookPolicy: { allowLoopback: true },
      },
    };
    for (const role of ["owner", "admin", "sales", "editor"] as const) {
      const email = `${role}@door.example`;
      await createOrPromoteAdmin(auth, database.db, { email, password: PASSWORD, role });
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password: PASSWORD },
        returnHeaders: true,
      });
      users[role] = { id: response.user.id, email, cookie: headers.getSetCookie()[0]!.split(";")[0]! };
    }
    // Sales reaches only the leads assigned to them, and may not delete or export.
    await db().update(userRoles).set({ leadScope: "assigned" }).where(eq(userRoles.userId, users.sales.id));
    png = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a7" } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: "image/png" },
    );
  }, 120_000);

  afterAll(async () => {
    await vite?.close();
    await database?.dispose();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
  const newLead = async (values: Partial<typeof leads.$inferInsert> = {}) =>
    (
      await db()
        .insert(leads)
        .values({
          name: "Door Lead",
          phone: "+91 98470 10000",
          phoneE164: "+919847010000",
          city: "Pune",
          service: "SEO",
          ...values,
        })
        .returning({ id: leads.id })
    )[0]!.id;
  /** A team member (without a password: nobody signs in as them here). */
  const newMember = async (role: "sales" | "editor", deactivated = false) => {
    const id = crypto.randomUUID();
    await db()
      .insert(user)
      .values({ id, name: "Member", email: `member-${unique()}@door.example` });
    await db()
      .insert(userRoles)
      .values({ userId: id, role, deactivatedAt: deactivated ? new Date() : null });
    return id;
  };
  const newEndpoint = async () =>
    (
      await db()
        .insert(webhookEndpoints)
        .values({ url: "https://127.0.0.1/hooks", events: ["lead.created"], secret: "whsec_dGVzdA==" })
        .returning({ id: webhookEndpoints.id })
    )[0]!.id;
  const newArticle = async () =>
    (
      await db()
        .insert(articles)
        .values({ title: "Door", slug: `door-${unique()}`, author: "A", category: "SEO", excerpt: "E", content: "C" })
        .returning({ id: articles.id })
    )[0]!.id;
  /** A breach that says all a notice to the people must. */
  const newBreach = async () =>
    (
      await db()
        .insert(breaches)
        .values({
          summary: "A laptop with the enquiry sheet was stolen",
          awareAt: new Date(Date.now() - 60_000),
          dataAffected: "Names and phone numbers",
          peopleAffected: 3,
          consequences: "Spam calls",
          measures: "The sheet's password was changed",
          advice: "Ignore calls asking for an OTP",
        })
        .returning({ id: breaches.id })
    )[0]!.id;
  /** A person's request about their data, verified (a staff member checked who they are). */
  const newDataRequest = async (kind: "erasure" | "grievance") =>
    (
      await db()
        .insert(dataRequests)
        .values({
          kind,
          email: `person-${unique()}@door.example`,
          status: "verified",
          receivedAt: new Date(),
          dueOn: istDateKey(Date.now() + 30 * 86_400_000),
        })
        .returning({ id: dataRequests.id })
    )[0]!.id;
  /** A version of the record, as a save from its dialog keeps it: its id. */
  const keptVersion = async (kind: RevisionKind, recordId: string, values: object) => {
    // As a save keeps it: the checked values, as JSON holds them.
    const kept = JSON.parse(JSON.stringify(values)) as Record<string, string | boolean | null>;
    await keepRevision(db(), { kind, recordId, values: kept, savedBy: users.admin.id, savedAt: new Date() });
    return (await listRevisions(db(), kind, recordId))[0]!.id;
  };
  const newCaseStudy = async () =>
    (
      await db()
        .insert(caseStudies)
        .values({
          title: "Door",
          slug: `door-${unique()}`,
          clientName: "C",
          industry: "I",
          challenge: "c",
          solution: "s",
          results: "r",
        })
        .returning({ id: caseStudies.id })
    )[0]!.id;
  const inFuture = () => {
    const ist = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 5.5 * 60 * 60 * 1000).toISOString();
    return { followUpDate: ist.slice(0, 10), followUpTime: "10:30", followUpNote: "Call back" };
  };

  const DAY_MS = 24 * 60 * 60 * 1000;
  const withBillingDetails = () =>
    saveBillingDetails(db(), {
      legalName: "Sparkline Digital LLP",
      address: "4th floor, Baner Road, Pune 411045",
      stateCode: "27",
      gstin: "27AAPFU0939F1ZV",
      upi: null,
      bank: null,
      invoicePrefix: "INV",
      invoiceTerms: "",
    });
  /** The quote form's fields: one written-out line, valid a week from today in India. */
  const quoteFields = () => ({
    billingName: "Patil Sweets",
    billingAddress: "MG Road, Bengaluru 560001",
    state: "29",
    gstin: "",
    validUntil: istDateKey(Date.now() + 7 * DAY_MS),
    priceLine: "",
    description: "Local SEO, 3 months",
    sac: "998361",
    quantity: "1",
    unitPrice: "45,000",
    discount: "",
    gstRate: "",
  });
  /** A lead whose client accepted a quote. */
  const acceptedQuote = async () => {
    await withBillingDetails();
    const leadId = await newLead();
    const fields = quoteFields();
    const lists = Object.fromEntries(quoteLineFields.map((name) => [name, [fields[name]]]));
    const input = quoteFormSchema.parse({ ...fields, ...lists, id: leadId });
    const made = await makeQuote(db(), { input, values: {}, actorId: users.owner.id, at: new Date(Date.now()) });
    const quoteId = made.ok ? made.id! : "";
    await acceptQuote(db(), quoteId, { name: "Ravi Patil", from: "203.0.113.9", at: new Date(Date.now()) });
    return { leadId, quoteId };
  };
  /** A lead with an invoice issued today, unpaid. */
  const issuedInvoice = async () => {
    const { leadId, quoteId } = await acceptedQuote();
    const dueOn = istDateKey(Date.now() + 7 * DAY_MS);
    const issued = await issueInvoice(db(), {
      leadId,
      quoteId,
      dueOn,
      actorId: users.owner.id,
      at: new Date(Date.now()),
    });
    return { leadId, invoiceId: issued.ok ? issued.id! : "" };
  };

  /**
   * The fields of a request that, from someone allowed, the action completes; and the address's
   * parameters. Each call makes its own records, so every spelling finds the same state.
   */
  const fixtures: Record<
    string,
    (role: Role) => Promise<{ fields: Record<string, string | Blob>; params?: Record<string, string>; cookie?: string }>
  > = {
    "lead-status": async () => ({ fields: { id: await newLead(), status: "contacted" } }),
    "lead-delete": async () => ({ fields: { id: await newLead() } }),
    "lead-call": async () => ({ fields: {}, params: { id: await newLead() } }),
    "lead-whatsapp": async () => ({ fields: {}, params: { id: await newLead() } }),
    "lead-note": async () => ({ fields: { body: "Wants a quote" }, params: { id: await newLead() } }),
    "lead-follow-up": async () => ({ fields: inFuture(), params: { id: await newLead() } }),
    "lead-follow-up-done": async () => ({
      fields: {},
      params: { id: await newLead({ followUpAt: new Date(Date.now() + 60_000) }) },
    }),
    "lead-merge": async () => ({ fields: { otherLeadId: await newLead() }, params: { id: await newLead() } }),
    "lead-consent-withdrawn": async () => ({ fields: {}, params: { id: await newLead({ marketingConsent: true }) } }),
    "lead-assign": async () => ({ fields: { assignee: users.admin.id }, params: { id: await newLead() } }),
    "lead-deal": async () => ({
      fields: { dealValue: "1,20,000", expectedClose: "2026-12-15" },
      params: { id: await newLead() },
    }),
    "lead-lost-reason": async () => ({
      fields: { lostReason: "Price", lostNote: "Went with a cheaper agency" },
      params: { id: await newLead({ status: "closed" }) },
    }),
    "lost-reasons-save": async () => ({ fields: { reasons: "Price\nNo reply\nChose another agency" } }),
    "billing-details-save": async () => ({
      fields: {
        legalName: "Sparkline Digital LLP",
        address: "4th floor, Baner Road, Pune 411045",
        state: "27",
        gstin: "27AAPFU0939F1ZV",
      },
    }),
    // Each starts from no prices, so no spelling finds the list full.
    "price-line-save": async () => {
      await db().delete(appState).where(eq(appState.key, "price-list"));
      return { fields: { service: "seo", description: "Local SEO, 3 months", unitPrice: "45,000", sac: "998361" } };
    },
    "price-line-remove": async () => {
      await savePriceLine(db(), {
        data: { service: "seo", description: "Old", unitPrice: 100, sac: "998361", gstRate: 18 },
        values: {},
      });
      return { fields: { id: (await priceList(db())).at(-1)!.id } };
    },
    // A quote of one written-out line, valid a week from today in India.
    "quote-create": async () => {
      await withBillingDetails();
      return { fields: quoteFields(), params: { id: await newLead() } };
    },
    "invoice-issue": async () => {
      const { leadId, quoteId } = await acceptedQuote();
      return { fields: { quoteId, dueOn: istDateKey(Date.now() + 7 * DAY_MS) }, params: { id: leadId } };
    },
    "invoice-paid": async () => {
      const { leadId, invoiceId } = await issuedInvoice();
      return {
        fields: { invoiceId, paidOn: istDateKey(Date.now()), reference: "412345678901" },
        params: { id: leadId },
      };
    },
    "credit-note-issue": async () => {
      const { leadId, invoiceId } = await issuedInvoice();
      return { fields: { invoiceId }, params: { id: leadId } };
    },
    // Each starts from no replies, so no spelling finds the list full.
    "whatsapp-reply-save": async () => {
      await db().delete(appState).where(eq(appState.key, "whatsapp-replies"));
      return { fields: { name: "Price list", body: "Hello {name}, our prices for {service}:" } };
    },
    "whatsapp-reply-remove": async () => {
      await saveReply(db(), { data: { name: "Old", body: "Old reply", language: "en" }, values: {} });
      return { fields: { id: (await listReplies(db())).at(-1)!.id } };
    },
    "lead-correct": async () => ({
      fields: { name: "Corrected Name", phone: "+91 98765 43210", email: "", city: "Pune", service: "SEO" },
      params: { id: await newLead() },
    }),
    "lead-outcome": async () => ({
      fields: { outcome: "reached", outcomeNote: "", callBackDate: "", callBackTime: "11:00", outcomeStatus: "new" },
      params: { id: await newLead() },
    }),
    "case-study-save": async () => ({
      fields: {
        title: "T",
        clientName: "C",
        industry: "I",
        challenge: "c",
        solution: "s",
        results: "r",
        slug: `cs-${unique()}`,
      },
    }),
    "case-study-delete": async () => ({ fields: { id: await newCaseStudy() } }),
    "case-study-feature": async () => ({ fields: { id: await newCaseStudy(), featured: "true" } }),
    "article-save": async () => ({
      fields: { title: "T", slug: `a-${unique()}`, author: "A", category: "SEO", excerpt: "E", content: "Body" },
    }),
    "article-delete": async () => ({ fields: { id: await newArticle() } }),
    "article-publish": async () => ({ fields: { id: await newArticle(), published: "true" } }),
    "article-revision-restore": async () => {
      const id = await newArticle();
      return { fields: { id, revision: await keptVersion("article", id, articleInput({ slug: `door-${unique()}` })) } };
    },
    "case-study-revision-restore": async () => {
      const id = await newCaseStudy();
      const values = { title: "Door", slug: `door-${unique()}`, clientName: "C", industry: "I" };
      const caseStudy = { ...values, challenge: "c", solution: "s", results: "r", featured: false };
      return { fields: { id, revision: await keptVersion("case-study", id, caseStudy) } };
    },
    "article-preview-share": async () => ({ fields: { id: await newArticle() } }),
    "article-preview-withdraw": async () => ({ fields: { id: await newArticle() } }),
    // Whatever demo content is left (none here): the removal completes all the same.
    "demo-content-remove": async () => ({ fields: {} }),
    "webhook-sheets-script": async () => ({ fields: {} }),
    // A script waiting for its address: connecting it completes (for the owner, once per request).
    "webhook-sheets-connect": async () => {
      await startSheetsConnection(db());
      return { fields: { url: "https://127.0.0.1/macros/s/door/exec" } };
    },
    "webhook-add": async () => ({ fields: { url: "https://127.0.0.1/hooks", events: "lead.created" } }),
    "webhook-remove": async () => ({ fields: { id: await newEndpoint() } }),
    "webhook-rotate": async () => ({ fields: { id: await newEndpoint() } }),
    "webhook-test": async () => ({ fields: { id: await newEndpoint() } }),
    // A delivery that is no longer kept: the action answers 404 whoever asks, always the same.
    "webhook-redeliver": async () => ({ fields: { id: await newEndpoint(), deliveryId: crypto.randomUUID() } }),
    "team-invite": async () => ({ fields: { email: `new-${unique()}@door.example`, role: "sales" } }),
    "team-withdraw-invitation": async () => {
      const id = crypto.randomUUID();
      await db()
        .insert(accountTokens)
        .values({
          id,
          purpose: "invitation",
          tokenHash: `hash-${id}`,
          email: `inv-${unique()}@door.example`,
          role: "sales",
          createdBy: users.owner.id,
          expiresAt: new Date(Date.now() + 3_600_000),
        });
      return { fields: { id } };
    },
    "team-role": async () => ({ fields: { id: await newMember("sales"), role: "editor" } }),
    "team-deactivate": async () => ({ fields: { id: await newMember("sales") } }),
    "team-reactivate": async () => ({ fields: { id: await newMember("editor", true) } }),
    "team-two-factor-policy": async () => ({ fields: { required: "no" } }),
    "team-round-robin": async () => ({ fields: { on: "no" } }),
    "account-sign-out-session": async (role) => {
      if (role === "anonymous") return { fields: { id: "none" } };
      const id = crypto.randomUUID();
      const expiresAt = new Date(Date.now() + 3_600_000);
      await db()
        .insert(session)
        .values({ id, token: `token-${id}`, userId: users[role].id, expiresAt });
      return { fields: { id } };
    },
    "account-sign-out-others": async () => ({ fields: {} }),
    "account-name": async () => ({ fields: { name: "Meera Iyer" } }),
    "account-password": async () => ({ fields: { current: PASSWORD, password: PASSWORD, confirm: PASSWORD } }),
    "account-two-factor-start": async () => ({ fields: { accountPassword: PASSWORD } }),
    // A wrong code: refused by the action (400) whoever asks, always the same; nothing turns on.
    "account-two-factor-confirm": async () => ({ fields: { code: "000000" } }),
    "account-two-factor-off": async () => ({ fields: { accountPassword: PASSWORD } }),
    // A set-up begun and not confirmed, for each request to cancel.
    "account-two-factor-cancel": async (role) => {
      if (role !== "anonymous") {
        const row = { secret: "begun", backupCodes: "begun", verified: false };
        await db()
          .insert(twoFactor)
          .values({ id: crypto.randomUUID(), userId: users[role].id, ...row })
          .onConflictDoUpdate({ target: twoFactor.userId, set: row });
      }
      return { fields: {} };
    },
    // Signing out ends the session it is sent with: each gets a session of its own.
    "sign-out": async (role) => {
      if (role === "anonymous") return { fields: {} };
      const { headers } = await auth.api.signInEmail({
        body: { email: users[role].email, password: PASSWORD },
        returnHeaders: true,
      });
      return { fields: {}, cookie: headers.getSetCookie()[0]!.split(";")[0]! };
    },
    "image-upload": async () => ({ fields: { bucket: "articles", file: png } }),
    "category-save": async () => ({ fields: { name: `Category ${unique()}`, description: "" } }),
    "category-remove": async () => {
      const [made] = await db()
        .insert(articleCategories)
        .values({ name: `Gone ${unique()}`, slug: `gone-${unique()}` })
        .returning({ id: articleCategories.id });
      return { fields: { id: made!.id } };
    },
    "redirect-save": async () => ({ fields: { source: `/old-${unique()}`, target: "/contact", status: "301" } }),
    "redirect-remove": async () => {
      const [made] = await db()
        .insert(redirects)
        .values({ source: `/gone-${unique()}`, target: "/contact" })
        .returning({ id: redirects.id });
      return { fields: { id: made!.id } };
    },
    "redirects-import": async () => ({
      fields: { file: new Blob([`/moved-${unique()},/services,301\r\n`], { type: "text/csv" }) },
    }),
    "markdown-preview": async () => ({ fields: { content: "**Hello**" } }),
    "breach-save": async () => ({
      fields: {
        summary: "The enquiry sheet was shared by a public link",
        awareAt: "2026-04-02T10:30",
        dataAffected: "Names and phone numbers",
        peopleAffected: "12",
      },
    }),
    "data-request-record": async () => ({
      fields: { kind: "access", email: `asked-${unique()}@door.example`, phone: "", details: "", checked: "on" },
    }),
    "data-request-status": async () => ({
      fields: { id: await newDataRequest("grievance"), status: "done", answer: "We called back." },
    }),
    "data-request-note": async () => ({ fields: { id: await newDataRequest("grievance"), note: "Called back." } }),
    "data-request-erase": async () => ({ fields: { id: await newDataRequest("erasure") } }),
    // Admins stay without data requests: the door's answers for them do not change mid-run.
    "data-request-settings": async () => ({ fields: { targetDays: "30", contactName: "Priya Sharma" } }),
    "breach-board-intimated": async () => ({ fields: { id: await newBreach() } }),
    "breach-board-reported": async () => ({ fields: { id: await newBreach() } }),
    // An enquiry of today with an address, for each request's own breach to notify.
    "breach-notify": async () => {
      await newLead({ email: `breach-${unique()}@door.example` });
      const today = istDateKey(Date.now());
      return { fields: { id: await newBreach(), from: today, to: today } };
    },
  };
  const fixtureName = (action: AdminAction<unknown>) => action.intent ?? action.audit?.action ?? "markdown-preview";

  const auditCount = async () => (await db().select({ entries: count() }).from(auditLog))[0]!.entries;

  /** Sends one request through the app's request handler as a browser's script does (a `.data` request for a page). */
  async function send(route: string, role: Role, action: AdminAction<unknown>, encoding: (typeof encodings)[number]) {
    const fixture = await fixtures[fixtureName(action)]!(role);
    // On a lead's page the lead is named by the address, never by the form.
    if (route.includes(":id") && !fixture.params && typeof fixture.fields.id === "string") {
      const { id, ...rest } = fixture.fields;
      Object.assign(fixture, { fields: rest, params: { id } });
    }
    const fieldList: [string, string | Blob][] = [
      ...(action.intent ? [["intent", action.intent] as [string, string]] : []),
      ...Object.entries(fixture.fields),
    ];
    const built = await encoding.build(fieldList, action);
    if (!built) return null;
    let address = route;
    for (const [name, value] of Object.entries(fixture.params ?? {})) address = address.replace(`:${name}`, value);
    const api = address.startsWith("/admin/api/");
    const url = `${SITE}${address}${api ? "" : ".data"}`;
    const cookie = role === "anonymous" ? undefined : (fixture.cookie ?? users[role].cookie);
    if (cookie) built.headers.set("cookie", cookie);
    if (built.body !== undefined && typeof built.body !== "string")
      built.headers.set("content-length", String((built.body as ArrayBuffer).byteLength));
    else if (typeof built.body === "string") built.headers.set("content-length", String(Buffer.byteLength(built.body)));
    const before = await auditCount();
    const response = await app.handleRequest(
      capabilities,
      { contentChanged() {} },
      new Request(url, { method: "POST", body: built.body, headers: built.headers }),
      "203.0.113.50",
    );
    const text = await response.text();
    // A `.data` answer carries a redirect in its body, with status 202 (React Router's single fetch).
    let redirect = response.status === 202 ? (/"(\/admin\/[^"]*)"/.exec(text)?.[1] ?? null) : null;
    // Back to the record the address named (a new quote's lead): the same place whichever record each request made.
    for (const [name, value] of Object.entries(fixture.params ?? {}))
      redirect = redirect?.replaceAll(value, `:${name}`) ?? null;
    return { status: response.status, redirect, audited: (await auditCount()) - before };
  }

  /** What the door decided, as a client sees it. */
  const decision = (role: Role, status: number, redirect: string | null) =>
    // Signing out also leads to the login page; only someone signed out is sent there by the door.
    (role === "anonymous" && redirect?.startsWith("/admin/login")) || status === 401
      ? "sign in"
      : status === 403
        ? "forbidden"
        : status === 404
          ? "no such record"
          : status === 400
            ? "refused"
            : status < 400 || status === 409
              ? "done"
              : `status ${status}`;

  /** What the rules (ADR 024) say for this role: signed out, not allowed, out of reach, or allowed. */
  const expected = (role: Role, door: AdminDoor, action: AdminAction<unknown>) => {
    if (role === "anonymous") return "sign in";
    const member = { role, mayDeleteAndExportLeads: false, mayBill: false, mayAnswerDataRequests: false };
    if (!can(member, action.permission as Permission)) return "forbidden";
    // The limited Sales person is given none of the leads the fixtures make.
    if (role === "sales" && ((action.leads?.length ?? 0) > 0 || (door.leads?.length ?? 0) > 0)) return "no such record";
    return "allowed";
  };

  /** Reads an admin page through the app's request handler, as a browser opens it or its script fetches its data. */
  async function read(path: string, role: Exclude<Role, "anonymous">) {
    const response = await app.handleRequest(
      capabilities,
      { contentChanged() {} },
      new Request(`${SITE}${path}`, { headers: { cookie: users[role].cookie } }),
      "203.0.113.50",
    );
    return { status: response.status, text: await response.text() };
  }

  it("a lead out of a Sales person's reach is no lead, said inside the admin's frame, and its reading is not logged", async () => {
    const theirs = await newLead({ name: "Reachable Rekha", assignedTo: users.sales.id });
    const others = await newLead({ name: "Unreachable Usha", assignedTo: users.admin.id });
    const before = await auditCount();

    const page = await read(`/admin/leads/${others}`, "sales");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Lead not found");
    // The admin's frame: its sections stay, with the way back to the list.
    expect(page.text).toContain(">Your account<");
    expect(page.text).toContain("Back to the leads");
    expect(page.text).not.toContain("Unreachable Usha");
    const data = await read(`/admin/leads/${others}.data`, "sales");
    expect(data.status).toBe(404);
    expect(data.text).not.toContain("Unreachable Usha");
    expect(await auditCount()).toBe(before);

    // The same page of a lead of their own opens, and its reading is logged.
    const own = await read(`/admin/leads/${theirs}`, "sales");
    expect(own.status).toBe(200);
    expect(own.text).toContain("Reachable Rekha");
    expect(await auditCount()).toBe(before + 1);
  });

  it("lets a Sales person bill only once the owner allows it, and only the leads they reach", async () => {
    const theirs = await newLead({ name: "Billed Bhavna", assignedTo: users.sales.id });
    const others = await newLead({ name: "Unbilled Usha", assignedTo: users.admin.id });
    const quoteAction = doors.ADMIN_DOORS["/admin/leads/:id/quote"]!.actions![0]!;
    const makeQuoteFor = async (leadId: string) => {
      await withBillingDetails();
      const body = new URLSearchParams({ intent: quoteAction.intent!, ...quoteFields() });
      const response = await app.handleRequest(
        capabilities,
        { contentChanged() {} },
        new Request(`${SITE}/admin/leads/${leadId}/quote.data`, {
          method: "POST",
          body,
          headers: { "content-type": "application/x-www-form-urlencoded", cookie: users.sales.cookie },
        }),
        "203.0.113.50",
      );
      return response.status;
    };
    // Not allowed: the quote form (sent on to the page that says so), its action and the lead page's quotes are not theirs.
    expect((await read(`/admin/leads/${theirs}/quote`, "sales")).status).toBe(302);
    expect(await makeQuoteFor(theirs)).toBe(403);
    expect((await read(`/admin/leads/${theirs}`, "sales")).text).not.toContain("Make a quote");

    await db().update(userRoles).set({ mayBill: true }).where(eq(userRoles.userId, users.sales.id));
    try {
      expect((await read(`/admin/leads/${theirs}/quote`, "sales")).status).toBe(200);
      expect((await read(`/admin/leads/${theirs}`, "sales")).text).toContain("Make a quote");
      expect(await makeQuoteFor(theirs)).toBe(202);
      expect(await db().$count(quotes, eq(quotes.leadId, theirs))).toBe(1);
      // Another person's lead is no lead for them, to bill or to read an invoice of.
      expect((await read(`/admin/leads/${others}/quote`, "sales")).status).toBe(404);
      expect(await makeQuoteFor(others)).toBe(404);
      expect(await db().$count(quotes, eq(quotes.leadId, others))).toBe(0);
      const { invoiceId } = await issuedInvoice();
      expect((await read(`/admin/invoices/${invoiceId}/pdf`, "sales")).status).toBe(404);
      expect((await read(`/admin/invoices/${invoiceId}/pdf`, "admin")).status).toBe(200);
    } finally {
      await db().update(userRoles).set({ mayBill: false }).where(eq(userRoles.userId, users.sales.id));
    }
  });

  it("answers every declared action alike in every spelling, for every role, with one audit entry per action done", async () => {
    const started = Date.now();
    const pairs = Object.entries(doors.ADMIN_DOORS).flatMap(([route, door]) =>
      (door.actions ?? []).map((action) => ({ route, door, action })),
    );
    for (const { action } of pairs)
      expect(fixtures[fixtureName(action)], `a fixture for ${fixtureName(action)}`).toBeDefined();
    const mismatches: string[] = [];
    let sent = 0;
    for (const { route, door, action } of pairs) {
      for (const role of roles) {
        const canonical = await send(route, role, action, encodings[isUpload(action) ? 3 : 0]!);
        sent++;
        const want = expected(role, door, action);
        const got = decision(role, canonical!.status, canonical!.redirect);
        const label = `${route} ${fixtureName(action)} as ${role}`;
        if (
          want === "allowed"
            ? ["sign in", "forbidden"].includes(got) ||
              canonical!.status >= 500 ||
              (canonical!.status === 404 && fixtureName(action) !== "webhook-redeliver")
            : got !== want
        )
          mismatches.push(`${label}: canonical form answered ${canonical!.status} (${got}), the rules say ${want}`);
        const entries = got === "done" && action.audit ? 1 : 0;
        if (canonical!.audited !== entries)
          mismatches.push(`${label}: canonical form left ${canonical!.audited} audit entries, not ${entries}`);
        for (const encoding of encodings.slice(1)) {
          const answer = await send(route, role, action, encoding);
          if (!answer) continue;
          sent++;
          const same = role === "anonymous" || encoding.same(action);
          const wanted = same ? canonical!.status : 400;
          if (answer.status !== wanted || (same && answer.redirect !== canonical!.redirect))
            mismatches.push(
              `${label}, ${encoding.name}: answered ${answer.status} (${decision(role, answer.status, answer.redirect)}), not ${wanted}`,
            );
          const entriesHere = decision(role, answer.status, answer.redirect) === "done" && action.audit ? 1 : 0;
          if (answer.audited !== entriesHere)
            mismatches.push(`${label}, ${encoding.name}: left ${answer.audited} audit entries, not ${entriesHere}`);
        }
      }
    }
    console.info(
      `${pairs.length} route actions x ${roles.length} roles x up to ${encodings.length} spellings: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(mismatches).toEqual([]);
  }, 300_000);
}
