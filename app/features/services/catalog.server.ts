import { serviceCategorySchema } from "~/content/schema";
import { services } from "~/content/index.server";
import type { ServiceCatalogGroups } from "~/components/site/service-catalog";

/** The services overview: each category with its services' cards (no full page content). */
export function serviceCatalog(): ServiceCatalogGroups {
  return serviceCategorySchema.options.map((category) => ({
    category,
    services: services
      .filter((s) => s.category === category)
      .map(({ slug, title, summary }) => ({ slug, title, summary })),
  }));
}
