// The owner reads the audit log: a sign-in, a lead opened, its status changed, a search and an
// export, each with who and from which address; filtered by action, and exported as CSV.
import { accounts } from "./accounts";
import { postLead, signIn } from "./helpers";
import { expect, test } from "./site";

test("the owner reads who signed in, opened a lead, changed it, searched and exported, and exports the log", async ({
  page,
  baseURL,
}) => {
  const name = `Audit Anand ${Date.now()}`;
  expect((await postLead(baseURL!, name)).status).toBe(303);
  await signIn(page);
  await page.goto(`/admin/dashboard/leads?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
  await expect(page.getByText("Lead status updated").first()).toBeVisible();
  const csv = await page.request.get(`/admin/api/leads.csv?q=${encodeURIComponent(name)}`);
  expect(csv.status()).toBe(200);
  await csv.text();

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const rows = page.getByRole("row");
  for (const action of [
    "Signed in",
    "Opened a lead",
    "Changed a lead's status",
    "Searched the leads",
    "Exported leads (CSV)",
  ])
    await expect(rows.filter({ hasText: action }).filter({ hasText: accounts.admin.email }).first()).toBeVisible();
  // Details in words, and the lead named by its reference.
  await expect(rows.filter({ hasText: "Changed a lead's status" }).first()).toContainText("to contacted");
  await expect(rows.filter({ hasText: "Changed a lead's status" }).first()).toContainText(/Lead [0-9A-F]{8}/);
  await expect(rows.filter({ hasText: "Exported leads (CSV)" }).first()).toContainText("searched for words, rows 1");
  const search = rows.filter({ hasText: "Searched the leads" }).first();
  await expect(search).toContainText("searched for words");
  await expect(search).not.toContainText("true");
  // Nothing the visitor typed is in the log.
  expect(await page.locator("main").innerText()).not.toContain(name);

  await page.getByLabel("Action").selectOption({ label: "Changed a lead's status" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/action=lead-status/);
  await expect(rows.filter({ hasText: "Signed in" })).toHaveCount(0);

  const exported = await page.request.get("/admin/api/audit.csv?action=lead-status");
  expect(exported.headers()["content-type"]).toContain("text/csv");
  const text = await exported.text();
  expect(text).toContain("Changed a lead's status");
  expect(text).not.toContain("Signed in");
});
