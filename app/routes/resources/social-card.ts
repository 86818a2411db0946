import { fixedPageCardText } from "~/content/social-cards.server";
import { renderSocialCard } from "~/features/media/social-card.server";
import { databasePageCardPng } from "~/features/media/social-cards.server";
import { databaseContext } from "~/infrastructure/context";
import { PUBLIC_FILE_CACHE, PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import { socialCardPage } from "~/lib/social-card";
import type { Route } from "./+types/social-card";

// A page's social card, /social/{page}.png. The fixed pages' cards are drawn at build (this route
// is prerendered for them) and served as files; an article's or a case study's is kept in the
// database from its save, and drawn here when it is missing.

// A fixed card drawn here (an address spelled another way than the built file's, `npm run dev`)
// is kept: a hundred-odd cards of about 25 KB, each drawn once per process, however often asked.
const drawnFixedCards = new Map<string, Promise<Buffer>>();

export async function loader({ params, context }: Route.LoaderArgs) {
  // From the route's splat, not the request's path: the build's data request for a prerendered
  // card asks for /social/{page}.png.data.
  const page = socialCardPage(`/social/${params["*"]}`);
  const fixed = page ? fixedPageCardText(page) : undefined;
  if (page && fixed) {
    if (!drawnFixedCards.has(page)) {
      const drawing = renderSocialCard(fixed);
      drawnFixedCards.set(page, drawing);
      drawing.catch(() => drawnFixedCards.delete(page));
    }
    return png(await drawnFixedCards.get(page)!, PUBLIC_FILE_CACHE);
  }
  const drawn = page && (await databasePageCardPng(context.get(databaseContext).db, page));
  // An article's or case study's card changes with it and goes when it stops being public: shared
  // caches keep it no longer than its page.
  if (drawn) return png(drawn, PUBLIC_PAGE_CACHE);
  return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
}

const png = (bytes: Buffer, cacheControl: string) =>
  new Response(new Uint8Array(bytes), { headers: { "content-type": "image/png", "cache-control": cacheControl } });
