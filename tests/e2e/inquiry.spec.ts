import { waitForLeadAlert } from "./helpers";
import { expect, test } from "./site";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a visitor opens the drawer, navigates, opens the dialog and sends an inquiry", async ({ page }) => {
    await page.goto("/?utm_source=instagram&utm_campaign=diwali");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Start Your Project" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Name *").fill("Anjali Deshpande");
    await dialog.getByLabel("Phone Number *").fill("+91 98220 11223");
    await dialog.getByLabel("City *").fill("Nashik");
    await dialog.getByLabel("Service Interested In *").fill("Google Ads");
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const alert = await waitForLeadAlert("Anjali Deshpande");
    expect(alert).toContain("Page: /about");
  });
});

test("the dialog shows field errors, keeps what was typed, and closes with Escape", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name *").fill("Rahul");
  await dialog.getByLabel("Email (Optional)").fill("not-an-email");
  await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Please enter your phone number")).toBeVisible();
  await expect(dialog.getByLabel("Name *")).toHaveValue("Rahul");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the dialog says what is wrong with a phone number, keeps everything typed, and sends a landline", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name *").fill("Landline Visitor");
  await dialog.getByLabel("Phone Number *").fill("55555 55555");
  await dialog.getByLabel("Email (Optional)").fill("office@example.in");
  await dialog.getByLabel("City *").fill("Bengaluru");
  await dialog.getByLabel("Service Interested In *").fill("Local SEO");
  await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
  const phone = dialog.getByLabel("Phone Number *");
  await expect(dialog.getByText("This is not a valid Indian phone number.")).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(/not a valid Indian phone number/);
  await expect(phone).toHaveValue("55555 55555");
  await expect(dialog.getByLabel("Name *")).toHaveValue("Landline Visitor");
  await expect(dialog.getByLabel("Email (Optional)")).toHaveValue("office@example.in");
  await expect(dialog.getByLabel("City *")).toHaveValue("Bengaluru");
  await expect(dialog.getByLabel("Service Interested In *")).toHaveValue("Local SEO");

  await phone.fill("080-4123-4567");
  // Once the visitor moves on, the number reads the way it is written, with its country code.
  await phone.blur();
  await expect(phone).toHaveValue("+91 80 4123 4567");
  await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
  // Stored as the form showed it.
  expect(await waitForLeadAlert("Landline Visitor")).toContain("Phone: +91 80 4123 4567");
});

test("the footer form sends an inquiry and clears its fields", async ({ page }) => {
  await page.goto("/services");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Name *").fill("Footer Visitor");
  await footer.getByLabel("Phone Number *").fill("9876501234");
  await footer.getByLabel("City *").fill("Indore");
  await footer.getByLabel("Service Interested In *").fill("SEO");
  await footer.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  await expect(footer.getByLabel("Name *")).toHaveValue("");
  expect(await waitForLeadAlert("Footer Visitor")).toContain("Page: /services");
});

test("the contact form sends the message too", async ({ page }) => {
  await page.goto("/contact");
  const form = page.locator("#inquiry");
  await form.getByLabel("Name *").fill("Contact Page Visitor");
  await form.getByLabel("Phone Number *").fill("+91 90000 12345");
  await form.getByLabel("City *").fill("Surat");
  await form.getByLabel("Service Interested In *").fill("Web Development");
  await form.getByLabel("Message (Optional)").fill("We need a new website for our textile shop.");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
  expect(await waitForLeadAlert("Contact Page Visitor")).toContain(
    "Message: We need a new website for our textile shop.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form shows errors for bad input and keeps the values, then sends", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#inquiry");
    await form.getByLabel("Name *").fill("No Script Visitor");
    await form.getByLabel("Phone Number *").fill("98765 4321");
    await form.getByLabel("City *").fill("Lucknow");
    await form.getByLabel("Message (Optional)").fill("Hello");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(
      page.getByText("This number is too short: mobile numbers have 10 digits, e.g. 98765 43210"),
    ).toBeVisible();
    await expect(page.getByText("Please tell us which service you need")).toBeVisible();
    await expect(form.getByLabel("Name *")).toHaveValue("No Script Visitor");
    await expect(form.getByLabel("Phone Number *")).toHaveValue("98765 4321");
    await expect(form.getByLabel("City *")).toHaveValue("Lucknow");
    await expect(form.getByLabel("Message (Optional)")).toHaveValue("Hello");

    // The server decides, also for a number only its full rules refuse.
    await form.getByLabel("Phone Number *").fill("+91 50000 00000");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("This is not a valid Indian phone number.")).toBeVisible();
    await expect(form.getByLabel("Phone Number *")).toHaveValue("+91 50000 00000");
    await expect(form.getByLabel("Message (Optional)")).toHaveValue("Hello");

    await form.getByLabel("Phone Number *").fill("+91 94150 00000");
    await form.getByLabel("Service Interested In *").fill("Branding");
    await form.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("We've received your inquiry. We'll get back to you soon!")).toBeVisible();
    expect(await waitForLeadAlert("No Script Visitor")).toContain("Page: /contact");
  });
});

test("a form typed into before the page's code ran loads its checks as soon as the code runs, not at the send", async ({
  page,
}) => {
  // The page's code held back, as on a slow connection, while the visitor starts typing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const checks = page.waitForRequest(/\/assets\/inquiry-schema-[\w-]+\.js$/, { timeout: 10_000 });
  await page.getByRole("main").getByLabel("Name *").fill("Farah Siddiqui");
  release();
  // No other touch of the form: the code, once running, sees the typing and loads what sending needs.
  await checks;
  await expect(page.getByRole("main").getByLabel("Name *")).toHaveValue("Farah Siddiqui");
});
