import { type ServiceCategory, serviceCategorySchema } from "~/content/schema";
import { services, servicesIn } from "~/content/index.server";
import type { Locale } from "~/lib/locale";
import type { ServiceTiles } from "~/components/site/home-page";
import type { ServiceCatalogGroups } from "~/components/site/service-catalog";
import type { ServiceChoices } from "~/features/case-studies";

/** The services overview in `locale`: each category with its services' cards (no full page content). */
export function serviceCatalog(locale: Locale): ServiceCatalogGroups {
  const local = servicesIn(locale);
  return serviceCategorySchema.options.map((category) => ({
    category,
    name: categoryName(local, category),
    services: local
      .filter((s) => s.category === category)
      .map(({ slug, title, summary }) => ({ slug, title, summary })),
  }));
}

const categoryName = (local: ReturnType<typeof servicesIn>, category: ServiceCategory) =>
  local.find((s) => s.category === category)?.categoryName ?? category;

/** The services' names, for the inquiry form's Service field to suggest as a visitor types. */
export function serviceNames(): string[] {
  return services.map((service) => service.title);
}

/** Every service by category, by name only: what a case study's Service list offers in the dashboard. */
export function serviceChoices(): ServiceChoices {
  return serviceCategorySchema.options.map((category) => ({
    category,
    services: services.filter((s) => s.category === category).map(({ slug, title }) => ({ slug, title })),
  }));
}

/** The services small businesses ask about most, three per category, for the home page's tiles. */
const mostAsked: Record<ServiceCategory, readonly string[]> = {
  "Marketing Services": ["performance-marketing", "social-media", "email-marketing"],
  "Website Development": ["web-development", "ecommerce", "landing-pages"],
  "SEO & Analytics": ["seo", "analytics", "ai-seo-content"],
  "AI-Powered Solutions": ["ai-chatbots", "ai-automation", "ai-content"],
};

/** The home page's services overview in `locale`: the four categories, each with its most-asked services. */
export function homeServiceTiles(locale: Locale): ServiceTiles {
  const local = servicesIn(locale);
  return serviceCategorySchema.options.map((category) => ({
    category,
    name: categoryName(local, category),
    services: mostAsked[category].flatMap((slug) => {
      const service = local.find((s) => s.slug === slug && s.category === category);
      return service ? [{ slug, title: service.title }] : [];
    }),
  }));
}
