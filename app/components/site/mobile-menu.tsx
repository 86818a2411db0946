import { NavLink } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { useWords } from "~/content/words";
import { cn } from "~/lib/cn";
import { HOME_NAME, linkIn, localePath, useLocale } from "~/lib/locale";
import { navLinks } from "./nav-links";

export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const locale = useLocale();
  const copy = useWords().site.nav;
  const links = [
    { to: localePath(locale, "/"), label: HOME_NAME[locale] },
    ...navLinks.map((link) => ({ to: linkIn(locale, link.to), label: copy[link.label] })),
  ];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={copy.closeMenu}>
        <SheetTitle className="text-lg font-semibold">{copy.menu}</SheetTitle>
        <SheetDescription className="sr-only">{copy.menuDescription}</SheetDescription>
        <nav aria-label={copy.mobile} className="mt-4 flex flex-col gap-1">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              onClick={() => onOpenChange(false)}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-3 text-base font-medium hover:bg-muted",
                  isActive && "bg-secondary text-secondary-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <NavLink
            to={localePath(locale, "/contact")}
            onClick={() => onOpenChange(false)}
            className="mt-4 rounded-md bg-primary px-3 py-3 text-center text-base font-semibold text-primary-foreground"
          >
            {copy.contactUs}
          </NavLink>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
