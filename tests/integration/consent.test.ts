// Consent on record: the notice a visitor was shown and their answer about offers and updates,
// the signed link that withdraws it without signing in (only its POST does), an admin recording a
// withdrawal asked for another way, the CSV export, and the one gate every marketing message passes.
import { eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads } from "../../database/schema";
import { recordConsentWithdrawal } from "~/features/lead-workspace/lead-changes.server";
import { NOTICE_VERSION } from "~/features/inquiries/consent-notice";
import { marketingGate } from "~/features/leads/consent.server";
import { leadsCsv } from "~/features/lead-workspace/export.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { handleInquiry } from "~/routes/site/inquiry.server";
import { action as withdrawAction, loader as withdrawLoader } from "~/routes/site/withdraw-consent";
import { testDatabases } from "./databases";
import { inquiryRequest } from "./inquiries";

const signedLinks = createSignedLinks({ secret: "s".repeat(40), siteUrl: "https://sparkline.example" });
const otherSiteLinks = createSignedLinks({ secret: "t".repeat(40), siteUrl: "https://sparkline.example" });

describe.each(testDatabases)("marketing consent on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let ip = 0;
  const context = () => {
    const provided = provideCapabilities(new RouterContextProvider(), {
      database,
      signedLinks,
      mailer: { kind: "outbox" as const, carrier: null, forgetCopiesTo: async () => 0, send: async () => {} },
      rateLimiter: databaseRateLimiter(database.db),
      settings: { uploadMaxBytes: 1024, inquiriesPerWindow: 8, leadAlertsTo: undefined, acknowledgements: false },
    });
    provided.set(clientAddressContext, `10.0.1.${++ip}`);
    return provided;
  };
  const send = (fields: Record<string, string>) =>
    handleInquiry(inquiryRequest({ city: "Pune", service: "SEO", ...fields }), context());
  const leadNamed = async (name: string) => (await database.db.select().from(leads).where(eq(leads.name, name)))[0]!;
  const eventsOf = async (id: string) =>
    (await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).map(({ kind, actorId, data }) => ({
      kind,
      actorId,
      data,
    }));
  /** The withdrawal page as a browser gets it: GET opens it, the button POSTs its fields. */
  const openLink = async (url: string) => {
    const response = await withdrawLoader({ request: new Request(url), context: context() } as never);
    return { status: response.init?.status ?? 200, link: response.data.link };
  };
  const pressButton = async (fields: Record<string, string>) => {
    const request = new Request("https://sparkline.example/consent/withdraw", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const result = (await withdrawAction({ request, context: context() } as never)) as
      { outcome: string } | { data: { outcome: string }; init: { status: number } };
    return "data" in result ? { status: result.init.status, ...result.data } : { status: 200, ...result };
  };

  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it("records the notice shown, the choice about offers and when it was made; the box is unticked unless sent", async () => {
    const before = Date.now();
    await send({ name: "Ticked Tanvi", phone: "+91 98111 00001", marketing: "yes" });
    await send({ name: "Unticked Uday", phone: "+91 98111 00002" });
    // Anything but the box's own value is no consent.
    await send({ name: "Forged Farhan", phone: "+91 98111 00003", marketing: "true" });
    const rows = await Promise.all(["Ticked Tanvi", "Unticked Uday", "Forged Farhan"].map(leadNamed));
    expect(rows.map((lead) => [lead.name, lead.noticeVersion, lead.marketingConsent])).toEqual([
      ["Ticked Tanvi", NOTICE_VERSION, true],
      ["Unticked Uday", NOTICE_VERSION, false],
      ["Forged Farhan", NOTICE_VERSION, false],
    ]);
    for (const lead of rows) expect(lead.marketingConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lets only a marketing message to a lead with current consent through the send gate", async () => {
    const tanvi = await leadNamed("Ticked Tanvi");
    const uday = await leadNamed("Unticked Uday");
    expect(await marketingGate(database.db, tanvi.id)).toMatchObject({ ok: true, phoneE164: "+919811100001" });
    expect(await marketingGate(database.db, uday.id)).toEqual({ ok: false, reason: "no current marketing consent" });
    // An enquiry from before the forms asked holds no consent, whatever its row says.
    const [old] = await database.db
      .insert(leads)
      .values({
        name: "Before Bela",
        phone: "+91 98111 00004",
        phoneDigits: "919811100004",
        city: "Pune",
        service: "SEO",
        marketingConsent: true,
      })
      .returning();
    expect(await marketingGate(database.db, old!.id)).toMatchObject({ ok: false });
    expect(await marketingGate(database.db, crypto.randomUUID())).toMatchObject({ ok: false });
  });

  it("opens a signed link without changing anything; only the button withdraws, for every enquiry with that e-mail", async () => {
    await send({ name: "Repeat Rekha", phone: "98111 00005", email: "rekha@shop.example", marketing: "yes" });
    await send({ name: "Repeat Rekha 2", phone: "+91 98111 00005", marketing: "yes" });
    await send({ name: "Rekha by mail", phone: "+91 98111 00006", email: "REKHA@shop.example", marketing: "yes" });
    await send({ name: "Someone Else", phone: "+91 98111 00007", marketing: "yes" });
    const first = await leadNamed("Repeat Rekha");
    const url = signedLinks.withdrawalUrl(first.id);
    expect(url).toMatch(/^https:\/\/sparkline\.example\/consent\/withdraw\?lead=[0-9a-f-]{36}&sig=[\w-]{43}$/);

    // A mail scanner following the link changes nothing.
    const opened = await openLink(url);
    expect(opened).toEqual({ status: 200, link: { lead: first.id, sig: new URL(url).searchParams.get("sig") } });
    expect((await leadNamed("Repeat Rekha")).marketingConsent).toBe(true);

    expect(await pressButton(opened.link!)).toEqual({ status: 200, outcome: "withdrawn" });
    const names = ["Repeat Rekha", "Repeat Rekha 2", "Rekha by mail", "Someone Else"];
    const after = await Promise.all(names.map(leadNamed));
    // The link proves the inbox, not the phone: anyone can type a stranger's number into the form.
    expect(after.map((lead) => [lead.name, lead.marketingConsent])).toEqual([
      ["Repeat Rekha", false],
      ["Repeat Rekha 2", true],
      ["Rekha by mail", false],
      ["Someone Else", true],
    ]);
    expect(await eventsOf(first.id)).toContainEqual({
      kind: "consent-withdrawn",
      actorId: null,
      data: { by: "enquirer" },
    });
    expect(await marketingGate(database.db, first.id)).toEqual({ ok: false, reason: "no current marketing consent" });

    // Pressing it again records nothing more.
    expect(await pressButton(opened.link!)).toMatchObject({ outcome: "withdrawn" });
    const withdrawals = (await eventsOf(first.id)).filter((event) => event.kind === "consent-withdrawn");
    expect(withdrawals).toHaveLength(1);
  });

  it("refuses a link signed by someone else, or for another lead, with a clear page and nothing changed", async () => {
    const someone = await leadNamed("Someone Else");
    const forged = new URL(otherSiteLinks.withdrawalUrl(someone.id));
    expect(await openLink(forged.toString())).toEqual({ status: 400, link: null });
    const borrowed = new URL(signedLinks.withdrawalUrl((await leadNamed("Ticked Tanvi")).id));
    borrowed.searchParams.set("lead", someone.id);
    expect(await openLink(borrowed.toString())).toEqual({ status: 400, link: null });
    expect(await openLink("https://sparkline.example/consent/withdraw")).toEqual({ status: 400, link: null });

    const refused: Record<string, string>[] = [
      { lead: someone.id, sig: forged.searchParams.get("sig")! },
      { lead: someone.id, sig: borrowed.searchParams.get("sig")! },
      { lead: "not-a-lead", sig: "x" },
      {},
    ];
    for (const fields of refused) expect(await pressButton(fields)).toEqual({ status: 400, outcome: "invalid" });
    expect((await leadNamed("Someone Else")).marketingConsent).toBe(true);
  });

  it("says nothing is held when the lead a link was sent about has been deleted since", async () => {
    await send({ name: "Deleted Dev", phone: "+91 98111 00009", email: "dev@shop.example", marketing: "yes" });
    const dev = await leadNamed("Deleted Dev");
    const link = new URL(signedLinks.withdrawalUrl(dev.id));
    await database.db.delete(leads).where(eq(leads.id, dev.id));
    expect(await pressButton({ lead: dev.id, sig: link.searchParams.get("sig")! })).toEqual({
      status: 200,
      outcome: "gone",
    });
  });

  it("lets an admin record a withdrawal asked for another way, by phone too, with who recorded it", async () => {
    const tanvi = await leadNamed("Ticked Tanvi");
    await send({ name: "Tanvi Again", phone: "98111 00001", marketing: "yes" });
    expect(await recordConsentWithdrawal(database.db, tanvi.id, "owner-1")).toEqual({ ok: true });
    expect((await leadNamed("Ticked Tanvi")).marketingConsent).toBe(false);
    expect((await leadNamed("Tanvi Again")).marketingConsent).toBe(false);
    expect(await eventsOf(tanvi.id)).toContainEqual({
      kind: "consent-withdrawn",
      actorId: "owner-1",
      data: { by: "admin" },
    });
    expect(await recordConsentWithdrawal(database.db, crypto.randomUUID(), "owner-1")).toMatchObject({
      ok: false,
      reason: "not-found",
    });
  });

  it("exports the notice version, the answer and when it was given", async () => {
    const csv = await new Response(leadsCsv(database.db, { q: "98111" })).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // Every cell is quoted, and none of these holds a quote or a comma.
    const cells = (line: string) => line.slice(1, -1).split('","');
    const columns = cells(header!);
    const consent = columns.indexOf("Privacy notice");
    expect(columns.slice(consent, consent + 3)).toEqual([
      "Privacy notice",
      "Offers and updates",
      "Offers choice made (IST)",
    ]);
    const answers = (name: string) =>
      cells(rows.find((line) => line.startsWith(`"${name}"`))!).slice(consent, consent + 3);
    expect(answers("Someone Else")).toEqual([
      NOTICE_VERSION,
      "yes",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
    expect(answers("Unticked Uday")).toEqual([
      NOTICE_VERSION,
      "no",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ]);
    expect(answers("Before Bela")).toEqual(["", "", ""]);
  });

  afterAll(async () => {
    const names = [
      "Ticked Tanvi",
      "Tanvi Again",
      "Unticked Uday",
      "Forged Farhan",
      "Before Bela",
      "Someone Else",
      "Rekha by mail",
    ];
    await database.db.delete(leads).where(inArray(leads.name, [...names, "Repeat Rekha", "Repeat Rekha 2"]));
  });
});
