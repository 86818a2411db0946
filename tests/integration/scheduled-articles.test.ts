// "Publish at": a draft given a time in India stays a draft until then; the server's scheduler
// publishes it at that time (published_at is the time scheduled), once across instances, empties
// the page caches and wakes for the next one. The form refuses a time gone by.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles } from "../../database/schema";
import { createArticle, setArticlePublished } from "~/features/articles/admin-queries.server";
import { publishedForFeeds } from "~/features/articles/feeds.server";
import { ARTICLE_MESSAGES, articleSchema } from "~/features/articles/schema";
import { nextScheduledArticle } from "~/features/articles/schedule.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { createLocalStorage } from "~/infrastructure/storage.server";
import { istMoment } from "~/lib/india-time";
import { scheduledWork } from "../../server/scheduled-work";
import { articleInput } from "./article-input";
import { testDatabases } from "./databases";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testClock } from "./test-clock";

const siteUrl = "https://sparkline.example";
const signedLinks = createSignedLinks({ secret: "s".repeat(40), siteUrl });
const form = {
  title: "Holi offers for sweet shops",
  author: "Meera Iyer",
  category: "Marketing",
  excerpt: "E",
  content: "C",
};

describe("the article form's Publish at", () => {
  it("takes a time in India for a draft, drops it when published now, and refuses one gone by or malformed", () => {
    const scheduled = articleSchema.parse({ ...form, publishAt: "2099-03-12T10:00" });
    expect(scheduled.publishAt).toEqual(new Date("2099-03-12T04:30:00Z"));
    expect(articleSchema.parse({ ...form, publishAt: "2099-03-12T10:00", published: "on" }).publishAt).toBeNull();
    expect(articleSchema.parse({ ...form, publishAt: "" }).publishAt).toBeNull();
    const past = articleSchema.safeParse({ ...form, publishAt: "2020-03-12T10:00" });
    expect(past.error?.issues).toMatchObject([{ path: ["publishAt"], message: ARTICLE_MESSAGES.publishAtPast }]);
    const malformed = articleSchema.safeParse({ ...form, publishAt: "next Tuesday" });
    expect(malformed.error?.issues).toMatchObject([
      { path: ["publishAt"], message: ARTICLE_MESSAGES.publishAtInvalid },
    ]);
  });
});

describe.each(testDatabases)("scheduled articles on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  const db = () => rig.database.db;
  const deps = () => ({ db: db(), storage: createLocalStorage("/nonexistent") });
  const slugsInFeeds = async () => (await publishedForFeeds(db())).map((article) => article.slug);

  it("publishes a draft at its time, once across two schedulers, with published_at the time scheduled", async () => {
    const due = istMoment("2027-03-12", 10, 0);
    const slug = `holi-${crypto.randomUUID()}`;
    const id = await createArticle(deps(), articleInput({ title: "Holi offers", slug, publishAt: due }));
    const clock = testClock(new Date(due.getTime() - 60_000));
    let pagesEmptied = 0;
    const services = {
      db: db(),
      mailer: rig.smtp.mailer,
      signedLinks,
      accountLinks,
      publicPages: { contentChanged: () => void pagesEmptied++ },
    };
    const settings = quietSettings({ siteUrl });
    const [one, two] = [scheduledWork(services, settings, { clock }), scheduledWork(services, settings, { clock })];

    expect(await nextScheduledArticle(db())).toEqual(due);
    await one.tick();
    expect(await slugsInFeeds()).not.toContain(slug);
    expect(pagesEmptied).toBe(0);

    clock.set(new Date(due.getTime() + 1_000));
    await Promise.all([one.tick(), two.tick()]);
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ published: true, publishedAt: due, publishAt: null });
    expect(await slugsInFeeds()).toContain(slug);
    expect(pagesEmptied).toBe(1);
    expect(await nextScheduledArticle(db())).toBeUndefined();
  });

  it("a draft returned to draft or published by hand before its time is not published by the schedule", async () => {
    const due = istMoment("2027-04-01", 9, 30);
    const slug = `kept-back-${crypto.randomUUID()}`;
    const id = await createArticle(deps(), articleInput({ title: "Kept back", slug, publishAt: due }));
    // Published by hand, then taken back: its schedule went with the first.
    await setArticlePublished({ db: db() }, id, true);
    await setArticlePublished({ db: db() }, id, false);
    const clock = testClock(new Date(due.getTime() + 60_000));
    await scheduledWork({ db: db(), mailer: rig.smtp.mailer, signedLinks, accountLinks }, quietSettings({ siteUrl }), {
      clock,
    }).tick();
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ published: false, publishAt: null });
  });
});
