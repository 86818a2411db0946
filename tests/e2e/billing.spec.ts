// The owner's billing details and price list on the Settings screen: a GSTIN is checked against the
// chosen state before anything is sent, a saved form shows what was saved after a reload, and a price
// keeps its paise. Then a quote from the price list for a client in another state, which the client
// opens on a phone without signing in and accepts, and the lead shows the accepted value.
import { execFileSync } from "node:child_process";
import { type Locator, type Page, devices } from "@playwright/test";
import { gstinCheckCharacter } from "../../app/features/billing/gstin";
import { enquiry, signIn } from "./helpers";
import { expect, test } from "./site";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Resolves once React has hydrated `element`: typing before then may be overwritten. */
const hydrated = (element: Locator) =>
  expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);

/** The owner's Settings screen, signed in, with the billing details' legal name and address typed in. */
async function billingDetailsForm(page: Page) {
  await signIn(page);
  await page.goto("/admin/settings");
  const billing = page.getByRole("region", { name: "Billing details" });
  await hydrated(billing.locator("form"));
  await billing.getByLabel("Legal name").fill("Sparkline Digital LLP");
  await billing.getByLabel("Address").fill("4th floor, Baner Road, Pune 411045");
  return billing;
}

test("the owner saves the billing details and a price, and a GSTIN must belong to the chosen state", async ({
  page,
}) => {
  const billing = await billingDetailsForm(page);
  await billing.getByLabel("State").selectOption({ label: "Karnataka" });
  await billing.getByLabel("GSTIN (optional)").fill("27aapfu0939f1zv");
  await billing.getByLabel("UPI ID (optional)").fill("sparkline@okicici");
  await billing.getByLabel("IFSC").fill("HDFC001234");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(
    billing.getByText("This GSTIN is registered in Maharashtra: choose Maharashtra as the state."),
  ).toBeVisible();
  await expect(billing.getByText("An IFSC is 11 characters, like HDFC0001234.")).toBeVisible();
  // Nothing typed is lost.
  await expect(billing.getByLabel("Legal name")).toHaveValue("Sparkline Digital LLP");

  await billing.getByLabel("State").selectOption({ label: "Maharashtra" });
  await billing.getByLabel("IFSC").fill("hdfc0001234");
  await billing.getByLabel("Account number").fill("50100 123456 789");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(
    billing.getByText("For bank transfers, give the account's name, its number and the IFSC."),
  ).toBeVisible();
  await billing.getByLabel("Account name").fill("Sparkline Digital LLP");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(toast(page, "Billing details saved")).toBeVisible();
  // The form shows what was saved, before a reload and after one.
  await expect(billing.getByLabel("State")).toHaveValue("27");
  await expect(billing.getByLabel("GSTIN (optional)")).toHaveValue("27AAPFU0939F1ZV");

  await page.reload();
  await expect(billing.getByLabel("State")).toHaveValue("27");
  await expect(billing.getByLabel("GSTIN (optional)")).toHaveValue("27AAPFU0939F1ZV");
  await expect(billing.getByLabel("IFSC")).toHaveValue("HDFC0001234");
  await expect(billing.getByLabel("Account number")).toHaveValue("50100123456789");
  await expect(billing.getByLabel("Invoice number prefix")).toHaveValue("INV");

  const prices = page.getByRole("region", { name: "Price list" });
  const add = prices.locator("form").last();
  await hydrated(add);
  await add.getByLabel("Service").selectOption({ label: "Search Engine Optimization" });
  await add.getByLabel("Description").fill("Local SEO for one city, 3 months");
  await add.getByLabel("Unit price (₹, before GST)").fill("1,234.5");
  await add.getByLabel("SAC").fill("99836");
  await add.getByRole("button", { name: "Add price" }).click();
  await expect(
    add.getByText("A SAC is 6 digits starting with 99, e.g. 998361 for advertising services."),
  ).toBeVisible();
  await add.getByLabel("SAC").fill("998361");
  await add.getByRole("button", { name: "Add price" }).click();
  await expect(toast(page, "Price saved")).toBeVisible();
  const saved = prices.getByRole("list", { name: "Your prices" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("Search Engine Optimization ₹1,234.50");
  await expect(saved).toContainText("Local SEO for one city, 3 months · SAC 998361 · GST 18%");

  // Changed from its own form: the list and the form show the new rate.
  await saved.getByText("Edit").click();
  const edit = saved.locator("form");
  await edit.getByLabel("GST rate").selectOption({ label: "5%" });
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(saved).toContainText("SAC 998361 · GST 5%");
  await expect(edit.getByLabel("GST rate")).toHaveValue("5");

  // Removed after the question.
  await saved.getByRole("button", { name: "Remove the price Search Engine Optimization" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(
    'Remove the price "Search Engine Optimization: Local SEO for one city, 3 months"?',
  );
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Price removed")).toBeVisible();
  await expect(prices.getByText("No prices yet: add what you sell most.")).toBeVisible();
});

/** Adds a price through the Settings screen's "Add a price" form. */
async function addPrice(page: Page, price: { service: string; description: string; unitPrice: string }) {
  const add = page.getByRole("region", { name: "Price list" }).locator("form").last();
  await hydrated(add);
  await add.getByLabel("Service").selectOption({ label: price.service });
  await add.getByLabel("Description").fill(price.description);
  await add.getByLabel("Unit price (₹, before GST)").fill(price.unitPrice);
  await add.getByLabel("SAC").fill("998361");
  await add.getByRole("button", { name: "Add price" }).click();
  await expect(toast(page, "Price saved")).toBeVisible();
}

test("a quote from the price list for a client in another state is accepted on a phone, and the lead shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  const billing = await billingDetailsForm(page);
  await billing.getByLabel("State").selectOption({ label: "Maharashtra" });
  await billing.getByLabel("GSTIN (optional)").fill("27AAPFU0939F1ZV");
  await billing.getByLabel("UPI ID (optional)").fill("sparkline@okhdfcbank");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(toast(page, "Billing details saved")).toBeVisible();
  await addPrice(page, {
    service: "Search Engine Optimization",
    description: "Local SEO, 3 months",
    unitPrice: "45,000",
  });
  await addPrice(page, {
    service: "Social Media Marketing",
    description: "Posts and reels, a month",
    unitPrice: "24,999.50",
  });

  const leadPath = await enquiry(baseURL!, "Kavya Reddy", { city: "Bengaluru" });
  await page.goto(leadPath);
  await page.getByRole("region", { name: "Quotes and invoices" }).getByRole("link", { name: "Make a quote" }).click();
  await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Make the quote" }) });
  await hydrated(form);
  await expect(form.getByLabel("Billing name")).toHaveValue("Kavya Reddy");
  await form.getByLabel("Billing name").fill("Reddy Textiles");
  await form.getByLabel("Billing address").fill("12 Residency Road, Bengaluru 560025");
  await form.getByLabel("State").selectOption({ label: "Karnataka" });
  const clientGstin = `29AAPFU0939F1Z${gstinCheckCharacter("29AAPFU0939F1Z")}`;
  await form.getByLabel("GSTIN (optional)").fill(clientGstin);
  const line = (n: number) => form.getByRole("group", { name: `Line ${n}` });
  await line(1)
    .getByLabel("From the price list")
    .selectOption({ label: "Search Engine Optimization: Local SEO, 3 months (₹45,000.00)" });
  await expect(line(1).getByLabel("Unit price (₹)")).toHaveValue("45000.00");
  await line(1).getByLabel("Discount (%)").fill("10");
  await line(2)
    .getByLabel("From the price list")
    .selectOption({ label: "Social Media Marketing: Posts and reels, a month (₹24,999.50)" });
  await line(2).getByLabel("Quantity").fill("3");
  // What the client will see, before it is made: IGST, as Karnataka is not the agency's state.
  const preview = page.getByRole("region", { name: "The client will see" });
  await expect(preview).toContainText("IGST 18%₹20,789.73");
  await expect(preview).toContainText("Round off−₹0.23");
  await expect(preview).toContainText("Total₹1,36,288.00");
  await form.getByRole("button", { name: "Make the quote" }).click();

  await expect(toast(page, "Quote made")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${leadPath}#section-quotes-and-invoices$`));
  const quotes = page.getByRole("region", { name: "Quotes and invoices" });
  await expect(quotes.getByRole("listitem")).toContainText("₹1,36,288.00");
  await expect(quotes.getByRole("listitem")).toContainText("Not opened yet");
  const link = await quotes.getByRole("link", { name: "Open as the client sees it" }).getAttribute("href");
  expect(link).toMatch(/\/quote\/[0-9a-f-]{36}\?sig=[\w-]{43}$/);

  // The client, on a phone, never signed in.
  const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL });
  const client = await phone.newPage();
  await client.goto(link!);
  await expect(client.getByRole("heading", { name: /^Quote Q-[0-9A-F]{6}$/ })).toBeVisible();
  await expect(client.getByText("Place of supply: Karnataka (29)")).toBeVisible();
  await expect(client.getByText(`GSTIN ${clientGstin}`)).toBeVisible();
  await expect(client.getByText("Rupees One Lakh Thirty-Six Thousand Two Hundred Eighty-Eight Only")).toBeVisible();
  // Nothing is wider than the phone.
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    devices["Pixel 7"].viewport.width,
  );
  // The PDF says the same, with the rupee sign.
  const pdfHref = await client.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await client.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: await pdf.body() }).toString();
  for (const expected of ["Quotation", "Reddy Textiles", "IGST 18%", "₹20,789.73", "₹1,36,288.00"])
    expect(text).toContain(expected);

  await client.getByRole("button", { name: "Accept quote" }).click();
  await expect(client.getByText("Type your full name to accept.")).toBeVisible();
  await client.getByLabel("Type your full name to accept").fill("Kavya Reddy");
  await client.getByRole("button", { name: "Accept quote" }).click();
  await expect(client.getByRole("status")).toContainText("Thank you. Accepted by Kavya Reddy on");

  // The owner sees it accepted, the deal valued before GST and the lead converted.
  await page.reload();
  await expect(quotes.getByRole("listitem")).toContainText("Accepted by Kavya Reddy");
  await expect(page.getByLabel("Value (₹, before GST)")).toHaveValue("115499");
  await expect(page.getByLabel("Status")).toHaveValue("converted");
  const timeline = page.getByRole("list", { name: "Timeline entries, newest first" });
  await expect(timeline).toContainText("The client opened the quote");
  await expect(timeline).toContainText("The client accepted the quote of ₹1,36,288.00");
  await expect(timeline).toContainText("Deal set to ₹1,15,499");

  // The tax invoice, from the accepted quote: its PDF has IGST, the totals, its number and the ₹ sign.
  await quotes.getByRole("button", { name: "Issue the invoice" }).click();
  await expect(toast(page, "Invoice issued")).toBeVisible();
  const invoice = quotes.getByRole("list", { name: "Invoices" }).getByRole("listitem");
  await expect(invoice).toContainText(/^Invoice INV\/\d{4}-\d{2}\/\d{4} ₹1,36,288\.00/);
  const number = /INV\/\d{4}-\d{2}\/\d{4}/.exec(await invoice.innerText())![0];
  const invoicePdf = await page.request.get((await invoice.getByRole("link", { name: "PDF" }).getAttribute("href"))!);
  const invoiceText = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
    input: await invoicePdf.body(),
  }).toString();
  for (const expected of [
    "Tax Invoice",
    number,
    "IGST 18%",
    "₹20,789.73",
    "₹1,36,288.00",
    "Tax payable on reverse charge: No",
  ])
    expect(invoiceText).toContain(expected);

  // The client's link now asks for the payment: by UPI, for the total, naming the invoice.
  await client.reload();
  await expect(client.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
  const pay = client.getByRole("link", { name: "Pay ₹1,36,288.00 by UPI" });
  expect(await pay.getAttribute("href")).toBe(
    `upi://pay?pa=sparkline@okhdfcbank&pn=Sparkline%20Digital%20LLP&am=136288.00&cu=INR&tn=Invoice%20${encodeURIComponent(number)}`,
  );
  await expect(client.getByText("sparkline@okhdfcbank")).toBeVisible();
  await phone.close();

  // Outstanding on the Overview until the payment is marked with its UTR.
  await page.goto("/admin/dashboard");
  const owed = page.getByRole("region", { name: "Invoices outstanding" });
  await expect(owed).toContainText("₹1,36,288.00");
  await page.goto(leadPath);
  await invoice.getByText("Mark paid").click();
  await invoice.getByLabel("UTR").fill("4123 4567 8901");
  await invoice.getByRole("button", { name: "Record the payment" }).click();
  await expect(toast(page, "Payment recorded")).toBeVisible();
  await expect(invoice).toContainText("UTR 412345678901");
  await page.goto("/admin/dashboard");
  await expect(owed).toContainText("Nothing outstanding");
});
