// A lead's page on a phone: an owner opens a new enquiry from the alert e-mail's link, opens
// WhatsApp, writes a note, sets a follow-up for tomorrow and changes the status, and the
// timeline shows each step with who and when. Then what goes wrong: a lead deleted in another
// tab, a follow-up in the past, an address that is no lead.
import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { istDateKey } from "../../app/lib/india-time";
import { accounts } from "./accounts";
import { enquiry, postLead, signIn, waitingForReply } from "./helpers";
import { expect, test } from "./site";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The admin's name on the timeline: accounts made by setup-accounts.ts are named after their e-mail. */
const ADMIN_NAME = accounts.admin.name;

/**
 * Opens a lead's page and waits until its scripts run, so each control works as it does with
 * JavaScript (the no-script "Save status" button goes at that moment).
 */
async function openLead(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Save status" })).toBeHidden();
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The timeline's entry with this text, which must say who and when. */
const entry = (page: Page, text: string | RegExp) =>
  page.getByRole("list", { name: "Timeline entries, newest first" }).getByRole("listitem").filter({ hasText: text });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, "the page is no wider than the phone").toBeLessThanOrEqual(widths.viewport);
}

/** wa.me is on the internet: the test answers for it, and keeps every address asked for. */
async function stubWhatsApp(context: BrowserContext) {
  const opened: string[] = [];
  await context.route(/^https:\/\/wa\.me\//, (route) => {
    opened.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" });
  });
  return opened;
}

