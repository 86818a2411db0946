// Reaching the agency from a phone, on a server of its own configured with a WhatsApp number and a
// phone number (the shared server keeps the demo number, which offers neither): the bar at the
// bottom, its taps counted per page and campaign without a cookie, the Overview showing them beside
// form leads, the inquiry dialog starting with the page's service, the success toast offering
// the chat and the failure toast the chat and a call. Nothing leaves the machine: wa.me is answered by the test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page } from "@playwright/test";
import { startServer } from "./helpers";
import { expectNoSidewaysScroll, expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

const owner = { email: "owner@contact-bar.example", password: "contact-bar-owner-password" };
const phone = { width: 390, height: 844 };

/** The count requests the page has sent so far (beacons), answered or not. */
function countedTaps(page: Page) {
  const taps: { channel: string; page: string }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/contact-taps")
      taps.push(Object.fromEntries(new URLSearchParams(request.postData() ?? "")) as never);
  });
  return taps;
}

/** The statuses of the answers to the count requests so far, in the order they came. */
function tapAnswers(page: Page) {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/contact-taps") statuses.push(response.status());
  });
  return statuses;
}

/** Error-level lines (pino's 50 and 60) in what the server wrote. */
const errorLines = (output: string) => output.split("\n").filter((line) => /"level":(50|60)/.test(line));

