/** The main navigation, shown by the navbar and by its mobile menu. */
export const navLinks = [
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/articles", label: "Articles" },
] as const;
