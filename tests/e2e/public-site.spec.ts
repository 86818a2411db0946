import { services } from "../../app/content/index.server";
import { expect, test } from "./site";

test("the home page is rendered on the server with its title and metadata", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<title>AI-Powered Growth for Indian SMBs - Sparkline Digital Marketing</title>");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  expect(html).toContain('property="og:locale" content="en_IN"');
  expect(html).toContain('"@type":"Organization"');
});

test("the About page's main heading reads About Us, as the spec names the page", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page).toHaveTitle("About Us - Sparkline Digital Marketing");
});

test("a visitor navigates on the client from home to a service and a sub-service", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("More enquiries");
  await page.getByRole("link", { name: "View Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page).toHaveTitle("Services - Sparkline Digital Marketing");
  await page.getByRole("link", { name: /Search Engine Optimization/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search Engine Optimization" })).toBeVisible();
  await page
    .getByRole("link", { name: /Learn more about Technical SEO/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sub-services\/technical-seo$/);
  await expect(page.getByRole("link", { name: /Back to Search Engine Optimization/ })).toBeVisible();
});

test("/healthz reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { kind: "embedded", ok: true } });
});

test("an unknown path answers 404 with the spec's page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown service slug answers 404 with 'Service Not Found'", async ({ page }) => {
  for (const path of ["/services/quantum-marketing", "/sub-services/quantum-ads"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("This service is currently being developed")).toBeVisible();
  }
});

test("service pages write the service's name as it is in every heading that names it (AI, SEO, PPC stay capitals)", async ({
  request,
  page,
}) => {
  const problems: string[] = [];
  for (const service of services) {
    const html = await (await request.get(`/services/${service.slug}`)).text();
    const headings = await page.evaluate(
      (source) =>
        [...new DOMParser().parseFromString(source, "text/html").querySelectorAll("h1, h2, h3")].map((h) =>
          (h.textContent ?? "").replace(/\s+/g, " ").trim(),
        ),
      html,
    );
    const naming = headings.filter((h) => h.toLowerCase().includes(service.title.toLowerCase()));
    if (naming.length < 2)
      problems.push(`/services/${service.slug}: only ${naming.length} heading(s) name "${service.title}"`);
    for (const heading of naming)
      if (!heading.includes(service.title))
        problems.push(`/services/${service.slug}: "${heading}" does not write "${service.title}" as it is`);
  }
  expect(problems).toEqual([]);
});

test("the demo phone number on /contact is shown as text, not as a number to call", async ({ page }) => {
  await page.goto("/contact");
  const details = page.locator("dl");
  await expect(details.getByText("+91 00000 00000")).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
});