test("an owner on a phone works a new enquiry from its page, and the timeline shows each step", async ({
  page,
  baseURL,
}) => {
  const path = await enquiry(baseURL!, "Sunita Deshpande", {
    phone: "+91 98860 12345",
    email: "sunita@deshpande-dental.example",
    city: "Nashik",
    service: "Google Ads",
    message: "We opened a second clinic in Gangapur Road.",
    page: "/services/seo?utm_source=google&utm_campaign=clinics",
  });
  const whatsApp = await stubWhatsApp(page.context());
  await signIn(page);
  await openLead(page, path);

  await expect(page.getByRole("heading", { name: "Sunita Deshpande", level: 1 })).toBeVisible();
  await expect(page.getByText(/, no reply$/)).toBeVisible();
  await expect(page.getByText("We opened a second clinic in Gangapur Road.")).toBeVisible();
  await expect(page.getByText("source: google, campaign: clinics")).toBeVisible();
  await expect(entry(page, "Enquiry received from the page /services/seo")).toContainText("Visitor");

  // Call and WhatsApp: big buttons at the top of the screen.
  const call = page.getByRole("link", { name: "Call Sunita Deshpande" });
  const chat = page.getByRole("link", { name: "WhatsApp Sunita" });
  await expect(call).toHaveAttribute("href", "tel:+919886012345");
  for (const button of [call, chat]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.y + box.height).toBeLessThanOrEqual(844 / 2);
  }
  await expectNoSidewaysScroll(page);

  // WhatsApp opens with the greeting, and the tap goes on the timeline with who and when.
  const popup = page.waitForEvent("popup");
  await chat.click();
  await (await popup).close();
  expect(whatsApp).toHaveLength(1);
  const address = new URL(whatsApp[0]!);
  expect(address.pathname).toBe("/919886012345");
  expect(address.searchParams.get("text")).toBe(
    "Hello Sunita, this is Sparkline. Thank you for your enquiry about Google Ads. Is now a good time to talk?",
  );
  const tapped = entry(page, "Opened a WhatsApp chat");
  await expect(tapped).toContainText(ADMIN_NAME);
  await expect(tapped).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  await expect(page.getByText(/^answered in \d+ (s|min)$/)).toBeVisible();

  // A note, in Markdown.
  await page.getByLabel("Add a note").fill("Wants a **quote** for both clinics by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  const notes = page.getByRole("list", { name: "Notes, newest first" });
  await expect(notes.locator("strong")).toHaveText("quote");
  await expect(notes).toContainText(ADMIN_NAME);
  await expect(entry(page, "Added a note")).toContainText(ADMIN_NAME);

  // A follow-up for tomorrow at 10:30 IST.
  const tomorrow = istDateKey(Date.now() + 86_400_000);
  const followUp = page.getByRole("region", { name: "Follow-up" });
  await followUp.getByLabel("Date").fill(tomorrow);
  await followUp.getByLabel("Time (IST)").fill("10:30");
  await followUp.getByLabel("What to do").fill("Send the quote for both clinics");
  await followUp.getByRole("button", { name: "Set follow-up" }).click();
  await expect(toast(page, "Follow-up set")).toBeVisible();
  const due = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
    new Date(`${tomorrow}T05:00:00Z`),
  );
  await expect(followUp).toContainText(`Due ${due}, 10:30 am IST`);
  await expect(followUp).toContainText("Send the quote for both clinics");
  await expect(entry(page, `Follow-up set for ${due}, 10:30 am IST`)).toContainText(ADMIN_NAME);

  // The status, with the spec's toast.
  const status = page.getByRole("combobox", { name: "Status" });
  await status.selectOption("contacted");
  await expect(toast(page, "Lead status updated")).toBeVisible();
  await expect(entry(page, "Status changed from NEW to CONTACTED")).toContainText(ADMIN_NAME);

  // Newest first: the status change, the follow-up, the note, the chat, the alert, the enquiry.
  const texts = await page
    .getByRole("list", { name: "Timeline entries, newest first" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(texts.map((text) => text.split("\n")[0])).toEqual([
    "Status changed from NEW to CONTACTED",
    `Follow-up set for ${due}, 10:30 am IST`,
    "Added a note",
    "Opened a WhatsApp chat",
    "Alert e-mail sent",
    "Enquiry received from the page /services/seo",
  ]);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
  await expectNoSidewaysScroll(page);
});

test("the journey: a visitor enquires, the owner answers it from a phone, the Overview follows, and a second enquiry is linked", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A long journey across two browsers: three times the usual time.
  test.slow();
  // A person of its own on a retry and on each --repeat-each run too (the phone number links enquiries).
  const attempt = testInfo.retry + testInfo.repeatEachIndex * 2;
  const name = `Journey Farida Khan ${attempt}`;
  const phoneEnd = `${24680 + attempt}`.slice(-5);
  const whatsApp = await stubWhatsApp(page.context());
  await signIn(page);
  await page.goto("/admin/dashboard");
  const waitingBefore = await waitingForReply(page);

  // A visitor on the contact page, in a browser of their own.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/contact");
  const form = visitor.locator("#inquiry");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Phone Number *").fill(`098765 ${phoneEnd}`);
  await form.getByLabel("Email (Optional)").fill("farida@khan-opticals.example");
  await form.getByLabel("City *").fill("Bhopal");
  await form.getByLabel("Service Interested In *").fill("Local SEO");
  await form.getByLabel("Message (Optional)").fill("Our shop near New Market does not show on Google Maps.");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(visitor.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();

  // The owner's phone: the Overview counts one more lead waiting, and its link opens the list of them.
  await page.goto("/admin/dashboard");
  expect(await waitingForReply(page)).toBe(waitingBefore + 1);
  await page.getByRole("link", { name: /leads? that needs? a reply/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/leads\?needsReply=1$/);
  const card = page.getByRole("list", { name: "Leads" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Local SEO");
  await expect(card).toContainText("Bhopal");
  await expect(card.getByText(/, no reply$/)).toBeVisible();
  await card.getByRole("link", { name: name, exact: true }).click();
  await expect(page.getByRole("heading", { name: name, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save status" })).toBeHidden();
  const first = new URL(page.url()).pathname;

  // WhatsApp, on the number as E.164 digits, with a greeting naming the service.
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "WhatsApp Journey" }).click();
  await (await popup).close();
  const address = new URL(whatsApp.at(-1)!);
  expect(address.pathname).toBe(`/9198765${phoneEnd}`);
  expect(address.searchParams.get("text")).toContain("your enquiry about Local SEO");

  await page.getByLabel("Add a note").fill("Wants the Google Business Profile fixed before Diwali.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added")).toBeVisible();

  const followUp = page.getByRole("region", { name: "Follow-up" });
  await followUp.getByLabel("Date").fill(istDateKey(Date.now() + 86_400_000));
  await followUp.getByLabel("Time (IST)").fill("11:00");
  await followUp.getByLabel("What to do").fill("Send the profile audit");
  await followUp.getByRole("button", { name: "Set follow-up" }).click();
  await expect(toast(page, "Follow-up set")).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await expect(toast(page, "Lead status updated")).toBeVisible();

  // Each step on the timeline, with who and when.
  for (const step of [
    "Status changed from NEW to CONTACTED",
    /^Follow-up set for/,
    "Added a note",
    "Opened a WhatsApp chat",
  ]) {
    await expect(entry(page, step)).toContainText(ADMIN_NAME);
    await expect(entry(page, step)).toContainText(/\d{1,2}:\d{2} [ap]m IST/);
  }
  await expect(page.getByText(/^answered in \d+ (s|min)$/)).toBeVisible();

  // Answered: the Overview's queue is back to what it was, and the list's "needs reply" no longer has it.
  await page.goto("/admin/dashboard");
  expect(await waitingForReply(page)).toBe(waitingBefore);
  await page.goto(`/admin/dashboard/leads?needsReply=1&q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No leads match this search.")).toBeVisible();

  // The same visitor writes again, with the number typed another way: its own lead, linked both ways.
  await visitor.goto("/contact");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Phone Number *").fill(`+91-98765-${phoneEnd}`);
  await form.getByLabel("City *").fill("Bhopal");
  await form.getByLabel("Service Interested In *").fill("Instagram ads");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  // Typed before the page was interactive, the form loads its checks only on sending: on a busy
  // machine that, the request and the toast's code can take longer than the default 5 s.
  await expect(visitor.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible({
    timeout: 15_000,
  });
  await visitor.close();

  await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(name)}`);
  const cards = page.getByRole("list", { name: "Leads" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: "Instagram ads" }).getByRole("link", { name: name, exact: true }).click();
  await expect(page.getByRole("heading", { name: name, level: 1 })).toBeVisible();
  const again = new URL(page.url()).pathname;
  expect(again).not.toBe(first);
  await page.getByRole("link", { name: /^Enquired before, on / }).click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByRole("link", { name: /^Enquired again on / })).toHaveAttribute("href", again);
  await expectNoSidewaysScroll(page);
});

test("two enquiries from one person are merged, keeping both submissions and both timelines", async ({
  page,
  baseURL,
}) => {
  const email = "naveen@udupi-caterers.example";
  const first = await enquiry(baseURL!, "Naveen Shetty", { phone: "+91 98450 31313", email, service: "SEO" });
  // Not "Naveen S": the alerts are told apart by the name they start with.
  const second = await enquiry(baseURL!, "N. Shetty", { phone: "+91 90080 31313", email, service: "Meta Ads" });
  await signIn(page);
  await openLead(page, second);
  // Headless Chromium has no dialer: a tel: navigation leaves the tab ignoring input. The test
  // keeps the link from navigating; the page's own click handler (which records the tap) still runs.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  await page.getByRole("link", { name: "Call N. Shetty" }).click();
  await expect(entry(page, "Called the lead")).toContainText(ADMIN_NAME);

  await openLead(page, first);
  const lookalikes = page.getByRole("region", { name: "Looks like the same person" });
  await expect(lookalikes).toContainText("N. Shetty");
  await expect(lookalikes).toContainText("same e-mail");
  await lookalikes.getByRole("button", { name: /^Merge N\. Shetty, .* into this lead$/ }).click();
  await expect(toast(page, "Leads merged")).toBeVisible();

  const merged = page.getByRole("region", { name: /^Merged submission, received / });
  await expect(merged).toContainText("+91 90080 31313");
  await expect(merged).toContainText("Meta Ads");
  await expect(entry(page, "Merged another submission into this lead")).toContainText(ADMIN_NAME);
  // The other submission's own timeline is here too, marked as such.
  await expect(entry(page, "Called the lead")).toContainText("from the other submission");
  await expect(entry(page, "Merged into this lead")).toContainText("from the other submission");
  await expect(page.getByRole("region", { name: "Looks like the same person" })).toHaveCount(0);
  for (const width of [360, 390, 820, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await openLead(page, second);
  await expect(page.getByText("This lead was merged into another lead")).toBeVisible();
  await page.getByRole("link", { name: "Open the lead it was merged into" }).click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByRole("heading", { name: "Naveen Shetty", level: 1 })).toBeVisible();
});

test("a note on a lead deleted in another tab says so and keeps what was typed", async ({ page, baseURL }) => {
  const path = await enquiry(baseURL!, "Harpreet Gill", { phone: "+91 98150 22334" });
  await signIn(page);
  await openLead(page, path);
  await page.getByLabel("Add a note").fill("Spoke to her brother, call back on Monday");

  const otherTab = await page.context().newPage();
  await openLead(otherTab, path);
  await otherTab.getByRole("button", { name: "Delete lead Harpreet Gill" }).click();
  await otherTab
    .getByRole("alertdialog", { name: "Are you sure you want to delete this lead?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(otherTab).toHaveURL(/\/admin\/dashboard\/leads$/);
  await expect(toast(otherTab, "Lead deleted successfully")).toBeVisible();
  await otherTab.close();

  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This lead no longer exists." })).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("Spoke to her brother, call back on Monday");

  // Opened again, the address is a 404 that leads back to the list.
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
});

test("a follow-up in the past is refused with the values kept", async ({ page, baseURL }) => {
  const path = await enquiry(baseURL!, "Mohan Reddy", { phone: "+91 98480 55667" });
  await signIn(page);
  await openLead(page, path);
  const followUp = page.getByRole("region", { name: "Follow-up" });
  const yesterday = istDateKey(Date.now() - 86_400_000);
  await followUp.getByLabel("Date").fill(yesterday);
  await followUp.getByLabel("Time (IST)").fill("09:15");
  await followUp.getByLabel("What to do").fill("Share the rate card");
  await followUp.getByRole("button", { name: "Set follow-up" }).click();
  await expect(followUp.getByText("That time has already passed. Choose a time in the future.")).toBeVisible();
  await expect(followUp.getByLabel("Date")).toHaveValue(yesterday);
  await expect(followUp.getByLabel("Time (IST)")).toHaveValue("09:15");
  await expect(followUp.getByLabel("What to do")).toHaveValue("Share the rate card");
  await expect(followUp.getByText("No follow-up set.")).toBeVisible();
  await expect(entry(page, /Follow-up set/)).toHaveCount(0);
});

test("an owner corrects a phone number on a phone: the repeat link follows, the timeline names the field", async ({
  page,
  baseURL,
}) => {
  await enquiry(baseURL!, "Correction Earlier Deepa", { phone: "+91 98450 31313" });
  const path = await enquiry(baseURL!, "Correction Deepa", { phone: "+91 98450 31331" });
  await signIn(page);
  await openLead(page, path);
  await expect(page.getByText(/^Enquired before, on/)).toHaveCount(0);

  await page.getByText("Correct the details").click();
  const phone = page.getByRole("textbox", { name: "Phone" });
  await expect(phone).toHaveValue("+91 98450 31331");
  await phone.fill("+91 98450 31313");
  await page.getByRole("button", { name: "Save corrections" }).click();
  await expect(toast(page, "Details corrected")).toBeVisible();
  // The same person, now that the number is right: linked to the earlier enquiry.
  await expect(page.getByRole("link", { name: /^Enquired before, on/ })).toBeVisible();
  await expect(entry(page, "Corrected the phone number")).toContainText(ADMIN_NAME);
  await expect(page.getByText("+91 98450 31313").first()).toBeVisible();
});

test("the owner sends a WhatsApp reply kept in Settings, comes back and records what happened in one step", async ({
  page,
  baseURL,
}) => {
  const path = await enquiry(baseURL!, "Template Reply Harish", { city: "Indore", service: "Local SEO" });
  // WhatsApp is answered here: the test never connects to another site.
  await page.context().route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ body: "WhatsApp (stand-in)" }));
  await signIn(page);
  await page.getByRole("banner").getByText("Menu", { exact: true }).click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const body = "Hello {name}, here is our price list for {service} in {city}. Your reference: {reference}.";
  // The replies' own form: the screen has other sections with names (Billing details).
  const replies = page.getByRole("region", { name: "WhatsApp replies" });
  await replies.getByRole("textbox", { name: "Name", exact: true }).fill("Price list");
  await replies.getByRole("textbox", { name: "Message", exact: true }).fill(body);
  await replies.getByRole("button", { name: "Add reply" }).click();
  await expect(toast(page, "Reply saved")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your replies" })).toContainText("Price list");

  // On the lead's page: open the replies, tap one. WhatsApp opens with it filled in for this lead.
  await openLead(page, path);
  await page.getByText("Other WhatsApp replies (1)").click();
  const reply = page.getByRole("link", { name: "WhatsApp Template: Price list" });
  const chat = new URL((await reply.getAttribute("href"))!);
  expect(chat.searchParams.get("text")).toMatch(
    /^Hello Template, here is our price list for Local SEO in Indore\. Your reference: [0-9A-F]{8}\.$/,
  );
  const [tab] = await Promise.all([page.context().waitForEvent("page"), reply.click()]);
  await tab.close();
  await expect(entry(page, "Opened a WhatsApp chat")).toContainText(ADMIN_NAME);

  // Back from WhatsApp: one sheet asks what happened. "Reached, call back Friday", saved in one step.
  await leaveAndComeBack(page);
  const sheet = page.getByRole("dialog", { name: "What happened on the WhatsApp chat?" });
  await sheet.getByRole("radio", { name: "Reached" }).check();
  await expect(sheet.getByRole("combobox", { name: "Status" }), "the suggested status").toHaveValue("contacted");
  await sheet.getByLabel("Note (optional)").fill("Call back Friday");
  const friday = nextFriday();
  await sheet.getByLabel("Next follow-up").fill(friday);
  await expect(sheet.getByLabel("Time (IST)")).toHaveValue("11:00");
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Outcome saved")).toBeVisible();
  await expect(sheet).toBeHidden();

  // On the timeline, the outcome on top with what came with it; the prompt is gone.
  const due = `${new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(`${friday}T06:00:00Z`))}, 11:00 am IST`;
  await expect(entry(page, "Outcome of the WhatsApp chat: reached")).toContainText(ADMIN_NAME);
  const texts = await page
    .getByRole("list", { name: "Timeline entries, newest first" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(texts.slice(0, 5).map((text) => text.split("\n")[0])).toEqual([
    "Outcome of the WhatsApp chat: reached",
    "Status changed from NEW to CONTACTED",
    `Follow-up set for ${due}`,
    "Added a note",
    "Opened a WhatsApp chat",
  ]);
  await expect(page.getByRole("button", { name: "Record what happened" })).toBeHidden();
  const followUp = page.getByRole("region", { name: "Follow-up" });
  await expect(followUp).toContainText(`Due ${due}`);
  await expect(followUp).toContainText("Call back Friday");

  // And in the follow-ups of the leads list.
  await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent("Template Reply Harish")}`);
  const card = page
    .getByRole("list", { name: "Leads" })
    .getByRole("listitem")
    .filter({ hasText: "Template Reply Harish" });
  await expect(card).toContainText(`Follow up ${due.replace(" IST", "")}`);
});

/**
 * What a phone does when the owner goes to WhatsApp or the dialler and comes back: the page is
 * hidden, then shown. (A headless browser keeps every tab shown.)
 */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ["hidden", "visible"] as const) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });
}

/** The next Friday in India, after today. */
function nextFriday(): string {
  const today = new Date(`${istDateKey(Date.now())}T00:00:00Z`);
  const days = (5 - today.getUTCDay() + 7) % 7 || 7;
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("on a phone that scrolls smoothly (no reduced motion asked for)", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a lead's page opens at its top, not where the leads list was scrolled to", async ({ page, baseURL }) => {
    for (let i = 1; i <= 8; i++) await postLead(baseURL!, `Scrolled List Lead ${i}`);
    // Signed in by the page's scripts: the list and the lead are then opened on the client, as an owner does.
    await signIn(page);
    await page.getByRole("tab", { name: "Leads" }).click();
    const lead = page.getByRole("link", { name: /^Scrolled List Lead \d$/ }).last();
    // The list draws its cards again once its scripts know the screen's width: scrolled to once they stay.
    await expect(async () => {
      await lead.scrollIntoViewIfNeeded({ timeout: 1_000 });
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    }).toPass({ timeout: 10_000 });
    const name = (await lead.innerText()).trim();
    await lead.click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    // At the top from its first frame, not scrolling up to it from the list's position.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("an address that is no lead answers 404, and one that is no admin page leads back to the dashboard", async ({
  page,
}) => {
  await signIn(page);
  for (const id of [crypto.randomUUID(), "not-a-lead"]) {
    const response = await page.goto(`/admin/leads/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the leads" })).toHaveAttribute(
      "href",
      "/admin/dashboard/leads",
    );
  }
  // In the admin's shell (its header and menu stay), with the spec's 404 and a way back.
  const response = await page.goto("/admin/reports");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner").getByText("Menu", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
});

test("the browser marks React Router's prefetch of a lead's page as a prefetch, which the server does not count as opening it", async ({
  page,
  baseURL,
}) => {
  const path = await enquiry(baseURL!, "Vikram Rathore", { phone: "+91 94140 10101" });
  await signIn(page);
  // What <Link prefetch> renders for a page's data (React Router's PrefetchPageLinks). The
  // integration tests hold the server to not marking the lead read for such a request.
  const prefetch = page.waitForRequest((request) => request.url().endsWith(`${path}.data`));
  await page.evaluate((href) => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "fetch";
    link.href = href;
    document.head.append(link);
  }, `${path}.data`);
  const headers = await (await prefetch).allHeaders();
  expect(headers["sec-purpose"] ?? headers["purpose"]).toMatch(/^prefetch/);
});

test.describe("without JavaScript", () => {
  /** Signs in with a browser that runs scripts, then hands its session to one that does not. */
  async function noScriptPage(browser: Browser, baseURL: string) {
    const withScripts = await browser.newPage({ baseURL });
    await signIn(withScripts);
    const state = await withScripts.context().storageState();
    await withScripts.close();
    const context = await browser.newContext({ baseURL, storageState: state, javaScriptEnabled: false });
    return context.newPage();
  }

  test("the status, a note and a follow-up are plain forms", async ({ browser, baseURL }) => {
    const path = await enquiry(baseURL!, "Lakshmi Narayanan", { phone: "+91 98410 77889" });
    const page = await noScriptPage(browser, baseURL!);
    await page.goto(path);

    await page.getByRole("combobox", { name: "Status" }).selectOption("qualified");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("qualified");

    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Write the note before adding it.")).toBeVisible();
    await page.getByLabel("Add a note").fill("Prefers Tamil, call after 4 pm");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("list", { name: "Notes, newest first" })).toContainText(
      "Prefers Tamil, call after 4 pm",
    );

    const followUp = page.getByRole("region", { name: "Follow-up" });
    await followUp.getByLabel("Date").fill(istDateKey(Date.now() - 86_400_000));
    await followUp.getByLabel("Time (IST)").fill("11:00");
    await followUp.getByLabel("What to do").fill("Send the Tamil brochure");
    await followUp.getByRole("button", { name: "Set follow-up" }).click();
    await expect(followUp.getByText("That time has already passed. Choose a time in the future.")).toBeVisible();
    await expect(followUp.getByLabel("What to do")).toHaveValue("Send the Tamil brochure");

    await page.goto(path);
    await expect(entry(page, "Status changed from NEW to QUALIFIED")).toContainText(ADMIN_NAME);
    await expect(entry(page, "Added a note")).toContainText(ADMIN_NAME);
    await page.context().close();
  });

  test("a note sent to a lead deleted meanwhile is shown back, to copy", async ({ browser, baseURL }) => {
    const path = await enquiry(baseURL!, "Imran Sheikh", { phone: "+91 98200 44556" });
    const page = await noScriptPage(browser, baseURL!);
    await page.goto(path);
    await page.getByLabel("Add a note").fill("Asked for the Ramzan offer rates");

    const admin = await browser.newPage({ baseURL });
    await signIn(admin);
    await openLead(admin, path);
    await admin.getByRole("button", { name: "Delete lead Imran Sheikh" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard\/leads$/);
    await admin.close();

    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
    await expect(page.getByLabel("Your note was not saved. Here is what you wrote:")).toHaveValue(
      "Asked for the Ramzan offer rates",
    );
    await page.context().close();
  });
});
