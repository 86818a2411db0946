// A server started with other site settings than the build's: the prerendered pages show the
// running settings (address, brand, contact details, social link), never the build's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page } from "@playwright/test";
import { freePort } from "../support/start-server";
import { startServer } from "./helpers";
import { expect, test } from "./site";

const recorded = JSON.parse(fs.readFileSync(path.resolve("build/site-settings.json"), "utf8")) as Record<
  string,
  string | number
>;

const running = {
  BRAND_NAME: "Kestrel",
  CONTACT_EMAIL: "hello@kestrel.example",
  SALES_EMAIL: "sales@kestrel.example",
  ADMIN_CONTACT_EMAIL: "privacy@kestrel.example",
  CONTACT_PHONE: "+91 98200 12345",
  LINKEDIN_URL: "https://www.linkedin.com/company/kestrel-example",
  // Two years instead of the build's one: every form's privacy notice says how long leads are kept.
  LEAD_RETENTION_DAYS: "730",
};

async function expectRunningSettings(siteUrl: string, page: Page) {
  // The build's own values, wherever they appear, are gone; the running ones are there. (The days
  // leads are kept are a number, checked below as the notice words them.)
  expect(recorded.leadRetentionDays).toBe(365);
  const stale = Object.values(recorded).filter((value) => typeof value === "string");
  for (const urlPath of [
    "/",
    "/about",
    "/contact",
    "/privacy",
    "/services/seo",
    "/sub-services/google-ads",
    "/_.data",
    "/about.data",
  ]) {
    const response = await fetch(`${siteUrl}${urlPath}`);
    expect(response.status, urlPath).toBe(200);
    const body = await response.text();
    for (const value of stale) expect(body, `${urlPath} shows the build's ${value}`).not.toContain(value);
    expect(body, urlPath).toContain(siteUrl);
    expect(body, urlPath).toContain("Kestrel");
    if (!urlPath.endsWith(".data")) {
      expect(body, urlPath).toContain("keep them for <!-- -->2 years");
      expect(body, urlPath).not.toContain("keep them for <!-- -->1 year");
    }
  }

  await page.goto(`${siteUrl}/contact`);
  await expect(page).toHaveTitle("Contact Us - Kestrel Digital Marketing");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/contact`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}/contact`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${siteUrl}/social/contact.png`);
  const organization = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  ) as Record<string, unknown>;
  expect(organization).toMatchObject({ "@type": "Organization", url: `${siteUrl}/`, email: running.CONTACT_EMAIL });
  // A real number is one to call.
  await expect(page.getByRole("link", { name: running.CONTACT_PHONE, exact: true })).toHaveAttribute(
    "href",
    "tel:+919820012345",
  );
  await expect(page.getByRole("link", { name: running.SALES_EMAIL })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    running.LINKEDIN_URL,
  );
  // A client-side navigation reads the running settings too.
  await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveTitle("Privacy Policy - Kestrel Digital Marketing");
  await expect(page.getByRole("link", { name: running.ADMIN_CONTACT_EMAIL }).first()).toBeVisible();
}

test("prerendered pages and their navigation data show the settings the server runs with, not the build's", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  expect(siteUrl, "the server runs on another address than the build's").not.toBe(recorded.siteUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-settings-"));
  const server = await startServer({ port, dataDir, env: { ...running, SITE_URL: siteUrl } });
  try {
    // Said once at start; each page is rendered with the running settings on its first visit,
    // then served as a file.
    await expect
      .poll(() => server.output())
      .toMatch(
        new RegExp(
          `Prerendered pages were built with other site settings \\(.*siteUrl: \\S+ → ${siteUrl}.*\\): each of the \\d+ is rendered with the running ones on its first visit`,
        ),
      );
    await expectRunningSettings(siteUrl, page);
    await expectRunningSettings(siteUrl, page);
    const first = await fetch(`${siteUrl}/about`);
    const again = await fetch(`${siteUrl}/about`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(first.headers.get("content-security-policy")).toMatch(/script-src[^;]*'sha256-/);
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
