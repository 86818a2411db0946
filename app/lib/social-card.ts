/** Every social card is this size: what Facebook, LinkedIn, X and WhatsApp show large. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a page's social card shows: a short line above, its title, and for a case study its number. */
export interface SocialCardText {
  eyebrow: string;
  title: string;
  figure?: string | null;
  figureLabel?: string | null;
}

/**
 * Where the card of the page at `pagePath` is served: "/services/seo" → "/social/services/seo.png",
 * the home page → "/social/home.png". `version` changes the address when the card is drawn again,
 * so social sites that keep an image by its address fetch the new one.
 */
export function socialCardUrl(pagePath: string, version?: string): string {
  const file = `/social${pagePath === "/" ? "/home" : pagePath}.png`;
  return version ? `${file}?v=${version}` : file;
}

/** The page a card address belongs to: the inverse of socialCardUrl (without its version). */
export function socialCardPage(cardPath: string): string | null {
  const match = /^\/social(\/[a-z0-9/-]+)\.png$/.exec(cardPath);
  if (!match?.[1] || match[1].includes("//") || match[1].endsWith("/")) return null;
  return match[1] === "/home" ? "/" : match[1];
}
