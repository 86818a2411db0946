// The owner's one step from the demo site to their own: the content tabs say the sample case studies
// and articles are still there, one confirmed button removes them all (the owner's own work stays,
// the public pages follow at once) and the audit log says who did it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededArticles, seededCaseStudies } from "../../app/features/demo-content/demo-content";
import { expectAuditRows, signIn, startServer } from "./helpers";
import { expect, test } from "./site";

const owner = { email: "owner@demo-content.example", password: "demo-content-owner-password" };

test("the owner removes the demo content in one confirmed step; their own article stays", async ({ browser }) => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-demo-content-"));
  const server = await startServer({
    dataDir,
    env: { DEMO_CONTENT: "1", ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
  });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, owner);
    const own = "Diwali Offers That Filled a Salon in Surat";
    const saved = await page.request.post("/admin/dashboard/articles.data", {
      form: {
        intent: "article-save",
        title: own,
        slug: "diwali-offers-salon-surat",
        author: "Owner",
        category: "Marketing",
        excerpt: "What three weeks of WhatsApp offers did for a salon's bookings before Diwali.",
        content: "Body.",
        published: "on",
      },
    });
    expect(saved.status()).toBe(200);

    await page.goto("/admin/dashboard/articles");
    const notice = page.getByRole("region", { name: "Demo content" });
    await expect(notice).toContainText(
      `Your site still shows ${seededCaseStudies.length} sample case studies and ${seededArticles.length} sample articles it came with.`,
    );
    // Cancel posts nothing.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await notice.getByRole("button", { name: "Remove demo content" }).click();
    await expect(page.getByRole("button", { name: `Edit article ${seededArticles[0]!.title}` })).toBeVisible();

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(
        `Remove the ${seededCaseStudies.length} sample case studies and ${seededArticles.length} sample articles from the site? This cannot be undone.`,
      );
      void dialog.accept();
    });
    await notice.getByRole("button", { name: "Remove demo content" }).click();
    await expect(page.getByText("Demo content removed")).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Edit article ${own}` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit article ${seededArticles[0]!.title}` })).toHaveCount(0);
    await page.goto("/admin/dashboard/case-studies");
    await expect(page.getByRole("region", { name: "Demo content" })).toHaveCount(0);

    // The public pages follow at once: the kept copies were emptied.
    const articlesPage = await (await page.request.get("/articles")).text();
    expect(articlesPage).toContain(own);
    for (const article of seededArticles) expect(articlesPage).not.toContain(article.title);
    const caseStudiesPage = await (await page.request.get("/case-studies")).text();
    for (const study of seededCaseStudies) expect(caseStudiesPage).not.toContain(study.title);
    expect((await page.request.get(`/articles/${seededArticles[0]!.slug}`)).status()).toBe(404);

    await expectAuditRows(page, ["Removed the demo content"]);
    await context.close();
  } finally {
    server.process.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
