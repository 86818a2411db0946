import type { Locale } from "../lib/locale";
import { authorBiosInHindi } from "./authors.hi";
import { fill } from "./site-copy";
import { wordsIn } from "./words.server";

/**
 * Short bios shown under an article, keyed by the author's name as the admin types it on the
 * article. Written in the agency's voice ("our"), so they read right whatever the brand is.
 */
export const authorBios: Record<string, string> = {
  "Priya Raghavan":
    "Priya leads our SEO work: Google Business Profiles, local search and the technical health of client websites. Most of her clients are clinics, coaching centres and shops that depend on enquiries from the neighbourhood.",
  "Arjun Mehta":
    "Arjun sets up WhatsApp Business, broadcast lists and lead follow-up for our clients, so that every enquiry gets a reply the same day. He writes for owners who still answer the business phone themselves.",
  "Sneha Kulkarni":
    "Sneha manages paid social at the agency, planning Meta and Instagram campaigns and the Reels that go with them. She judges a campaign by its cost per lead, not by its likes.",
  "Rohit Bansal":
    "Rohit looks after analytics and reporting: UTM tags, Google Analytics, call tracking and monthly reports that owners actually read. His job is to show which part of the ad budget brought in which enquiry.",
  "Farah Siddiqui":
    "Farah leads our AI projects, from WhatsApp chatbots to content drafts that a person checks before anything goes out. She also trains client teams to use AI tools without handing over their judgement.",
};

// "priya  raghavan " finds Priya's bio: the name is typed by hand on each article.
const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const byKey = (written: Record<string, string>) =>
  new Map(Object.entries(written).map(([name, bio]) => [key(name), bio]));
const biosIn = { en: byKey(authorBios), hi: byKey(authorBiosInHindi) } satisfies Record<Locale, Map<string, string>>;

/** The author's bio in `locale`, or a neutral line naming the team for an author without one. */
export function authorBio(name: string, brand: string, locale: Locale): string {
  const fallback = wordsIn(locale).pages.articles.article.authorFallback;
  return biosIn[locale].get(key(name)) ?? fill(fallback, { name: name.trim(), brand });
}
