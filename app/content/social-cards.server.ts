import type { SocialCardText } from "../lib/social-card";
import { getService, services, subServices } from "./index.server";
import { pageHeadings } from "./page-headings";
import { privacyNotice } from "./privacy-notice";

// What the social card of each page with a fixed address shows: the page's heading, and above it
// where the page sits. They are drawn at build (the `/social/*` resource route, prerendered).

const pages: Record<string, SocialCardText> = {
  ...pageHeadings,
  "/privacy/notice": { eyebrow: "Legal", title: privacyNotice.en.title },
  // The card's font has no Devanagari: the Hindi notice's card says what it is in English.
  "/privacy/notice/hi": { eyebrow: "Legal · Hindi", title: `${privacyNotice.en.title}, in Hindi` },
};
for (const service of services) {
  pages[`/services/${service.slug}`] = { eyebrow: `Services · ${service.category}`, title: service.title };
}
for (const subService of subServices) {
  const parent = getService(subService.serviceSlug);
  pages[`/sub-services/${subService.slug}`] = {
    eyebrow: parent ? `Services · ${parent.title}` : "Services",
    title: subService.title,
  };
}

/** The social card of the fixed page at `path`; undefined for any other address. */
export function fixedPageCardText(path: string): SocialCardText | undefined {
  return Object.hasOwn(pages, path) ? pages[path] : undefined;
}

/** Every fixed page with a card: the cards the build draws. */
export function fixedPageCardPaths(): string[] {
  return Object.keys(pages);
}
