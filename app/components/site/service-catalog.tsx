import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useWords } from "~/content/words";
import type { ServiceCategory } from "~/content/schema";
import { localePath, useLocale } from "~/lib/locale";
import { ServiceIcon } from "./illustrations/service-icons";

/** The services overview: each category with its services' cards. */
export type ServiceCatalogGroups = {
  category: ServiceCategory;
  /** The category's name in the page's language. */
  name: string;
  services: { slug: string; title: string; summary: string }[];
}[];

export function ServiceCatalog({ catalog }: { catalog: ServiceCatalogGroups }) {
  const locale = useLocale();
  const { site } = useWords();
  return (
    <div className="grid gap-12">
      {catalog.map((group) => (
        <div key={group.category}>
          <h2 className="mb-5 text-xl font-semibold">{group.name}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={localePath(locale, `/services/${service.slug}`)}
                  className="group flex h-full flex-col rounded-xl border bg-card p-5 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="mb-3 flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                    <ServiceIcon slug={service.slug} />
                  </span>
                  <h3 className="font-semibold group-hover:text-primary">{service.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{service.summary}</p>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    {site.learnMore} <ArrowRight className="size-4" aria-hidden />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
