import { services, subServices } from "./index.server";
import { fixedPageCardPaths } from "./social-cards.server";
import { socialCardUrl } from "../lib/social-card";

/**
 * The fixed pages that read the database (rendered per request, kept by the page cache): strips they
 * can leave out, and the privacy notices' contact, named by the owner on Settings.
 */
const pagesReadingTheDatabase = new Set([
  "/",
  ...services.map((s) => `/services/${s.slug}`),
  "/privacy/notice",
  "/privacy/notice/hi",
]);

/** Every page whose address is fixed: in the sitemap. */
export function fixedPagePaths(): string[] {
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
