// The site in Hindi: its pages under /hi, the language switch, the Devanagari font (on Hindi pages
// only), the Hindi 404, and a Hindi visitor's enquiry from the page to the owner's Leads list.
import { signIn, startMailingServer } from "./helpers";
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

  // A sub-service page has its Hindi twin, its trail and back link in Hindi.
  await page.goto("/sub-services/technical-seo");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/sub-services\/technical-seo$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("टेक्निकल SEO");
  await expect(page.getByRole("heading", { level: 2, name: "इसमें क्या-क्या शामिल है" })).toBeVisible();
  await page.getByRole("link", { name: /पर वापस जाएँ$/ }).click();
  await expect(page).toHaveURL(/\/hi\/services\/seo$/);
  // An article written only in English: the switch goes to the Hindi articles.
  await page.goto("/articles/whatsapp-business-app-vs-api");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/articles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("नए लेख और काम की जानकारी");
});

test("an editor writes an article's Hindi version in the dashboard, and the two pages link each other", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const english = `Festive offers for Jaipur sweet shops ${tag}`;
  // In Devanagari digits: a Hindi title with no Latin letter or digit in it.
  const hindi = `जयपुर की मिठाई की दुकानों के लिए त्योहारी ऑफ़र ${String(Date.now()).replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)]!)}`;
  await signIn(page);
  await page.goto("/admin/dashboard/articles");
  const create = async (fields: { title: string; excerpt: string; content: string }) => {
    await page.getByRole("button", { name: "Add Article" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Article" });
    await dialog.getByLabel("Title *").fill(fields.title);
    await dialog.getByLabel("Author *").fill("Priya Raghavan");
    await dialog.getByLabel("Category *").fill("Marketing");
    await dialog.getByLabel("Excerpt *").fill(fields.excerpt);
    await dialog.getByLabel("Content * (Markdown)").fill(fields.content);
    await dialog.getByLabel("Publish article").check();
    return dialog;
  };
  const englishDialog = await create({
    title: english,
    excerpt: "Diwali brings half of a sweet shop's year: what to post, when, and what to spend on ads.",
    content: "## Start two weeks early\n\nPost the gift boxes first.",
  });
  await englishDialog.getByRole("button", { name: "Create Article" }).click();
  await expect(englishDialog).toBeHidden();

  const dialog = await create({
    title: hindi,
    excerpt: "दिवाली पर मिठाई की दुकान की साल भर की आधी बिक्री होती है: क्या पोस्ट करें, कब, और विज्ञापन पर कितना ख़र्च करें।",
    content: "## दो हफ़्ते पहले शुरू करें\n\nसबसे पहले गिफ़्ट बॉक्स की पोस्ट डालें।",
  });
  await dialog.getByLabel("Language").selectOption("hi");
  await dialog.getByLabel("Translation of").selectOption({ label: english });
  // A Hindi title makes no slug: the dialog says so, and keeps what was typed.
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(dialog.getByText("Type a slug in Latin letters (a title in Hindi makes none)")).toBeVisible();
  await expect(dialog.getByLabel("Title *")).toHaveValue(hindi);
  await dialog.getByLabel("Slug *").fill(`jaipur-mithai-diwali-${tag}`);
  await expect(dialog.getByText(`/hi/articles/jaipur-mithai-diwali-${tag}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: hindi }) });
  await expect(card).toContainText(`translation of “${english}”`);

  // The English page links its Hindi version, by hreflang and by the language switch.
  const englishPath = `/articles/${english.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const hindiPath = `/hi/articles/jaipur-mithai-diwali-${tag}`;
  await page.goto(englishPath);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
    "href",
    new RegExp(`${hindiPath}$`),
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(new RegExp(`${hindiPath}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi);
  await expect(page.getByText("लेखक: Priya Raghavan")).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
    "href",
    new RegExp(`${englishPath}$`),
  );
  // The Hindi list and feeds show it, the English ones do not.
  const feed = async (path: string) => (await page.request.get(path)).text();
  expect(await feed("/hi/rss.xml")).toContain(`${hindiPath}</link>`);
  expect(await feed("/hi/rss.xml")).toContain("<language>hi-in</language>");
  expect(await feed("/rss.xml")).not.toContain(hindiPath);
  await page.goto("/hi/articles");
  await expect(page.getByRole("link", { name: hindi })).toBeVisible();
  await page.goto("/articles");
  await expect(page.getByRole("link", { name: hindi })).toHaveCount(0);
  // And back: the Hindi page's switch goes to its English original.
  await page.goto(hindiPath);
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`${englishPath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);
});

test("the two privacy notices switch to each other, each language named in itself", async ({ page }) => {
  await page.goto("/privacy/notice");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/privacy\/notice\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/privacy\/notice$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
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

test("a Hindi visitor on a phone sends an enquiry in Hindi; the acknowledgement is in Hindi and the owner sees it marked Hindi", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mailing = await startMailingServer("hindi");
  const { server, owner, mailTo } = mailing;
  const onPhone = { viewport: phone, isMobile: true, hasTouch: true };
  try {
    const visitor = await (await browser.newContext(onPhone)).newPage();
    await visitor.goto(`${server.url}/hi/services/seo`);
    await visitor.getByRole("button", { name: "शुरू करें" }).first().click();
    const dialog = visitor.getByRole("dialog", { name: "आइए, आपका बिज़नेस बढ़ाएँ" });
    await expect(dialog.getByText(/सिर्फ़ इस पूछताछ का जवाब देने के लिए/)).toBeVisible();
    // The service of the page, in Hindi, is already filled in.
    await expect(dialog.getByLabel("कौन-सी सेवा चाहिए *")).toHaveValue("सर्च इंजन ऑप्टिमाइज़ेशन (SEO)");
    await dialog.getByLabel("नाम *").fill("सुनीता वर्मा");
    await dialog.getByLabel("फ़ोन नंबर *").fill("98765 4321");
    await dialog.getByLabel("शहर *").fill("इंदौर");
    await dialog.getByLabel("ईमेल (ज़रूरी नहीं)").fill("sunita@dukaan.example");
    await dialog.getByRole("button", { name: "पूछताछ भेजें" }).click();
    // A wrong number gets the Hindi message, and nothing is sent.
    await expect(dialog.getByText("यह नंबर छोटा है: मोबाइल नंबर 10 अंकों का होता है, जैसे 98765 43210")).toBeVisible();
    await dialog.getByLabel("फ़ोन नंबर *").fill("98765 43210");
    await dialog.getByRole("button", { name: "पूछताछ भेजें" }).click();
    const toast = visitor.locator("[data-sonner-toast]").filter({ hasText: "आपकी पूछताछ हमें मिल गई है" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("आपका रेफ़रेंस नंबर");

    // The acknowledgement arrives in Hindi, with the reference.
    await expect.poll(() => mailTo("sunita@dukaan.example"), { timeout: 15_000 }).toBeTruthy();
    const acknowledgement = mailTo("sunita@dukaan.example")!;
    expect(acknowledgement.subject).toMatch(/^Sparkline: आपकी पूछताछ हमें मिल गई है \(रेफ़रेंस [0-9A-F]{8}\)$/);
    expect(acknowledgement.text).toContain("से पूछताछ करने के लिए धन्यवाद।");
    expect(acknowledgement.text).toContain("हमसे ऑफ़र और नई जानकारी बंद करवाने के लिए:");

    // The owner, on a phone, sees the lead marked Hindi and finds it by the language filter.
    const admin = await (await browser.newContext({ ...onPhone, baseURL: server.url })).newPage();
    await signIn(admin, owner);
    await admin.goto(`${server.url}/admin/dashboard/leads?language=hi`);
    const card = admin.getByRole("listitem").filter({ hasText: "सुनीता वर्मा" });
    await expect(card).toContainText("Hindi");
    await admin.goto(`${server.url}/admin/dashboard/leads?language=en`);
    await expect(admin.getByText("सुनीता वर्मा")).toHaveCount(0);
    await admin.goto(`${server.url}/admin/dashboard/leads?language=hi`);
    await admin.getByRole("link", { name: "सुनीता वर्मा" }).first().click();
    // The lead's page says which language the enquiry came in (the admin itself stays in English).
    const language = admin.locator("dt", { hasText: /^Language$/ }).first();
    await expect(language).toBeVisible();
    await expect(language.locator("xpath=following-sibling::dd[1]")).toHaveText("Hindi");
  } finally {
    await mailing.stop();
  }
});

test("without JavaScript, a Hindi page's form answers in Hindi and thanks the visitor in Hindi", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/contact");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("नाम *").fill("बिना स्क्रिप्ट");
  await form.getByLabel("फ़ोन नंबर *").fill("12345");
  await form.getByLabel("शहर *").fill("भोपाल");
  await form.getByLabel("कौन-सी सेवा चाहिए *").fill("SEO");
  await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.getByText(/यह नंबर छोटा है/)).toBeVisible();
  // What was typed stays.
  await expect(page.getByRole("main").locator("form").getByLabel("नाम *")).toHaveValue("बिना स्क्रिप्ट");
  await page.getByRole("main").locator("form").getByLabel("फ़ोन नंबर *").fill("98765 43210");
  await page.getByRole("main").locator("form").getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(page).toHaveURL(/\/hi\/inquiry\?sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("धन्यवाद!");
  await context.close();
});

test("a post to an address with no form is refused with the error page, in either language, never a 500", async ({
  request,
}) => {
  for (const path of ["/no-such-page", "/hi/no-such-page", "/uploads/articles/..%2F..%2Fauth-secret"]) {
    const response = await request.post(path, { form: { name: "x" } });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
  }
});
