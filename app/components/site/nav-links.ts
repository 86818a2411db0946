import type { SiteCopy } from "~/content/site-copy";

/** The main navigation, shown by the navbar and by its mobile menu: each link's English address and its words. */
export const navLinks = [
  { to: "/about", label: "about" },
  { to: "/services", label: "services" },
  { to: "/case-studies", label: "caseStudies" },
  { to: "/articles", label: "articles" },
] as const satisfies readonly { to: string; label: keyof SiteCopy["nav"] }[];
