// When the database cannot be read, the Overview still answers: every section shows its empty
// state and each failure is logged (the spec's rule for the dashboard), never an error page.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider, createRoutesStub } from "react-router";
import { afterAll, expect, it, vi } from "vitest";
import type { Database, DatabaseHandle } from "../../database/client.server";
import * as schema from "../../database/schema";
import { databaseContext } from "~/infrastructure/context";
import { logger } from "~/infrastructure/logger.server";
import Overview, { loader } from "~/routes/admin/dashboard/overview";

// The admin gate runs in the protected layout's middleware, not under test here.
vi.mock("~/features/auth/session.server", () => ({
  requireAdmin: () => ({
    userId: "u1",
    email: "owner@x.example",
    name: "Owner",
    role: "owner",
    leadScope: "all",
    mayDeleteAndExportLeads: false,
  }),
}));

// Nothing listens on port 1: every query fails at once with ECONNREFUSED.
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none", connectionTimeoutMillis: 1_000 });
pool.on("error", () => {});
afterAll(() => pool.end());

it("shows each section empty and logs why when the database cannot be read", async () => {
  const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  const context = new RouterContextProvider();
  context.set(databaseContext, { db: drizzle(pool, { schema }) as unknown as Database } as DatabaseHandle);
  const url = "http://localhost/admin/dashboard?range=7";
  const data = await loader({
    request: new Request(url),
    url: new URL(url),
    pattern: "/admin/dashboard",
    context,
    params: {},
  } as unknown as Parameters<typeof loader>[0]);

  expect(data).toMatchObject({
    stats: { totalLeads: 0, newLeads: 0, convertedLeads: 0, caseStudies: 0 },
    needsReply: null,
    followUps: null,
    perDay: null,
    funnel: null,
    breakdowns: { bySource: null, byLandingPage: null, byService: null, byCity: null },
    responseTimes: null,
    taps: null,
    calls: null,
    money: null,
    owed: null,
    range: { days: 7, preset: 7, note: null },
  });
  const logged = errors.mock.calls.map(([fields]) => (fields as { query: string }).query);
  expect(logged.sort()).toEqual(
    [
      "stats",
      "needs-reply queue",
      "follow-ups",
      "leads per day",
      "status funnel",
      "leads by source",
      "leads by landing page",
      "leads by service",
      "leads by city",
      "first response times",
      "contact taps",
      "call figures",
      "money figures",
      "outstanding invoices",
    ]
      .map((what) => `dashboard ${what}`)
      .sort(),
  );

  const Stub = createRoutesStub([
    { path: "/admin/dashboard", Component: () => createElement(Overview, { loaderData: data } as never) },
  ]);
  const html = renderToString(createElement(Stub, { initialEntries: ["/admin/dashboard?range=7"] })).replaceAll(
    "<!-- -->",
    "",
  );
  for (const empty of [
    "No leads are waiting for a reply.",
    "No follow-ups are overdue or due later today.",
    "No leads in this period or the 7 days before.",
    "No lead of this period has been answered yet.",
    "No taps in this period.",
    "The call figures could not be read just now.",
    "The money figures could not be read just now.",
  ])
    expect(html).toContain(empty);
  // The funnel and the four breakdowns.
  expect(html.split("No leads in this period.").length - 1).toBeGreaterThanOrEqual(5);
  errors.mockRestore();
});
