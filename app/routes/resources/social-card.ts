import { fixedPageCard } from "~/content/social-cards.server";
import { renderSocialCard } from "~/features/media/social-card.server";
import { databasePageCardPng } from "~/features/media/social-cards.server";
import { databaseContext } from "~/infrastructure/context";
import { PUBLIC_FILE_CACHE } from "~/lib/cache-control";
import { socialCardPage } from "~/lib/social-card";
import type { Route } from "./+types/social-card";

// A page's social card, /social/{page}.png. The fixed pages' cards are drawn at build (this route
// is prerendered for them) and served as files; an article's or a case study's is kept in the
// database from its save, and drawn here when it is missing.

export async function loader({ params, context }: Route.LoaderArgs) {
  // From the route's splat, not the request's path: the build's data request for a prerendered
  // card asks for /social/{page}.png.data.
  const page = socialCardPage(`/social/${params["*"]}`);
  const fixed = page ? fixedPageCard(page) : undefined;
  const png = fixed
    ? await renderSocialCard(fixed)
    : page && (await databasePageCardPng(context.get(databaseContext).db, page));
  if (!png) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(new Uint8Array(png), {
    headers: { "content-type": "image/png", "cache-control": PUBLIC_FILE_CACHE },
  });
}
