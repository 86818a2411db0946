import { env } from "./env.server";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { type SiteConfig, isPlaceholderPhone } from "~/lib/site";
import { now } from "~/lib/clock";
import { istDateKey } from "~/lib/india-time";

export function siteConfig(): SiteConfig {
  const e = env();
  return {
    brand: e.BRAND_NAME,
    siteUrl: e.SITE_URL,
    contactEmail: e.CONTACT_EMAIL,
    salesEmail: e.SALES_EMAIL,
    adminEmail: e.ADMIN_CONTACT_EMAIL,
    phone: e.CONTACT_PHONE,
    whatsapp: agencyWhatsapp(e.CONTACT_WHATSAPP, e.CONTACT_PHONE),
    linkedinUrl: e.LINKEDIN_URL,
    address: e.BUSINESS_ADDRESS ?? null,
    areaServed: e.BUSINESS_AREA_SERVED ?? null,
    privacyEmail: e.PRIVACY_CONTACT_EMAIL ?? e.ADMIN_CONTACT_EMAIL,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    copyrightYear: Number(istDateKey(now()).slice(0, 4)),
  };
}

/**
 * CONTACT_WHATSAPP, else CONTACT_PHONE unless it is the demo number, as wa.me wants it: digits with
 * the country code ("919876543210"), a number written without one read as Indian. Not a number: none.
 */
function agencyWhatsapp(whatsapp: string | undefined, phone: string): string | null {
  const number = whatsapp ?? (isPlaceholderPhone(phone) ? null : phone);
  const parsed = number ? parsePhoneNumberFromString(number, "IN") : undefined;
  return parsed?.isPossible() ? parsed.number.slice(1) : null;
}
