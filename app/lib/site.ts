import { useRouteLoaderData } from "react-router";

/** Brand and contact details shown on the site; set from the environment (see site.server.ts). */
export interface SiteConfig {
  brand: string;
  siteUrl: string;
  contactEmail: string;
  salesEmail: string;
  adminEmail: string;
  phone: string;
  linkedinUrl: string;
}

export function useSite(): SiteConfig {
  const data = useRouteLoaderData<{ site: SiteConfig }>("root");
  if (!data) throw new Error("useSite() needs the root loader data");
  return data.site;
}
