import type { SiteConfig } from "../../app/lib/site";

/** The site's settings as a fresh install runs with them (the demo brand, the demo phone number, no WhatsApp). */
export const demoSite: SiteConfig = {
  brand: "Sparkline",
  siteUrl: "https://sparkline.example",
  contactEmail: "hello@sparkline.example",
  salesEmail: "projects@sparkline.example",
  adminEmail: "admin@sparkline.example",
  phone: "+91 00000 00000",
  whatsapp: null,
  linkedinUrl: "https://www.linkedin.com/company/sparkline-example",
  address: null,
  areaServed: null,
  privacyEmail: "admin@sparkline.example",
  leadRetentionDays: 365,
  copyrightYear: 2026,
};
