import { useRouteLoaderData } from "react-router";
import { invariant } from "./invariant";

/** Brand and contact details shown on the site; set from the environment (see app/infrastructure/site-config.server.ts). */
export interface SiteConfig {
  brand: string;
  siteUrl: string;
  contactEmail: string;
  salesEmail: string;
  adminEmail: string;
  phone: string;
  /** The WhatsApp number visitors can chat with, as digits with the country code (wa.me's form); none configured: null. */
  whatsapp: string | null;
  linkedinUrl: string;
  /** The office's postal address as BUSINESS_ADDRESS gives it; none: null. */
  address: string | null;
  /** The places served, comma-separated (BUSINESS_AREA_SERVED), for local search; unset: null (India). */
  areaServed: string | null;
  /** Where data requests and grievances go (PRIVACY_CONTACT_EMAIL), named by the privacy notice. */
  privacyEmail: string;
  /** How long a lead is kept (LEAD_RETENTION_DAYS), as the privacy notice says. */
  leadRetentionDays: number;
  /** This year in India, for the footer's copyright line: the server's clock says it, the browser reads none. */
  copyrightYear: number;
}

/**
 * A demo number, like the default "+91 00000 00000": no digit but zeros after the country code
 * (told apart by the separator after it: "+919000000000" is a real number). It is shown as
 * written, never offered as a number to call.
 */
export function isPlaceholderPhone(phone: string): boolean {
  return /^0+$/.test(
    phone
      .trim()
      .replace(/^\+\d{1,3}(?=[\s().-])/, "")
      .replace(/\D/g, ""),
  );
}

/** The agency's number as a link to call, or null for the demo number. */
export function phoneHref(site: Pick<SiteConfig, "phone">): string | null {
  return isPlaceholderPhone(site.phone) ? null : `tel:${site.phone.replace(/[^\d+]/g, "")}`;
}

/** A chat with the agency on WhatsApp, the message typed in for the visitor; null without a number. */
export function whatsappHref(site: Pick<SiteConfig, "whatsapp">, text: string): string | null {
  return site.whatsapp ? `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(text)}` : null;
}

interface RootData {
  site: SiteConfig;
  /** The catalogue's services by name (the root loader reads them from the content). */
  serviceNames: string[];
}

function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  invariant(data, "the site's settings need the root loader data");
  return data;
}

export function useSite(): SiteConfig {
  return useRootData().site;
}

/** The services the agency offers, by name: what the inquiry form's Service field suggests. */
export function useServiceNames(): string[] {
  return useRootData().serviceNames;
}