test("on a phone, the contact bar reaches WhatsApp, a call and the quote form; taps are counted and shown on the Overview", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-contact-bar-"));
  const server = await startServer({
    dataDir,
    env: {
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      CONTACT_PHONE: "+91 98450 12345",
      CONTACT_WHATSAPP: "+91 99000 11223",
    },
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: phone, isMobile: true, hasTouch: true });
    // WhatsApp is answered here: the test never connects to another site.
    await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ body: "WhatsApp (stand-in)" }));
    const page = await context.newPage();
    const taps = countedTaps(page);
    const answers = tapAnswers(page);

    await page.goto("/services/seo?utm_campaign=diwali_seo");
    const bar = page.getByRole("navigation", { name: "Contact us" });
    await expect(bar).toBeVisible();
    const logBeforeTaps = server.output().length;
    const whatsapp = bar.getByRole("link", { name: "WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/919900011223\?text=/);
    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919845012345");
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page, "service page with the contact bar");

    // WhatsApp opens in a new tab; the tap is counted with the page and its campaign.
    const [chat] = await Promise.all([context.waitForEvent("page"), whatsapp.click()]);
    await chat.close();
    // A call: the dialler is the phone's; here the link is only followed to the count.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await bar.getByRole("link", { name: "Call" }).click();

    // Get a quote opens the dialog with the page's service filled in (still free text).
    await bar.getByRole("button", { name: "Get a quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Let's grow your business" });
    await expect(dialog.getByLabel("Service Interested In *")).toHaveValue("Search Engine Optimization");
    await expect.poll(() => taps.map((tap) => tap.channel)).toEqual(["whatsapp", "call", "quote"]);
    expect(new Set(taps.map((tap) => tap.page))).toEqual(new Set(["/services/seo?utm_campaign=diwali_seo"]));
    // Each count is answered 204 (no content), and the server logged no error while handling them.
    await expect.poll(() => answers).toEqual([204, 204, 204]);
    expect(errorLines(server.output().slice(logBeforeTaps))).toEqual([]);

    // While a field has focus (the keyboard is up), the bar steps aside.
    await dialog.getByLabel("Name *").focus();
    await expect(bar).toBeHidden();
    await dialog.getByLabel("Name *").fill("Asha Rao");
    await dialog.getByLabel("Phone Number *").fill("98450 00000");
    await dialog.getByLabel("City *").fill("Pune");
    // The number reads as it is written once the visitor moves on.
    await expect(dialog.getByLabel("Phone Number *")).toHaveValue("+91 98450 00000");

    // When the enquiry does not arrive, the spec's toast offers the chat and a call instead.
    await page.route("**/inquiry.data", (route) => route.abort("connectionreset"), { times: 1 });
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    const failure = page.getByRole("listitem").filter({ hasText: "Failed to submit form. Please try again." });
    await expect(failure.getByText("Failed to submit form. Please try again.", { exact: true })).toBeVisible();
    await expect(failure.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919900011223\?text=/,
    );
    await expect(failure.getByRole("link", { name: "Call us" })).toHaveAttribute("href", "tel:+919845012345");
    // Closing the toast keeps the dialog, and what was typed, open.
    await failure.getByRole("button", { name: "Close toast" }).click();
    await expect(failure).toHaveCount(0);
    await expect(dialog.getByLabel("Name *")).toHaveValue("Asha Rao");

    // The toast's timer runs on a clock the test moves, to see how long it stays without waiting for it.
    await page.clock.install();
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    // A finger leaves no pointer hovering where the toast comes up (hovering holds a toast's timer).
    await page.mouse.move(0, 0);
    // The spec's toast, above the bar, with the reference to quote and the chat on offer below its text.
    const toast = page.getByRole("listitem").filter({ hasText: "We've received your inquiry." });
    await expect(
      toast.getByText("We've received your inquiry. We'll get back to you soon!", { exact: true }),
    ).toBeVisible();
    await expect(toast.getByText(/^Your reference: [0-9A-F]{8}$/)).toBeVisible();
    const reference = (await toast.getByText(/^Your reference:/).textContent())!.slice(-8);
    const chatLink = toast.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(chatLink).toBeVisible();
    const description = toast.getByText("We've received your inquiry. We'll get back to you soon!", { exact: true });
    expect((await chatLink.boundingBox())!.y).toBeGreaterThan((await description.boundingBox())!.y);
    await expect(bar).toBeVisible();
    // Once it has slid in, the toast sits wholly above the bar.
    const barTop = (await bar.boundingBox())!.y;
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.y + box.height;
      })
      .toBeLessThanOrEqual(barTop);
    // It stays for at least eight seconds: time to read the reference on a phone.
    await page.clock.fastForward(8_500);
    await expect(toast).toBeVisible();
    await page.clock.fastForward(3_000);
    await expect(toast).toBeHidden();

    // The bar never covers the page's last content.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByText(/Digital Marketing\. Made in India\./);
    const lastBox = (await lastLine.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    // No cookie was set for any of it.
    expect(await context.cookies()).toEqual([]);

    // WhatsApp and phone in the footer and on /contact too; on a phone /contact shows the form first.
    await page.goto("/contact");
    const form = page.getByRole("heading", { name: "Send us an inquiry" });
    const details = page.getByRole("heading", { name: "Contact details" });
    expect((await form.boundingBox())!.y).toBeLessThan((await details.boundingBox())!.y);
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919900011223/,
    );
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /WhatsApp us/ })).toBeVisible();

    // The owner sees the taps beside the form leads on the Overview.
    const admin = await browser.newPage({ baseURL: server.url });
    await admin.goto("/admin/login");
    await admin.getByLabel("Email").fill(owner.email);
    await admin.getByLabel("Password", { exact: true }).fill(owner.password);
    await admin.getByRole("button", { name: "Sign In" }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    const figure = (label: string) => admin.getByText(label, { exact: true }).locator("xpath=..").locator("dd");
    await expect(figure("WhatsApp taps")).toHaveText("1");
    await expect(figure("Call taps")).toHaveText("1");
    await expect(figure("Get a quote taps")).toHaveText("1");
    await expect(figure("Form leads")).toHaveText("1");
    await expect(admin.getByRole("rowheader", { name: "/services/seo (diwali_seo)" })).toBeVisible();
    // The reference the toast gave finds the enquiry.
    await admin.goto(`/admin/dashboard/leads?q=${reference}`);
    await expect(admin.getByRole("link", { name: "Asha Rao" })).toBeVisible();
    await context.close();
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
  }
});

test("without a WhatsApp number or a real phone number, the bar offers only the quote form", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  const bar = page.getByRole("navigation", { name: "Contact us" });
  await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  await expect(bar.getByRole("link", { name: "Call" })).toHaveCount(0);
  await expect(bar.getByText("Get a quote")).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    await expectNoViolations(page);
  }
  // From tablets up there is no bar.
  await page.setViewportSize({ width: 820, height: 1000 });
  await expect(bar).toBeHidden();
});
