// The list an owner works from: a card per lead on a phone, unread leads marked, and
// the filters working with and without JavaScript. Run after `npm run build`.
import { type Browser } from "@playwright/test";
import { postLead, signIn } from "./helpers";
import { expect, test } from "./site";

async function signedInPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page);
  return page;
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test("on a phone each lead is a card: who, what, where, how long ago, status, call and WhatsApp; the rest one tap away", async ({
  browser,
  baseURL,
}) => {
  const name = "Card Test Kavya Iyer";
  const sent = await postLead(baseURL!, name, {
    phone: "+91 98450 12345",
    email: "kavya@iyer-bakes.example",
    city: "Lucknow",
    service: "Meta Ads",
    message: "Need more orders before Diwali.",
  });
  expect(sent.status).toBe(303);

  const page = await signedInPage(browser, phone);
  await page.goto("/admin/dashboard/leads?q=Card+Test");
  // Cards, not the table: nothing of the row is off-screen.
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute(
    "href",
    /^\/admin\/leads\/[0-9a-f-]{36}$/,
  );
  await expect(card).toContainText("Meta Ads");
  await expect(card).toContainText("Lucknow");
  await expect(card).toContainText(/\d+ (s|min), no reply/);
  await expect(card).toContainText("Wrote a message");
  await expect(card.getByRole("combobox", { name: `Status of ${name}` })).toHaveValue("new");
  await expect(card.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:+919845012345");
  const whatsapp = card.getByRole("link", { name: `WhatsApp ${name}` });
  const chat = new URL((await whatsapp.getAttribute("href"))!);
  expect(chat.origin + chat.pathname).toBe("https://wa.me/919845012345");
  expect(chat.searchParams.get("text")).toMatch(/^Hello Card, .* your enquiry about Meta Ads\./);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  // Every part of the card is inside the screen.
  for (const control of [card.getByRole("combobox"), whatsapp]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }

  // Contact details, the spec's date and delete: one tap away.
  const email = card.getByRole("link", { name: "kavya@iyer-bakes.example" });
  const remove = card.getByRole("button", { name: `Delete lead ${name}` });
  await expect(email).toBeHidden();
  await expect(remove).toBeHidden();
  await card.getByText(`Details of ${name}`).click();
  await expect(email).toBeVisible();
  await expect(card.getByRole("link", { name: "+91 98450 12345" })).toHaveAttribute("href", "tel:+919845012345");
  await expect(card).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(card.getByText("Need more orders before Diwali.")).toBeVisible();

  await card.getByRole("combobox", { name: `Status of ${name}` }).selectOption("contacted");
  await expect(page.getByText("Lead status updated")).toBeVisible();
  // On a phone the toast sits over the bottom of the screen, where the button may be: the owner waits for it to go.
  // A toast stays while a pointer rests on it, and Playwright's stays where it last clicked: it moves away, as a finger does.
  await page.mouse.move(0, 0);
  await expect(page.getByText("Lead status updated")).toBeHidden();

  await remove.click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to delete this lead?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("Lead deleted successfully")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.context().close();
});

test("on a phone the first lead starts within 300 px, the filters say what is chosen, and the sections are in one menu", async ({
  browser,
  baseURL,
}) => {
  expect((await postLead(baseURL!, "Top Of List Farhan")).status).toBe(303);
  const page = await signedInPage(browser, phone);
  await page.goto("/admin/dashboard/leads");
  const firstLead = page.getByRole("list", { name: "Leads" }).getByRole("listitem").first();
  const top = (await firstLead.boundingBox())!.y;
  console.log(`Leads list on a 390 x 844 phone: the first lead starts ${Math.round(top)} px from the top`);
  expect(top).toBeLessThanOrEqual(300);

  // One toggle says what the list is narrowed by; it shows the filters, each wide enough to read.
  const toggle = page.getByRole("checkbox", { name: "Filters: All leads" });
  const status = page.getByRole("combobox", { name: "Status", exact: true });
  await expect(status).toBeHidden();
  // A tap on it, as a finger does (the box itself is hidden inside it).
  await page.getByText("Filters:").click();
  await expect(toggle).toBeChecked();
  await expect(status).toBeVisible();
  for (const filter of [status, page.getByRole("combobox", { name: "Follow-up" })])
    expect((await filter.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  await status.selectOption("new");
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole("checkbox", { name: "Filters: New" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Needs reply" }).check();
  await expect(page.getByRole("checkbox", { name: "Filters: New, Needs reply" })).toBeVisible();

  // The header is one row; the sections, the account and the site are in its menu.
  const header = page.getByRole("banner");
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
  await expect(header.getByRole("link", { name: "Your account" })).toBeHidden();
  await header.getByText("Menu", { exact: true }).click();
  await expect(header.getByRole("link", { name: "View site" })).toBeVisible();
  await header.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(header.getByRole("link", { name: "Your account" })).toBeHidden();
  await page.context().close();
});

test("from a tablet's width up the leads stay the spec's table", async ({ browser, baseURL }) => {
  expect((await postLead(baseURL!, "Table Test Rohan Das")).status).toBe(303);
  const page = await signedInPage(browser, { viewport: { width: 820, height: 1000 } });
  await page.goto("/admin/dashboard/leads?q=Table+Test");
  for (const column of ["Name", "Contact", "City", "Service", "Status", "Date", "Actions"])
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Table Test Rohan Das" })).toHaveCount(1);
  await expect(page.getByRole("list", { name: "Leads" })).toHaveCount(0);
  await page.context().close();
});

test("a lead nobody has opened is marked unread, in words as well as in looks", async ({ browser, baseURL }) => {
  const name = "Unread Test Meera Nair";
  expect((await postLead(baseURL!, name)).status).toBe(303);
  const page = await signedInPage(browser);
  await page.goto("/admin/dashboard/leads?q=Unread+Test");
  const row = page.getByRole("row").filter({ hasText: name });
  // Screen readers hear it; everyone sees a dot and bold type, not only a tint.
  await expect(row.getByText("Unread:")).toHaveClass(/sr-only/);
  const link = row.getByRole("link", { name, exact: true });
  expect(Number(await link.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(row.locator(".rounded-full.bg-primary")).toHaveCount(1);

  // Opening the lead's page marks it read for this person.
  const leadPage = (await link.getAttribute("href"))!;
  expect((await page.goto(leadPage))?.status()).toBe(200);
  await page.goto("/admin/dashboard/leads?q=Unread+Test");
  await expect(row.getByText("Unread:")).toHaveCount(0);
  expect(Number(await link.evaluate((el) => getComputedStyle(el).fontWeight))).toBeLessThan(700);
  await page.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters apply from the Search button, and the export and pages keep them", async ({ page, baseURL }) => {
    // Two different people (two numbers): collapsing repeat enquiries keeps both.
    for (const [name, phone] of [
      ["Nojs Filter Arjun", "+91 98250 11111"],
      ["Nojs Filter Sneha", "+91 98250 22222"],
    ])
      expect((await postLead(baseURL!, name!, { city: "Surat", phone: phone! })).status).toBe(303);
    await signIn(page);
    await page.goto("/admin/dashboard/leads");
    const search = page.getByRole("search");
    await search.getByRole("searchbox", { name: "Search" }).fill("Nojs Filter");
    await search.getByRole("combobox", { name: "Follow-up" }).selectOption("Due later today");
    await search.getByRole("checkbox", { name: "Needs reply" }).check();
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=Nojs\+Filter/);
    await expect(page).toHaveURL(/followUp=today/);
    await expect(page).toHaveURL(/needsReply=1/);
    await expect(page.getByText("No leads match this search.")).toBeVisible();

    // The controls show the filter the page was opened with.
    await expect(search.getByRole("checkbox", { name: "Needs reply" })).toBeChecked();
    await search.getByRole("combobox", { name: "Follow-up" }).selectOption("No follow-up");
    await search.getByRole("checkbox", { name: "Collapse repeat enquiries" }).check();
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/repeats=collapse/);
    await expect(page.getByText("2 leads match")).toBeVisible();
    for (const name of ["Nojs Filter Arjun", "Nojs Filter Sneha"])
      await expect(page.getByRole("link", { name, exact: true }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/admin/api/leads.csv?q=Nojs+Filter&followUp=none&needsReply=1&repeats=collapse",
    );
    const csv = await (
      await page.request.get("/admin/api/leads.csv?q=Nojs+Filter&followUp=none&needsReply=1&repeats=collapse")
    ).text();
    expect(csv.trim().split("\r\n")).toHaveLength(3);

    await search.getByRole("combobox", { name: "Status", exact: true }).selectOption("Closed");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(page.getByText("No leads match this search.")).toBeVisible();
  });
});
