// A draft's shared preview link: it opens the draft for 7 days from its sharing, the same link
// while it is open, and never once it is withdrawn, the article is published (not even after a
// return to draft), or any part of it is altered.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "../../database/schema";
import { createArticle, setArticlePublished } from "~/features/articles/admin-queries.server";
import {
  PREVIEW_MESSAGES,
  PREVIEW_OPEN_MS,
  previewLinkOf,
  previewOpens,
  sharePreview,
  withdrawPreview,
} from "~/features/articles/preview.server";
import { createLocalStorage } from "~/infrastructure/storage.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { articleInput } from "./article-input";
import { testDatabases } from "./databases";

const links = createSignedLinks({ secret: "p".repeat(40), siteUrl: "https://sparkline.example" });
const otherSiteLinks = createSignedLinks({ secret: "q".repeat(40), siteUrl: "https://sparkline.example" });

describe.each(testDatabases)("a draft's shared preview on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const draft = () =>
    createArticle(
      { db: database.db, storage: createLocalStorage("/nonexistent") },
      articleInput({ title: "Draft", slug: `draft-${crypto.randomUUID()}` }),
    );
  const row = async (id: string) => (await database.db.select().from(articles).where(eq(articles.id, id)))[0]!;
  /** The link the card shows at `at`, as its address's parts. */
  const linkAt = async (id: string, at: Date) => {
    const shown = previewLinkOf(links, await row(id), at);
    if (!shown) return null;
    const url = new URL(shown.url);
    return {
      id: url.pathname.split("/").at(-1)!,
      until: url.searchParams.get("until"),
      sig: url.searchParams.get("sig"),
    };
  };

  it("opens for 7 days from its sharing, the same link while open, and a new one after", async () => {
    const id = await draft();
    const sharedAt = new Date("2026-12-01T04:30:00Z");
    expect(await sharePreview(database.db, id, sharedAt)).toEqual({ ok: true, id });
    const link = (await linkAt(id, sharedAt))!;
    expect(link.id).toBe(id);
    expect(await previewOpens(database.db, links, link, sharedAt)).toBe(true);

    // Shared again while open: the link already sent keeps working.
    await sharePreview(database.db, id, new Date(sharedAt.getTime() + 60_000));
    expect(await linkAt(id, sharedAt)).toEqual(link);

    const lastMoment = new Date(sharedAt.getTime() + PREVIEW_OPEN_MS - 1);
    expect(await previewOpens(database.db, links, link, lastMoment)).toBe(true);
    const after = new Date(sharedAt.getTime() + PREVIEW_OPEN_MS);
    expect(await previewOpens(database.db, links, link, after)).toBe(false);
    expect(await linkAt(id, after)).toBeNull();

    // Shared after it ended: another link; the old one stays closed.
    await sharePreview(database.db, id, after);
    const next = (await linkAt(id, after))!;
    expect(next.sig).not.toBe(link.sig);
    expect(await previewOpens(database.db, links, next, after)).toBe(true);
    expect(await previewOpens(database.db, links, link, sharedAt)).toBe(false);
  });

  it("refuses a link altered in any part, or signed by another site", async () => {
    const id = await draft();
    const at = new Date("2026-12-01T04:30:00Z");
    await sharePreview(database.db, id, at);
    const link = (await linkAt(id, at))!;
    const other = await draft();
    await sharePreview(database.db, other, at);
    for (const altered of [
      { ...link, sig: `${link.sig!.slice(0, -1)}${link.sig!.endsWith("A") ? "B" : "A"}` },
      { ...link, until: String(Number(link.until) + 86_400_000) },
      { ...link, id: other },
      { ...link, sig: null },
      { ...link, id: "not-a-uuid" },
    ])
      expect(await previewOpens(database.db, links, altered, at)).toBe(false);
    expect(await previewOpens(database.db, otherSiteLinks, link, at)).toBe(false);
  });

  it("closes when withdrawn, and when published, even after a return to draft", async () => {
    const at = new Date("2026-12-01T04:30:00Z");
    const withdrawn = await draft();
    await sharePreview(database.db, withdrawn, at);
    const first = (await linkAt(withdrawn, at))!;
    expect(await withdrawPreview(database.db, withdrawn)).toEqual({ ok: true, id: withdrawn });
    expect(await previewOpens(database.db, links, first, at)).toBe(false);
    expect(await linkAt(withdrawn, at)).toBeNull();

    const published = await draft();
    await sharePreview(database.db, published, at);
    const link = (await linkAt(published, at))!;
    await setArticlePublished({ db: database.db }, published, true);
    expect(await previewOpens(database.db, links, link, at)).toBe(false);
    expect(await sharePreview(database.db, published, at)).toMatchObject({
      ok: false,
      reason: "conflict",
      message: PREVIEW_MESSAGES.published,
    });
    await setArticlePublished({ db: database.db }, published, false);
    expect(await previewOpens(database.db, links, link, at)).toBe(false);

    expect(await sharePreview(database.db, crypto.randomUUID(), at)).toMatchObject({ ok: false, reason: "not-found" });
  });
});
