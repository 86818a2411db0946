import { Menu } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useWords } from "~/content/words";
import { ThemeSwitch } from "~/components/theme-switch";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { linkIn, localeOfPath, localePath } from "~/lib/locale";
import { useHydrated } from "~/lib/use-hydrated";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import { navLinks } from "./nav-links";

const MobileMenu = lazy(() => import("./mobile-menu"));

export function Navbar() {
  const [menu, setMenu] = useState({ open: false, loaded: false });
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const copy = useWords().site.nav;
  const hydrated = useHydrated();
  // Any navigation (a link, back or forward) closes the drawer.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    if (menu.open) setMenu({ ...menu, open: false });
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav
        aria-label={copy.label}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 md:h-20 lg:px-8"
      >
        <Link
          to={localePath(locale, "/")}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={linkIn(locale, link.to)}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                  isActive && "text-primary",
                )
              }
            >
              {copy[link.label]}
            </NavLink>
          ))}
          <LanguageSwitch className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground" />
          <ThemeSwitch className="ml-1" label={copy.darkTheme} />
          <Button asChild variant="cta" className="ml-2">
            <Link to={localePath(locale, "/contact")}>{copy.contactUs}</Link>
          </Button>
        </div>
        {/* On a phone the switch stays in sight, beside the menu: a reader who prefers Hindi finds it at once. */}
        <LanguageSwitch className="ml-auto inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground md:hidden" />
        <ThemeSwitch className="md:hidden" label={copy.darkTheme} />
        {/* Until the page is interactive (and without JavaScript) this jumps to the footer's links; then it opens the drawer. */}
        {hydrated ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={copy.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            onClick={() => setMenu({ open: true, loaded: true })}
          >
            <Menu className="size-6" aria-hidden />
          </Button>
        ) : (
          <Button asChild variant="ghost" size="icon" className="md:hidden">
            <a href="#footer-nav" aria-label={copy.openMenu}>
              <Menu className="size-6" aria-hidden />
            </a>
          </Button>
        )}
      </nav>
      {menu.loaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menu.open} onOpenChange={(open) => setMenu((m) => ({ ...m, open }))} />
        </Suspense>
      ) : null}
    </header>
  );
}
