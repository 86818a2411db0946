import type { SocialCardText } from "../lib/social-card";

/**
 * The headings of the pages with a fixed address: each page shows its own in its hero, and its
 * social card draws the same (with the line above it saying where the page sits).
 */
export const pageHeadings = {
  "/": {
    eyebrow: "AI-powered digital marketing for Indian businesses",
    title: "More enquiries, lower cost per lead, and numbers you can trust",
  },
  // The spec names the page "About Us": its heading says so, and the line above says what we stand for.
  "/about": { eyebrow: "Marketing that a business owner can measure", title: "About Us" },
  "/contact": { eyebrow: "Contact us", title: "Let's talk about your growth" },
  "/services": { eyebrow: "Services", title: "Everything your business needs to grow online" },
  "/case-studies": { eyebrow: "Case studies", title: "Results our clients can count" },
  "/articles": { eyebrow: "Articles", title: "Latest Articles & Insights" },
  "/terms": { eyebrow: "Legal", title: "Terms and Conditions" },
  "/privacy": { eyebrow: "Legal", title: "Privacy Policy" },
  "/your-data": { eyebrow: "Your rights", title: "Your data" },
} as const satisfies Record<string, SocialCardText>;
