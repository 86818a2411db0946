// Consent at the form, in a real browser on a phone: every inquiry form says what it collects,
// why, for how long and where to ask, with a box for offers that starts unticked; the enquirer's
// acknowledgement (through a real SMTP server) carries the signed link that withdraws it without
// signing in (opening it changes nothing); the lead's page shows the choice, the acknowledgement
// and the withdrawal. The full notice reads in English and in Hindi.
import { type Locator } from "@playwright/test";
import { NOTICE_VERSION } from "../../app/features/inquiries/consent-notice";
import { signIn, startMailingServer } from "./helpers";
import { expect, test } from "./site";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const BOX = "Also send me offers and updates by e-mail or WhatsApp (optional)";

/** The notice under a form's button, with its links, as a visitor reads it. */
async function expectNotice(form: Locator) {
  const notice = form.getByText(/only to answer this enquiry, and keep them for 1 year/);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("We use your name, phone, city, the service you ask about");
  await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy/notice");
  await expect(notice.getByRole("link", { name: "हिंदी में" })).toHaveAttribute("href", "/privacy/notice/hi");
  await expect(notice.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
  await expect(notice.getByRole("link", { name: "admin@sparkline.example" })).toHaveAttribute(
    "href",
    "mailto:admin@sparkline.example",
  );
  // Under the button, as the visitor reaches it.
  const button = await form.getByRole("button", { name: "Submit Inquiry" }).boundingBox();
  expect((await notice.boundingBox())!.y).toBeGreaterThan(button!.y);
  await expect(form.getByRole("checkbox", { name: BOX })).not.toBeChecked();
}

async function fill(form: Locator, name: string, phone: string) {
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Phone Number *").fill(phone);
  await form.getByLabel("City *").fill("Nagpur");
  await form.getByLabel("Service Interested In *").fill("Google Ads");
}

test("every inquiry form shows the notice under its button and an unticked box for offers", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).first().click();
  await expectNotice(page.getByRole("dialog"));
  await page.keyboard.press("Escape");
  await expectNotice(page.getByRole("contentinfo"));
  await page.goto("/contact");
  await expectNotice(page.getByRole("main").locator("form"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notice and the box are there, and a refused form keeps the box as it was", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("main").locator("form");
    await expectNotice(form);
    await fill(form, "Nojs Consent", "12345");
    await form.getByRole("checkbox", { name: BOX }).check();
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    const answered = page.getByRole("main").locator("form");
    await expect(answered.getByLabel("Phone Number *")).toHaveValue("12345");
    await expect(answered.getByRole("checkbox", { name: BOX })).toBeChecked();
  });
});

test("a visitor on a phone ticks the box and sends; the acknowledgement carries the link that withdraws it, without signing in", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mailing = await startMailingServer("consent");
  const { smtp, server, owner, mailTo } = mailing;
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  try {
    const visitor = await (await browser.newContext(phone)).newPage();
    await visitor.goto(`${server.url}/`);
    await visitor.getByRole("button", { name: "Get Started" }).first().click();
    const dialog = visitor.getByRole("dialog");
    await fill(dialog, "Consent Chitra", "98220 11223");
    await dialog.getByLabel("Email (Optional)").fill("chitra@shop.example");
    await dialog.getByRole("checkbox", { name: BOX }).check();
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(visitor.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();

    // The acknowledgement arrives within seconds (the scheduler is told at once), with the reference and the link.
    await expect.poll(() => mailTo("chitra@shop.example"), { timeout: 15_000 }).toBeTruthy();
    const acknowledgement = mailTo("chitra@shop.example")!;
    const reference = /\(ref\. ([0-9A-F]{8})\)$/.exec(acknowledgement.subject)?.[1];
    expect(reference).toBeTruthy();
    expect(acknowledgement.text).not.toContain("Chitra");
    const link = /To stop offers and updates from us: (\S+)/.exec(acknowledgement.text)![1]!;
    expect(link.startsWith(`${server.url}/consent/withdraw?lead=`)).toBe(true);
    // The owner's new-lead alert (after 9:00 IST the day's digest may reach the owner first).
    const alert = () =>
      smtp.accepted.find((mail) => mail.recipients.includes(owner.email) && mail.subject.startsWith("New inquiry"));
    await expect.poll(alert, { timeout: 10_000 }).toBeTruthy();
    const leadPath = new URL(/^Open the lead: (\S+)$/m.exec(alert()!.text)![1]!).pathname;

    const admin = await (await browser.newContext({ ...phone, baseURL: server.url })).newPage();
    await signIn(admin, owner);
    await admin.goto(`${server.url}${leadPath}`);
    await expect(admin.getByText(`Reference ${reference}`)).toBeVisible();
    const consent = admin.getByRole("region", { name: "Consent" });
    await expect(consent).toContainText(/Offers and updates: agreed, since \d{1,2} \w{3} \d{4}/);
    await expect(consent).toContainText(`Privacy notice shown: version ${NOTICE_VERSION}`);
    const timeline = admin.getByRole("list", { name: "Timeline entries, newest first" }).getByRole("listitem");
    await expect(timeline.filter({ hasText: "Acknowledgement e-mail sent to the enquirer" })).toBeVisible();

    // The visitor, not signed in, opens the link: it only asks (as a mail scanner's visit would see).
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { name: "Stop offers and updates" })).toBeVisible();
    await admin.reload();
    await expect(consent).toContainText("Offers and updates: agreed");
    await visitor.getByRole("button", { name: "Stop offers and updates" }).click();
    await expect(visitor.getByRole("status")).toHaveText(/Done\. We will not send you offers or updates any more/);

    await admin.reload();
    await expect(consent).toContainText("Offers and updates: not agreed, since");
    await expect(consent.getByRole("button", { name: "Record a withdrawal" })).toHaveCount(0);
    const withdrawn = timeline.filter({
      hasText: "Withdrew consent to offers and updates, through the link in a message",
    });
    await expect(withdrawn).toContainText("Visitor");

    // A link that is not one of ours says so, and offers no button.
    await visitor.goto(link.replace(/sig=[^&]+/, "sig=forged"));
    await expect(visitor.getByRole("alert")).toContainText("This link is not complete or not one of ours");
    await expect(visitor.getByRole("button", { name: "Stop offers and updates" })).toHaveCount(0);
  } finally {
    await mailing.stop();
  }
});

test("the full notice reads in English and in Hindi, each linking the other", async ({ page }) => {
  await page.goto("/privacy/notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice for enquiries");
  await expect(page.getByText("1 year from the day you send the enquiry")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Complaints" })).toBeVisible();
  await page.getByRole("link", { name: "यह सूचना हिंदी में पढ़ें" }).click();
  await expect(page).toHaveURL(/\/privacy\/notice\/hi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("पूछताछ के लिए गोपनीयता सूचना");
  await expect(page.getByText("पूछताछ भेजने के दिन से 1 वर्ष तक, फिर इसे मिटा दिया जाता है।")).toBeVisible();
  // The page says it is in Hindi, as it arrives and after a client-side navigation.
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.getByRole("link", { name: "Read this notice in English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});
