import { ExternalLink } from "lucide-react";
import { Link, NavLink } from "react-router";
import { ThemeSwitch } from "~/components/theme-switch";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/site";

export interface AdminSection {
  to: string;
  label: string;
}

/**
 * The admin area's frame on every signed-in screen: the sections this person may open, who is signed
 * in, the theme and the way to the public site. On a phone the sections are one row to swipe, always
 * in view (no drawer to open between meetings); each screen keeps its own heading below.
 */
export function AdminShell({
  sections,
  person,
  children,
}: {
  sections: readonly AdminSection[];
  person: { name: string; role: string };
  children: React.ReactNode;
}) {
  const site = useSite();
  const links = (className: string) =>
    sections.map((section) => (
      <NavLink
        key={section.to}
        to={section.to}
        className={({ isActive }) =>
          cn(
            "shrink-0 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            isActive && "bg-secondary text-secondary-foreground",
            className,
          )
        }
      >
        {section.label}
      </NavLink>
    ));
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-12 max-w-7xl items-center gap-2 px-4 md:h-14 md:px-8">
          <Link
            to="/admin/dashboard"
            className="mr-2 shrink-0 rounded-md font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {site.brand} <span className="font-medium text-muted-foreground">Admin</span>
          </Link>
          <nav aria-label="Admin sections" className="hidden items-center gap-1 md:flex">
            {links("")}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-1">
            <p className="hidden min-w-0 truncate text-right text-sm leading-tight sm:block">
              <span className="font-medium">{person.name}</span>
              <span className="block text-xs text-muted-foreground">{person.role}</span>
            </p>
            <ThemeSwitch />
            <Link
              to="/"
              className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              View site
              <ExternalLink className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
        <nav
          aria-label="Admin sections"
          data-swipe-row
          className="relative flex gap-1 overflow-x-auto px-4 pb-1.5 md:hidden"
        >
          {links("")}
        </nav>
      </header>
      {children}
    </div>
  );
}
