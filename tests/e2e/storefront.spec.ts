// The storefront: a featured case study's own page, reached from the grid and the home page; the
// home page's proof strips and its length on a phone; one colour for every primary call to action;
// the dark theme, applied before the first paint and kept in the browser.
import { type Page } from "@playwright/test";
import { expectNoSidewaysScroll, expectNoViolations } from "./page-checks";
import { expect, test } from "./site";

const phone = { width: 390, height: 844 };

/** The main call to action of each page type, by its name. */
const mainCallsToAction: [path: string, name: string][] = [
  ["/", "Get Started"],
  ["/services/seo", "Get Started"],
  ["/sub-services/technical-seo", "Get Started"],
  ["/case-studies/smilecraft-dental-pune", "Start Your Project"],
  ["/articles/google-business-profile-local-leads", "Get Started"],
  ["/contact", "Submit Inquiry"],
  ["/about", "Start Your Project"],
  ["/case-studies", "Contact Us"],
  ["/articles", "Contact Us"],
];

async function backgroundOf(page: Page, name: string) {
  const control = page
    .getByRole("button", { name, exact: true })
    .or(page.getByRole("link", { name, exact: true }))
    .filter({ visible: true })
    .first();
  await expect(control).toBeVisible();
  return control.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test("a featured case study has its own page, reached from the grid and from the home page's strip", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/case-studies");
  await page
    .getByRole("link", { name: /Cutting cost per booked appointment by 31%/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/case-studies\/smilecraft-dental-pune$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("dental chain in Pune");
  await expect(page.getByText("lower cost per booked appointment")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toEqual(
    expect.arrayContaining(["Article", "BreadcrumbList"]),
  );
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page, "case study page");

  // Not featured: no page, like an unknown address.
  expect((await page.request.get("/case-studies/dabba-junction-bengaluru")).status()).toBe(404);

  await page.goto("/");
  const strip = page.getByRole("list", { name: "Featured case studies" });
  await expect(strip.getByRole("link")).toHaveCount(3);
  // The newest three (other tests may have featured newer ones than the demo's).
  const first = strip.getByRole("link").first();
  const target = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the home page is at most 6,500 px tall on a phone, with its testimonials tied to their case studies", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Latest articles" }).getByRole("link")).not.toHaveCount(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(6_500);
  await expect(page.getByRole("link", { name: /Read the case study/ })).toHaveCount(3);
  await expectNoSidewaysScroll(page, "home");
});

for (const scheme of ["light", "dark"] as const) {
  test(`every page type's main call to action has the one call-to-action colour, ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const colours = new Map<string, string>();
    for (const [path, name] of mainCallsToAction) {
      await page.goto(path);
      // Hydrated: the dialog's buttons replace their links once the page runs its script, as the menu's does.
      await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toBeAttached();
      colours.set(`${path} ${String(name)}`, await backgroundOf(page, name));
    }
    const token = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-cta").trim(),
    );
    expect(token).not.toBe("");
    expect(new Set(colours.values()), JSON.stringify(Object.fromEntries(colours))).toEqual(
      new Set([
        await page.evaluate((value) => {
          const probe = document.createElement("span");
          probe.style.backgroundColor = value;
          document.body.append(probe);
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        }, token),
      ]),
    );
  });
}

test("the dark theme follows the system before the first paint, and the visitor's choice is kept in the browser", async ({
  page,
}) => {
  // The theme <html> carries when <body> is first parsed: what the first paint shows.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtFirstPaint: string }).themeAtFirstPaint =
        document.documentElement.dataset.theme ?? "none";
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const themeAtFirstPaint = () =>
    page.evaluate(() => (window as unknown as { themeAtFirstPaint: string }).themeAtFirstPaint);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/case-studies/smilecraft-dental-pune");
  expect(await themeAtFirstPaint()).toBe("dark");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 17, 32)");
  await expectNoViolations(page);

  // The visitor picks the light theme: kept in the browser, never in a cookie.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await page.context().cookies()).toEqual([]);
  await page.goto("/");
  expect(await themeAtFirstPaint()).toBe("light");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");

  // The home page (kept by the page cache) and the admin sign-in, in the dark theme.
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.goto("/");
  expect(await themeAtFirstPaint()).toBe("dark");
  await expectNoViolations(page);
  await page.goto("/admin/login");
  expect(await themeAtFirstPaint()).toBe("dark");
  await expectNoViolations(page);
  expect(violations).toEqual([]);
});

for (const width of [360, 390, 820, 1440]) {
  test(`no public page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/services",
      "/services/ecommerce",
      "/sub-services/whatsapp-automation",
      "/case-studies",
      "/case-studies/pratibha-commerce-classes-jaipur",
      "/articles",
      "/articles/utm-tagging-which-ad-brought-the-enquiry",
      "/terms",
      "/privacy",
      "/privacy/notice/hi",
      "/no-such-page",
    ]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });
}
