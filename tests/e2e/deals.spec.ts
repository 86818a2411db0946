// Money in the pipeline, as the owner works it: deal values on two leads' pages, one moved across
// the board by keyboard on a desktop and one by "Move to…" on a phone, one closed with a lost
// reason; the Overview's money figures follow each step. A Sales person limited to their own
// leads sees only theirs on the board.
import { type Browser, type Page } from "@playwright/test";
import { leadReference } from "../../app/lib/lead-reference";
import { accounts } from "./accounts";
import { enquiry, signIn } from "./helpers";
import { expect, test } from "./site";

test.describe.configure({ mode: "serial" });

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  return { context, page: await context.newPage() };
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** A figure of the Overview's "What the agency won", as its card shows it. */
async function figure(page: Page, term: string): Promise<string> {
  await page.goto("/admin/dashboard");
  const section = page.getByRole("region", { name: "What the agency won" });
  const card = section.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) });
  return (await card.locator("dd").first().innerText()).trim();
}

const rupeesIn = (text: string) => Number(text.replace(/[₹,]/g, ""));

/** Opens a lead's page once its scripts run. */
async function openLead(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Save status" })).toBeHidden();
}

const stamp = Date.now();
const first = `Deal Rohan ${stamp}`;
const second = `Deal Sunita ${stamp}`;
const leads: Record<string, string> = {};

test("the owner gives two leads a value, moves them on the board by keyboard and on a phone, and the Overview follows", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  leads[first] = await enquiry(baseURL!, first);
  leads[second] = await enquiry(baseURL!, second);
  await signIn(page);
  const wonBefore = rupeesIn(await figure(page, "Won this month"));

  for (const [name, value, shown] of [
    [first, "1,20,000", "₹1,20,000"],
    [second, "₹ 85000", "₹85,000"],
  ] as const) {
    await openLead(page, leads[name]!);
    const deal = page.getByRole("region", { name: "Deal" });
    await deal.getByLabel("Value (₹, before GST)").fill(value);
    await deal.getByLabel("Expected close").fill("2027-01-15");
    await deal.getByRole("button", { name: "Save deal" }).click();
    await expect(toast(page, "Deal saved")).toBeVisible();
    await expect(deal).toContainText(`Worth ${shown} before GST.`);
    await expect(page.getByRole("list", { name: "Timeline entries, newest first" })).toContainText(
      `Deal set to ${shown}, expected to close`,
    );
  }

  // The board, narrowed to these two leads: each column says how many and what they are worth.
  await page.goto(`/admin/dashboard/leads?q=${stamp}`);
  await page.getByRole("group", { name: "Leads view" }).getByRole("link", { name: "Board" }).click();
  await expect(page).toHaveURL(/view=board/);
  const column = (label: string) => page.getByRole("region", { name: new RegExp(`^${label}: `) });
  await expect(column("New")).toHaveAccessibleName("New: 2 leads, ₹2,05,000");

  // By keyboard: pick up, one column to the right, drop; the same status change as the dropdown.
  const handle = page.getByRole("button", { name: `Drag ${first}` });
  // Each key as a person presses it: after the board has said what the last one did.
  const said = (text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
  await handle.focus();
  await page.keyboard.press("Space");
  await said(`${first} is over New.`);
  await page.keyboard.press("ArrowRight");
  await said(`${first} is over Contacted.`);
  await page.keyboard.press("Space");
  await expect(toast(page, "Lead status updated")).toBeVisible();
  await expect(column("Contacted")).toHaveAccessibleName("Contacted: 1 lead, ₹1,20,000");
  await expect(column("Contacted").getByRole("link", { name: first })).toBeVisible();
  await page.reload();
  await expect(column("Contacted").getByRole("link", { name: first })).toBeVisible();
  // The same change as the dropdown: on the lead's timeline with who made it, and in the audit log.
  await openLead(page, leads[first]!);
  await expect(
    page
      .getByRole("list", { name: "Timeline entries, newest first" })
      .getByRole("listitem")
      .filter({ hasText: "Status changed from NEW to CONTACTED" }),
  ).toContainText(accounts.admin.name);
  const reference = leadReference(leads[first]!.split("/").at(-1)!);
  await page.goto("/admin/audit");
  await expect(
    page
      .getByRole("main")
      .getByRole("row")
      .filter({ hasText: "Changed a lead's status" })
      .filter({ hasText: reference }),
  ).toHaveCount(1);

  // On a phone: "Move to…" wins the other lead.
  const owner = await phone(browser, baseURL!);
  await signIn(owner.page);
  await owner.page.goto(`/admin/dashboard/leads?q=${stamp}&view=board`);
  await owner.page.getByRole("combobox", { name: `Move ${second} to` }).selectOption("converted");
  await expect(toast(owner.page, "Lead status updated")).toBeVisible();
  const won = owner.page.getByRole("region", { name: /^Converted: / });
  await expect(won.getByRole("link", { name: second })).toBeVisible();
  const sideways = await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, "the page itself never scrolls sideways").toBeLessThanOrEqual(0);
  await owner.context.close();

  expect(rupeesIn(await figure(page, "Won this month"))).toBe(wonBefore + 85_000);
});

