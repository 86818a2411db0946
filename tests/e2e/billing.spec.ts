// The owner's billing details and price list on the Settings screen, as quotes and invoices will
// use them: a GSTIN is checked against the chosen state before anything is sent, a saved form shows
// what was saved after a reload, and a price keeps its paise.
import { type Locator, type Page } from "@playwright/test";
import { signIn } from "./helpers";
import { expect, test } from "./site";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Resolves once React has hydrated `element`: typing before then may be overwritten. */
const hydrated = (element: Locator) =>
  expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);

test("the owner saves the billing details and a price, and a GSTIN must belong to the chosen state", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/settings");
  const billing = page.getByRole("region", { name: "Billing details" });
  await hydrated(billing.locator("form"));

  await billing.getByLabel("Legal name").fill("Sparkline Digital LLP");
  await billing.getByLabel("Address").fill("4th floor, Baner Road, Pune 411045");
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
