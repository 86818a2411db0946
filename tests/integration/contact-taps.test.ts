// Taps on the contact shortcuts: counted per day (India's calendar), page and campaign from a beacon
// of this site's pages only, with nothing about the visitor stored, and read back for the Overview.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactTaps } from "../../database/schema";
import { recordTap, tapsIn } from "~/features/lead-workspace/contact-taps.server";
import { clientAddressContext, databaseContext, rateLimiterContext } from "~/infrastructure/context";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { siteConfig } from "~/infrastructure/site-config.server";
import { NO_STORE } from "~/lib/cache-control";
import { istDateKey } from "~/lib/india-time";
import { action } from "~/routes/resources/contact-taps";
import { testDatabases } from "./databases";

const origin = new URL(siteConfig().siteUrl).origin;

describe.each(testDatabases)("contact taps on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let address = 0;

  /** A beacon as a browser sends it from one of the site's pages (or as `headers` say), answered as the browser gets it. */
  const tap = async (fields: Record<string, string>, headers: Record<string, string> = { origin }, from?: string) => {
    const context = new RouterContextProvider();
    context.set(databaseContext, database);
    context.set(rateLimiterContext, databaseRateLimiter(database.db));
    context.set(clientAddressContext, from ?? `203.0.113.${++address}`);
    const request = new Request(`${origin}/contact-taps`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
    const result: unknown = await action({ request, context, params: {} } as never);
    // A resource route's answer goes to the browser as it is: it must be a real response.
    expect(result).toBeInstanceOf(Response);
    return result as Response;
  };
  const rows = () =>
    database.db.select().from(contactTaps).orderBy(contactTaps.channel, contactTaps.path, contactTaps.campaign);

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.dispose());

  it("counts a tap under the day, the page and its campaign, and stores nothing about the visitor", async () => {
    const page = `${origin}/services/seo?utm_campaign=diwali_seo&utm_source=meta&fbclid=abc`;
    const first = await tap({ channel: "whatsapp", page });
    expect(first.status).toBe(204);
    expect(first.body).toBeNull();
    expect(first.headers.get("cache-control")).toBe(NO_STORE);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect((await tap({ channel: "whatsapp", page })).status).toBe(204);
    expect((await tap({ channel: "call", page: "/contact" })).status).toBe(204);
    const today = istDateKey(Date.now());
    expect(await rows()).toEqual([
      { day: today, channel: "call", path: "/contact", campaign: "", count: 1 },
      { day: today, channel: "whatsapp", path: "/services/seo", campaign: "diwali_seo", count: 2 },
    ]);
    // The row holds a day, a channel, a path, a campaign and a number: no address, no device, no visitor.
    expect(Object.keys((await rows())[0]!).sort()).toEqual(["campaign", "channel", "count", "day", "path"]);
  });

  it("counts only what this site's pages report", async () => {
    const before = await rows();
    // Another site posting to the count, a page of another site, a channel that is not one.
    expect((await tap({ channel: "call", page: "/" }, { origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await tap({ channel: "call", page: "/" }, {})).status).toBe(403);
    expect((await tap({ channel: "call", page: "https://elsewhere.example/" })).status).toBe(400);
    expect((await tap({ channel: "email", page: "/" })).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("stops counting one address's taps past 30 in ten minutes", async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await tap({ channel: "quote", page: "/about" }, { origin }, "198.51.100.7")).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await rows()).find((row) => row.path === "/about")?.count).toBe(30);
  });

  it("reads the range's taps per channel and the pages and campaigns with the most", async () => {
    const day = (key: string) => new Date(`${key}T06:00:00Z`).getTime();
    await recordTap(database.db, { channel: "whatsapp", path: "/old", campaign: "" }, day("2026-01-01"));
    for (const [channel, path, campaign] of [
      ["whatsapp", "/services/ecommerce", "rakhi"],
      ["whatsapp", "/services/ecommerce", "rakhi"],
      ["call", "/services/ecommerce", "rakhi"],
      ["quote", "/", ""],
    ] as const)
      await recordTap(database.db, { channel, path, campaign }, day("2026-02-10"));
    const taps = await tapsIn(database.db, { from: "2026-02-01", to: "2026-02-28" });
    expect(taps.totals).toEqual({ whatsapp: 2, call: 1, quote: 1 });
    expect(taps.top).toEqual([
      { path: "/services/ecommerce", campaign: "rakhi", whatsapp: 2, call: 1, quote: 0 },
      { path: "/", campaign: "", whatsapp: 0, call: 0, quote: 1 },
    ]);
  });
});
