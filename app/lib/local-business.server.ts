import type { LocalBusinessLeaf } from "schema-dts";
import { INDIAN_STATES } from "./indian-states";
import { type JsonLdNode, SOCIAL_CARD, absoluteUrl, organizationId } from "./seo";
import { type SiteConfig, isPlaceholderPhone } from "./site";

// The agency as a local business, for local search: built by the home and contact pages' loaders
// (a page's script carries the block, never the code and the list of states that write it).

/** India's states and union territories, as addresses name them. */
const INDIAN_REGIONS = new Set(INDIAN_STATES.map((state) => state.name.toLowerCase()));
/**
 * BUSINESS_ADDRESS as a postal address, read from its end: "street, city, state PIN" or "street,
 * city PIN" (the words before the six-digit PIN are the state when they name one, else the city).
 * A line that does not end in a PIN is kept whole as the street, in India.
 */
export function postalAddress(line: string) {
  const parts = line
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const last = /^(.*?)\s*(\d{3}\s?\d{3})$/.exec(parts.at(-1) ?? "");
  const country = { "@type": "PostalAddress" as const, addressCountry: "IN" };
  if (!last || parts.length < 2) return { ...country, streetAddress: line };
  const postalCode = last[2]!.replace(/\s/g, "");
  const before = last[1]!;
  if (INDIAN_REGIONS.has(before.toLowerCase()) && parts.length >= 3) {
    return {
      ...country,
      streetAddress: parts.slice(0, -2).join(", "),
      addressLocality: parts.at(-2),
      addressRegion: before,
      postalCode,
    };
  }
  const city = before || parts.at(-2);
  const street = before ? parts.slice(0, -1) : parts.slice(0, -2);
  return { ...country, streetAddress: street.join(", ") || undefined, addressLocality: city, postalCode };
}

/**
 * The agency as a local business, for local search (the home and contact pages): its office
 * (BUSINESS_ADDRESS), the places it serves (BUSINESS_AREA_SERVED), its phone and its hours.
 */
export function localBusinessJsonLd(site: SiteConfig, hours: { opens: number; closes: number }) {
  const time = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.siteUrl}/#localbusiness`,
    name: `${site.brand} Digital Marketing`,
    url: `${site.siteUrl}/`,
    image: absoluteUrl(site, SOCIAL_CARD.path),
    logo: absoluteUrl(site, "/logo.png"),
    email: site.contactEmail,
    telephone: isPlaceholderPhone(site.phone) ? undefined : site.phone,
    address: site.address ? postalAddress(site.address) : undefined,
    areaServed: (site.areaServed ?? "India")
      .split(",")
      .map((place) => place.trim())
      .filter(Boolean),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: time(hours.opens),
      closes: time(hours.closes),
    },
    parentOrganization: {
      "@type": "Organization",
      "@id": organizationId(site),
      name: `${site.brand} Digital Marketing`,
    },
  } satisfies JsonLdNode<LocalBusinessLeaf, "@id" | "name" | "url" | "areaServed" | "openingHoursSpecification">;
}
