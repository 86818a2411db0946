import { NavLink } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { navLinks } from "./nav-links";

export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-1">
          {[{ to: "/", label: "Home" }, ...navLinks].map((link) => (
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
            to="/contact"
            onClick={() => onOpenChange(false)}
            className="mt-4 rounded-md bg-primary px-3 py-3 text-center text-base font-semibold text-primary-foreground"
          >
            Contact Us
          </NavLink>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
