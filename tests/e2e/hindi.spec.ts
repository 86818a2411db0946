// The site in Hindi: its pages under /hi, the language switch, the Devanagari font (on Hindi pages
// only), and the Hindi 404.
import { expect, test } from "./site";

const phone = { width: 390, height: 844 };

test("the language switch keeps a visitor on the same page, or takes them to the nearest Hindi one", async ({
  page,
}) => {
  await page.goto("/services/seo");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/services\/seo$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सर्च इंजन ऑप्टिमाइज़ेशन (SEO)");
  await expect(page).toHaveTitle("सर्च इंजन ऑप्टिमाइज़ेशन (SEO) - Sparkline डिजिटल मार्केटिंग");
  // The frame speaks Hindi too, and its links stay on Hindi pages where there are some.
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "हमारे बारे में" }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे बारे में");
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");

  // A page with no Hindi twin: a sub-service goes to its service's Hindi page.
  await page.goto("/sub-services/technical-seo");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/services\/seo$/);
  // An article goes to the Hindi home page.
  await page.goto("/articles");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ज़्यादा");
});

test("a Hindi address that is no page shows the Hindi not-found page, linking to the Hindi home page", async ({
  page,
}) => {
  const response = await page.goto("/hi/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अरे! यह पेज नहीं मिला");
  await page.getByRole("link", { name: "होम पेज पर लौटें" }).click();
  await expect(page).toHaveURL(/\/hi$/);
});

test("Hindi pages draw Devanagari with Noto Sans Devanagari; English pages never fetch it", async ({ page }) => {
  await page.setViewportSize(phone);
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push(new URL(response.url()).pathname);
  });
  await page.goto("/services/seo", { waitUntil: "networkidle" });
  expect(fonts.filter((font) => font.includes("devanagari"))).toEqual([]);

  await page.goto("/hi/services/seo", { waitUntil: "networkidle" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Both weights are used (the text and the headings), and the browser drew the heading with them.
  expect(fonts.filter((font) => font.includes("devanagari")).length).toBe(2);
  const drawnWith = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.includes("Devanagari") && face.status === "loaded").length;
  });
  expect(drawnWith).toBe(2);
  await test.info().attach("hindi-service-page.png", { body: await page.screenshot(), contentType: "image/png" });
  // Conjuncts and vowel signs are shaped: "प्रि" is narrower than its four code points drawn apart.
  const widths = await page.evaluate(() => {
    const measure = (text: string) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.fontFamily = '"Noto Sans Devanagari"';
      span.style.fontSize = "40px";
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return { shaped: measure("प्रि"), apart: ["प", "्", "र", "ि"].map(measure).reduce((a, b) => a + b, 0) };
  });
  expect(widths.shaped).toBeLessThan(widths.apart * 0.8);
});
