// The Overview an owner starts the day from: its figures, charts and tables, its links into the
// leads list, and its date range, with and without JavaScript and on a phone.
import { type Page } from "@playwright/test";
import { postLead, signIn, waitingForReply } from "./helpers";
import { expect, test } from "./site";

/** Today in India, 'YYYY-MM-DD'. */
const istToday = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata" }).format(new Date());

/** A row of the table named `table` (its caption starts so), by the text of its first cell. */
const tableRow = (page: Page, table: string | RegExp, label: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

test("the Overview shows the day's queue, its charts and tables, and counts new enquiries", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page.goto("/admin/dashboard?range=7");
  const waitingBefore = await waitingForReply(page);

  // Two visitors arrive from a newsletter campaign, on the SEO page, from Ratlam.
  const landing = `${baseURL}/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=overview-e2e`;
  for (const name of ["Overview Asha", "Overview Bharat"]) {
    const response = await postLead(baseURL!, name, { page: landing, city: "Ratlam", service: "Overview Audit" });
    expect(response.status).toBe(303);
  }
  await page.reload();

  // The queue: two more leads wait, and the count opens the filtered list.
  expect(await waitingForReply(page)).toBe(waitingBefore + 2);
  await expect(page.getByRole("link", { name: /leads? that needs? a reply/ })).toHaveAttribute(
    "href",
    "/admin/dashboard/leads?needsReply=1",
  );
  const queue = page.getByRole("region", { name: "Needs reply" });
  await expect(queue.getByText(/\d+ (s|min|h|d), no reply/).first()).toBeVisible();
  await expect(queue.getByRole("link").first()).toHaveAttribute("href", /^\/admin\/leads\/[0-9a-f-]{36}$/);

  const followUps = page.getByRole("region", { name: "Follow-ups" });
  await expect(followUps.getByRole("link", { name: "Due later today" })).toHaveAttribute(
    "href",
    "/admin/dashboard/leads?followUp=today",
  );
  await expect(followUps.getByRole("link", { name: "Overdue" })).toHaveAttribute(
    "href",
    "/admin/dashboard/leads?followUp=overdue",
  );

  // The chart has a name, and the same figures as a table, today's row counting both.
  await expect(page.getByRole("img", { name: /^Leads per day, .+ with the 7 days before$/ })).toBeVisible();
  const dailyTable = page.getByRole("table", { name: /^Leads per day/ });
  await expect(dailyTable).toBeHidden();
  await page.getByText("Leads per day as a table").click();
  await expect(dailyTable).toBeVisible();
  await expect(dailyTable.getByRole("row")).toHaveCount(1 + 7 + 1); // header, 7 days, total
  const todayLeads = Number(await dailyTable.getByRole("row").nth(7).getByRole("cell").first().innerText());
  expect(todayLeads).toBeGreaterThanOrEqual(2);

  await expect(tableRow(page, /^By source/, "newsletter / email / overview-e2e")).toContainText("2");
  await expect(
    tableRow(page, /^By landing page/, "/services/seo")
      .getByRole("cell")
      .first(),
  ).not.toHaveText("0");
  await expect(tableRow(page, /^By service/, "Overview Audit").getByRole("cell")).toHaveText(["2", "0 (0%)"]);
  await expect(tableRow(page, /^By city/, "Ratlam").getByRole("cell")).toHaveText(["2", "0 (0%)"]);
  await expect(tableRow(page, /^Status funnel/, "New (every lead)")).toBeVisible();
});

