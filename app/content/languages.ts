/**
 * What the site says in which language. English pages keep the spec's addresses; a Hindi twin lives
 * under /hi (lib/locale.ts says which pages have one). languages.test.ts holds the copy to these rules.
 */

/**
 * Names and terms a Hindi page keeps in Latin letters, as Indian owners say and search for them:
 * brands, platforms, products and trade abbreviations. Anything else in Latin letters may run to
 * three words at most (a business's name, say); longer runs are English left untranslated.
 */
export const LATIN_TERMS = [
  "WhatsApp Business API",
  "Google Business Profile",
  "Google Analytics",
  "Google Ads",
  "Google Search",
  "Google Lens",
  "Search Console",
  "Looker Studio",
  "PageSpeed Insights",
  "Core Web Vitals",
  "Performance Max",
  "Meta Ads",
  "Facebook Messenger",
  "WhatsApp Business",
  "Zoho Campaigns",
  "Play Store",
  "Google",
  "Meta",
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "WhatsApp",
  "Gmail",
  "Outlook",
  "Yahoo",
  "Shopify",
  "WooCommerce",
  "Amazon",
  "Flipkart",
  "Razorpay",
  "Cashfree",
  "Shiprocket",
  "HubSpot",
  "Mailchimp",
  "Brevo",
  "Zoho",
  "Tally",
  "IndiaMART",
  "JustDial",
  "Justdial",
  "Android",
  "Lighthouse",
  "Excel",
  "AI",
  "SEO",
  "CRM",
  "ROI",
  "ROAS",
  "CTR",
  "PPC",
  "GA4",
  "B2B",
  "D2C",
  "SMB",
  "UPI",
  "GST",
  "GSTIN",
  "COD",
  "RTO",
  "KYC",
  "OTP",
  "SMS",
  "API",
  "CMS",
  "ERP",
  "PWA",
  "UX",
  "LCP",
  "SSL",
  "SPF",
  "DKIM",
  "DMARC",
  "DPDP",
  "FAQ",
  "PDF",
  "PNG",
  "SVG",
  "IST",
  "CA",
  "DM",
  "A/B",
  "English",
] as const;

/** The English pages with no Hindi twin (an address, or a pattern of them), and why; every other English page has one. */
export const ENGLISH_ONLY: readonly { path: string | RegExp; reason: string }[] = [
  { path: "/terms", reason: "The terms bind in English, as the contract is written." },
  { path: "/privacy", reason: "The policy binds in English; its notice has a Hindi page (/privacy/notice/hi)." },
  { path: "/privacy/notice", reason: "Its Hindi twin is /privacy/notice/hi, the address the inquiry forms link to." },
  { path: "/privacy/notice/hi", reason: "It is the Hindi twin of /privacy/notice." },
  { path: "/your-data", reason: "The requests desk answers in English for now; the Hindi notice explains the rights." },
  {
    path: /^\/case-studies\/[a-z0-9-]+$/,
    reason: "A case study is written in the dashboard: it has a Hindi twin when the agency writes its Hindi version.",
  },
  {
    path: /^\/articles\/(?!category\/)[a-z0-9-]+$/,
    reason: "An article is written in the dashboard: it has a Hindi twin when the agency writes its Hindi version.",
  },
];

/** Why the English page at `path` has no Hindi twin; undefined when it should have one. */
export function englishOnlyReason(path: string): string | undefined {
  return ENGLISH_ONLY.find((page) => (typeof page.path === "string" ? path === page.path : page.path.test(path)))
    ?.reason;
}
