import { requireAdmin } from "~/features/auth/session.server";
import { renderSocialCard } from "~/features/media/social-card.server";
import { articleSocialCard, caseStudySocialCard } from "~/features/media/social-cards.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import type { Route } from "./+types/social-card-preview";

/** The longest text a card preview draws (a title's own limit). */
const TEXT_MAX = 160;

/**
 * An article's or a case study's social card drawn from the dialog's fields as they are typed, by
 * the same drawing as the page's card: the Search and social preview shows exactly what a share will.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = new URL(request.url).searchParams;
  const text = (name: string) => (query.get(name) ?? "").slice(0, TEXT_MAX);
  const card =
    query.get("kind") === "case-study"
      ? caseStudySocialCard({
          title: text("title"),
          industry: text("industry"),
          headlineFigure: text("figure") || null,
          headlineLabel: text("figureLabel") || null,
        })
      : articleSocialCard({
          title: text("title"),
          category: text("category"),
          readingMinutes: Math.min(999, Math.max(1, Number.parseInt(query.get("minutes") ?? "1", 10) || 1)),
        });
  const png = await renderSocialCard(card);
  return new Response(new Uint8Array(png), {
    headers: { "content-type": "image/png", "cache-control": PRIVATE_NO_STORE },
  });
}
