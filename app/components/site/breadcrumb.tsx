import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useWords } from "~/content/words";
import { cn } from "~/lib/cn";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The visible trail from Home to the current page (the last crumb, not a link). Give it the same
 * trail as the page's BreadcrumbList data, so what search engines show matches the page.
 */
export function Breadcrumb({ trail, className }: { trail: readonly Crumb[]; className?: string }) {
  const { site } = useWords();
  return (
    <nav aria-label={site.nav.breadcrumb} className={cn("px-4 pt-4 text-sm sm:px-6 lg:px-8", className)}>
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-0.5 text-muted-foreground">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="inline-flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight className="size-4 shrink-0" aria-hidden /> : null}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-foreground [overflow-wrap:anywhere]">
                {crumb.name}
              </span>
            ) : (
              // At least 24 px high, so the links are easy to tap (WCAG 2.2 target size).
              <Link
                to={crumb.path}
                className="inline-flex min-h-6 items-center rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
