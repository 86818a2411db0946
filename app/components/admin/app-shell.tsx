import { ExternalLink, Menu } from "lucide-react";
import { useRef } from "react";
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
 * in, the theme and the way to the public site. On a phone all of that is one menu, so the header
 * is one short row and the screen below starts at once; each screen keeps its own heading.
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
          <nav aria-label="Admin sections" className="hidden items-center gap-1 xl:flex">
            {links("")}
          </nav>
          <div className="ml-auto hidden min-w-0 items-center gap-1 xl:flex">
            <p className="min-w-0 truncate text-right text-sm leading-tight">
              <span className="font-medium">{person.name}</span>
              <span className="block text-xs text-muted-foreground">{person.role}</span>
            </p>
            <ThemeSwitch />
            <ViewSite />
          </div>
          <PhoneMenu person={person}>{links("block px-3 py-2.5 text-base")}</PhoneMenu>
        </div>
      </header>
      {children}
    </div>
  );
}

function ViewSite() {
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      View site
      <ExternalLink className="size-4" aria-hidden />
    </Link>
  );
}

/**
 * The phone's menu: who is signed in, the sections, the theme and the public site. A disclosure, so
 * it opens without the page's scripts too; with them, choosing a section or pressing Escape closes it.
 */
function PhoneMenu({ person, children }: { person: { name: string; role: string }; children: React.ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details
      ref={menu}
      className="group relative ml-auto xl:hidden"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        close();
        menu.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-open:bg-muted [&::-webkit-details-marker]:hidden">
        <Menu className="size-5" aria-hidden />
        Menu
      </summary>
      <div
        className="absolute right-0 top-full z-40 mt-1.5 grid w-64 gap-1 rounded-lg border bg-background p-2 shadow-lg"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) close();
        }}
      >
        <p className="px-3 py-1.5 text-sm leading-tight">
          <span className="font-medium">{person.name}</span>
          <span className="block text-xs text-muted-foreground">{person.role}</span>
        </p>
        <nav aria-label="Admin sections" className="grid gap-0.5 border-t pt-1">
          {children}
        </nav>
        <div className="flex items-center justify-between border-t pt-1">
          <ThemeSwitch />
          <ViewSite />
        </div>
      </div>
    </details>
  );
}
