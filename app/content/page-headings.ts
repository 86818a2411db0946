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
  "/about": { eyebrow: "About us", title: "Marketing that a business owner can measure" },
  "/contact": { eyebrow: "Contact us", title: "Let's talk about your growth" },
  "/services": { eyebrow: "Services", title: "Everything your business needs to grow online" },
  "/case-studies": { eyebrow: "Case studies", title: "Results our clients can count" },
  "/articles": { eyebrow: "Articles", title: "Latest Articles & Insights" },
  "/terms": { eyebrow: "Legal", title: "Terms and Conditions" },
  "/privacy": { eyebrow: "Legal", title: "Privacy Policy" },
} as const satisfies Record<string, SocialCardText>;
