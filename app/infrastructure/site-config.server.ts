import { env } from "./env.server";
import type { SiteConfig } from "~/lib/site";

export function siteConfig(): SiteConfig {
  const e = env();
  return {
    brand: e.BRAND_NAME,
    siteUrl: e.SITE_URL,
    contactEmail: e.CONTACT_EMAIL,
    salesEmail: e.SALES_EMAIL,
    adminEmail: e.ADMIN_CONTACT_EMAIL,
    phone: e.CONTACT_PHONE,
    linkedinUrl: e.LINKEDIN_URL,
    privacyEmail: e.PRIVACY_CONTACT_EMAIL ?? e.ADMIN_CONTACT_EMAIL,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
  };
}