test("a lead closed is asked why it was lost, from the owner's list; the Overview counts the reason", async ({
  page,
}) => {
  await signIn(page);
  // The owner's reasons, as Settings keeps them.
  await page.goto("/admin/settings");
  const reasons = page.getByRole("region", { name: "Lost reasons" });
  // Typed again until the box holds exactly it: while the page hydrates, React sets the box's
  // value once more, and what was typed into it a moment before lands beside the old text.
  const typed = "Price\nNo reply\n\nChose another agency\nPrice\nNot a fit";
  await expect(async () => {
    await reasons.getByLabel("Reasons").fill(typed);
    expect(await reasons.getByLabel("Reasons").inputValue()).toBe(typed);
  }).toPass();
  await reasons.getByRole("button", { name: "Save reasons" }).click();
  await expect(toast(page, "Lost reasons saved")).toBeVisible();
  await page.reload();
  await expect(reasons.getByLabel("Reasons")).toHaveValue("Price\nNo reply\nChose another agency\nNot a fit");

  const lostBefore = page.getByRole("table", { name: /Why leads were lost/ });
  await page.goto("/admin/dashboard");
  const priceRow = () => lostBefore.getByRole("row").filter({ hasText: /^Price/ });
  const before = (await priceRow().count()) ? Number((await priceRow().locator("td").last().innerText()).trim()) : 0;

  await openLead(page, leads[first]!);
  await page.getByRole("combobox", { name: "Status" }).selectOption("closed");
  await expect(toast(page, "Lead status updated")).toBeVisible();
  const deal = page.getByRole("region", { name: "Deal" });
  await expect(deal.getByText("Why was it lost? (optional)")).toBeVisible();
  await expect(deal.getByLabel("Reason").getByRole("option")).toHaveText([
    "Not said",
    "Price",
    "No reply",
    "Chose another agency",
    "Not a fit",
  ]);
  await deal.getByLabel("Reason").selectOption("Price");
  await deal.getByLabel("In a line").fill("Went with a cheaper Pune agency");
  await deal.getByRole("button", { name: "Save reason" }).click();
  await expect(toast(page, "Reason saved")).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline entries, newest first" })).toContainText("Lost: Price");

  await page.goto("/admin/dashboard");
  await expect(priceRow()).toContainText(String(before + 1));
});

test("a Sales person limited to their leads sees only theirs on the board", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = `deals.${stamp}@shop.example`;
  await signIn(page);
  await page.goto("/admin/team");
  const inviteForm = page.getByRole("region", { name: "Invite someone" });
  await inviteForm.getByLabel("Email").fill(email);
  await inviteForm.getByRole("radio", { name: /^Sales/ }).check();
  await inviteForm.getByLabel("Leads they see").selectOption("assigned");
  await inviteForm.getByRole("button", { name: "Send invitation" }).click();
  const link = await page.getByLabel("Invitation link: it is also on its way by e-mail").inputValue();

  const sales = await phone(browser, baseURL!);
  await sales.page.goto(link);
  await sales.page.getByLabel("Your name").fill(`Pooja ${stamp}`);
  await sales.page.getByLabel("Password", { exact: true }).fill("pooja-password-12");
  await sales.page.getByLabel("Password again").fill("pooja-password-12");
  await sales.page.getByRole("button", { name: "Join" }).click();
  await expect(sales.page).toHaveURL(/\/admin\/dashboard/);

  await openLead(page, leads[second]!);
  await page.getByLabel("Assigned to").selectOption({ label: `Pooja ${stamp}` });
  await expect(toast(page, "Assignment saved")).toBeVisible();

  await sales.page.goto(`/admin/dashboard/leads?q=${stamp}&view=board`);
  await expect(
    sales.page.getByRole("region", { name: /^Converted: / }).getByRole("link", { name: second }),
  ).toBeVisible();
  await expect(sales.page.getByRole("link", { name: first })).toHaveCount(0);
  await expect(sales.page.getByRole("region", { name: /^Closed: / })).toHaveAccessibleName("Closed: 0 leads, ₹0");
  await sales.context.close();
});
