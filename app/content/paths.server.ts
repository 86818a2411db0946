import { services, subServices } from "./index.server";
import { fixedPageCardPaths } from "./social-cards.server";
import { socialCardUrl } from "../lib/social-card";

/** The pages that read the database only for strips they can leave out (rendered per request, kept by the page cache). */
const pagesWithDatabaseStrips = new Set(["/", ...services.map((s) => `/services/${s.slug}`)]);

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
    ...fixedPagePaths().filter((path) => !pagesWithDatabaseStrips.has(path)),
    ...fixedPageCardPaths().map((path) => socialCardUrl(path)),
  ];
}
