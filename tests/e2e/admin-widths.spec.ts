// No admin screen scrolls sideways, from a small phone to a desktop (on a 390 px phone
// the leads screen was 689-892 px wide, with the status, date and actions off-screen). Each screen
// is checked at 360, 390, 820 and 1440 px: the page is no wider than the window, and no element
// reaches past its edges (an element clipped by a box that hides its overflow is not seen, so
// does not count; one inside a box that scrolls does, since it is off-screen until scrolled to,
// and so does a box that scrolls sideways within the window).
// Run it after `npm run build`.
import { type Browser } from "@playwright/test";
import { accounts } from "./accounts";
import { postLead } from "./helpers";
import { expectNoSidewaysScroll } from "./page-checks";
import { expect, test } from "./site";

const WIDTHS = [360, 390, 820, 1440];
/** From here up the leads are a table; below, cards. */
const TABLET_WIDTH = 768;

/** Long words do not wrap by themselves: these are what a real lead can send. */
const LONG_LEAD = {
  name: "Venkatanarasimharajuvaripeta Subrahmanyam Chakravarthy",
  email: "venkatanarasimharajuvaripeta.subrahmanyam@sri-lakshmi-narasimha-textiles-and-garments.example",
  city: "Thiruvananthapuram",
  service: "Google Business Profile optimisation, local SEO and WhatsApp catalogue for three branches",
  message: `Please call after 4 pm. Our website is https://www.sri-lakshmi-narasimha-textiles-and-garments.example/collections/kanchipuram-silk-sarees-wedding-collection-2026 ${"and more ".repeat(30)}`,
};

async function signedIn(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(accounts.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(accounts.admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

let leadPage: string;

test.beforeAll(async ({ baseURL, browser }) => {
  const page = await signedIn(browser, 1440);
  const search = `/admin/dashboard/leads?q=${encodeURIComponent("Venkatanarasimharajuvaripeta")}`;
  await page.goto(search);
  const name = page.getByRole("link", { name: LONG_LEAD.name, exact: true });
  // Once per server: a worker that restarts after a failure finds the leads already there.
  if ((await name.count()) === 0) {
    const { name: leadName, ...fields } = LONG_LEAD;
    expect((await postLead(baseURL!, leadName, fields)).status).toBe(303);
    for (let i = 0; i < 3; i++) expect((await postLead(baseURL!, `Width Check Lead ${i}`)).status).toBe(303);
    await page.goto(search);
  }
  // The lead's own page, found through the link on its name.
  leadPage = (await name.getAttribute("href"))!;
  expect(leadPage).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}$/);
  await page.context().close();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test("the login and access-denied pages", async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/admin/login");
      await expectNoSidewaysScroll(page, "login");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText("Please enter your email")).toBeVisible();
      await expectNoSidewaysScroll(page, "login with errors");
      await page.goto("/admin/forgot-password");
      await expectNoSidewaysScroll(page, "forgot password");
      await context.close();

      // With JavaScript the page moves on to the home page at once; its own HTML is what a visitor sees first.
      const noScript = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const denied = await noScript.newPage();
      await denied.goto("/admin/access-denied");
      await expect(denied.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expectNoSidewaysScroll(denied, "access denied");
      await noScript.close();
    });

    test("every dashboard tab, the leads with long names, and the editors", async ({ browser }) => {
      const page = await signedIn(browser, width);
      await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
      await expectNoSidewaysScroll(page, "overview");

      await page.goto("/admin/dashboard/leads");
      await expect(page.getByRole("link", { name: LONG_LEAD.name, exact: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, "leads");
      // The long lead's details opened: its e-mail, message and where it came from.
      if (width < TABLET_WIDTH)
        await page
          .locator("summary")
          .filter({ hasText: `Details of ${LONG_LEAD.name}` })
          .click();
      else await page.getByRole("button", { name: `Show details of ${LONG_LEAD.name}` }).click();
      await expect(page.getByText("Please call after 4 pm.")).toBeVisible();
      await expectNoSidewaysScroll(page, "leads, details open");

      await page.goto("/admin/webhooks");
      await expect(page.getByRole("heading", { name: "Connect your tools", level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, "webhooks");

      await page.goto("/admin/team");
      await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
      await page.getByText("Change role").first().click();
      await expectNoSidewaysScroll(page, "team");

      await page.goto("/admin/audit");
      await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, "audit log");

      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, "your account");

      await page.goto("/admin/dashboard/case-studies");
      await page.getByRole("button", { name: "Add Case Study" }).click();
      await expect(page.getByRole("dialog", { name: "Create Case Study" })).toBeVisible();
      await expectNoSidewaysScroll(page, "case study editor");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectNoSidewaysScroll(page, "case studies");

      await page.goto("/admin/dashboard/articles");
      await page.getByRole("button", { name: "Add Article" }).click();
      await expect(page.getByRole("dialog", { name: "Create Article" })).toBeVisible();
      await expectNoSidewaysScroll(page, "article editor");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expectNoSidewaysScroll(page, "articles");

      // The lead's own page, with the long lead's details.
      await page.goto(leadPage);
      await expect(page.getByRole("heading", { level: 1, name: LONG_LEAD.name })).toBeVisible();
      await expectNoSidewaysScroll(page, `lead page ${leadPage}`);
      await page.context().close();
    });

    test("the leads screen without JavaScript", async ({ browser }) => {
      const page = await signedIn(browser, width, false);
      await page.goto("/admin/dashboard/leads");
      await expect(page.getByRole("link", { name: LONG_LEAD.name, exact: true }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, "leads without JavaScript");
      await page.context().close();
    });
  });
}