test("each stat card opens the list it counts", async ({ page }) => {
  await signIn(page);
  const targets = [
    ["Total Leads", /\/admin\/dashboard\/leads$/],
    ["New Leads", /\/admin\/dashboard\/leads\?status=new$/],
    ["Converted", /\/admin\/dashboard\/leads\?status=converted$/],
    ["Case Studies", /\/admin\/dashboard\/case-studies$/],
  ] as const;
  for (const [card, url] of targets) {
    await page.goto("/admin/dashboard");
    await page.getByRole("term").getByRole("link", { name: card, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  // The whole card is the link: a tap on its figure opens the list too.
  await page.goto("/admin/dashboard");
  // (forced: the figure is under the link's cover, which is the point)
  await page
    .getByRole("term")
    .filter({ hasText: /^New Leads$/ })
    .locator("xpath=following-sibling::dd")
    .click({ force: true });
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads\?status=new$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the date range works from its links and its form, and a bad range says why", async ({ page, baseURL }) => {
    await postLead(baseURL!, "Overview Deepa");
    await signIn(page);
    const summary = page.getByText(/^Leads that arrived from /);
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
    await expect(summary).toContainText("(30 days, India time), compared with the 30 days before.");

    await page.getByRole("link", { name: "Last 90 days" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?range=90$/);
    await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
    await expect(summary).toContainText("(90 days, India time)");

    // Any two days: the form is a plain GET form.
    const today = istToday();
    const form = page.getByRole("form", { name: "Custom date range" });
    await form.getByLabel("From").fill(today);
    await form.getByLabel("To").fill(today);
    await form.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?from=${today}&to=${today}$`));
    await expect(summary).toContainText("(1 day, India time), compared with the day before.");
    await expect(page.getByRole("img", { name: /^Leads per day/ })).toBeVisible();
    await expect(form.getByLabel("From")).toHaveValue(today);

    // A range that cannot be: the default range, a note saying why, and the dates kept in the form.
    const response = await page.goto("/admin/dashboard?from=2026-11-10&to=2026-11-01");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "The start date is after the end date." })).toContainText(
      "Showing the last 30 days instead.",
    );
    await expect(page.getByRole("form", { name: "Custom date range" }).getByLabel("From")).toHaveValue("2026-11-10");
    await expect(summary).toContainText("(30 days, India time)");
    expect((await page.goto("/admin/dashboard?range=banana"))?.status()).toBe(200);
    await expect(page.getByText("A range is 7, 30 or 90 days.")).toBeVisible();

    // The chart's table opens without JavaScript too.
    await page.getByText("Leads per day as a table").click();
    await expect(page.getByRole("table", { name: /^Leads per day/ })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a new lead is on the Overview's first screen, with the four figures below the queues", async ({
    page,
    baseURL,
  }) => {
    expect((await postLead(baseURL!, "First Screen Lalitha")).status).toBe(303);
    await signIn(page);
    const lead = page.getByRole("link", { name: "First Screen Lalitha" }).first();
    const box = (await lead.boundingBox())!;
    console.log(
      `Overview on a 390 x 844 phone: the newest lead waiting for a reply ends ${Math.round(box.y + box.height)} px from the top`,
    );
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The spec's four cards stay, as one row.
    const cards = page.getByRole("link", { name: /^(Total Leads|New Leads|Converted|Case Studies)$/ });
    await expect(cards).toHaveCount(4);
    const tops = await cards.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(tops[0]!).toBeGreaterThan(box.y);
  });

  test("the Overview fits the width, its tables and the open chart table included", async ({ page, baseURL }) => {
    // Long names, as people type them, three times over so they rank among the top groups.
    for (const name of ["Overview Chitra", "Overview Dev", "Overview Esha"])
      await postLead(baseURL!, name, {
        page: `${baseURL}/contact?utm_source=whatsapp-broadcast-list&utm_medium=social&utm_campaign=diwali-dhamaka-offer-2026-tier-2-cities`,
        city: "Alappuzha-Kuttanad-Thiruvananthapuram-Backwaters",
        service: "Search Engine Optimisation and Google Business Profile",
      });
    await signIn(page);
    await page.goto("/admin/dashboard?range=90");
    await page.getByText("Leads per day as a table").click();
    await expect(page.getByRole("table", { name: /^Leads per day/ })).toBeVisible();
    await expect(
      page.getByRole("rowheader", { name: "Alappuzha-Kuttanad-Thiruvananthapuram-Backwaters" }),
    ).toBeVisible();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.page, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(widths.viewport);
    }
  });
});
