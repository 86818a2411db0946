import { services, subServices } from "./index.server";
import { fixedPageCardPaths } from "./social-cards.server";
import { socialCardUrl } from "../lib/social-card";
import { hasHindiTwin, localePath } from "../lib/locale";

/**
 * The fixed pages that read the database (rendered per request, kept by the page cache): strips they
 * can leave out, and the privacy notices' contact, named by the owner on Settings.
 */
const pagesReadingTheDatabase = new Set(
  ["/", ...services.map((s) => `/services/${s.slug}`)].flatMap((path) => [path, localePath("hi", path)]),
);
pagesReadingTheDatabase.add("/privacy/notice").add("/privacy/notice/hi");

/** Every page whose address is fixed: in the sitemap. Each English page with a Hindi twin is followed by it. */
export function fixedPagePaths(): string[] {
  return englishPagePaths().flatMap((path) => (hasHindiTwin(path) ? [path, localePath("hi", path)] : [path]));
}

/** Every English page whose address is fixed. */
export function englishPagePaths(): string[] {
  return [
    "/",
    "/about",
    "/contact",
    "/services",
    "/terms",
    "/privacy",
    "/privacy/notice",
    "/privacy/notice/hi",
    ...services.map((s) => `/services/${s.slug}`),
    ...subServices.map((s) => `/sub-services/${s.slug}`),
  ];
}

/** Every page built only from fixed content, and the fixed pages' social cards: rendered at build time. */
export function prerenderPaths(): string[] {
  return [
    ...fixedPagePaths().filter((path) => !pagesReadingTheDatabase.has(path)),
    ...fixedPageCardPaths().map((path) => socialCardUrl(path)),
  ];
}
