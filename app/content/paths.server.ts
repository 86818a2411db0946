import { services, subServices } from "./index.server";

/** Every page built only from fixed content: rendered to HTML at build time. */
export function prerenderPaths(): string[] {
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
