import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, href } from "react-router";

/** The header of an admin screen outside the dashboard's tabs: the way back, the title with its icon, what it is for. */
export function AdminPageHeader({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <header className="grid gap-2">
      <Link to={href("/admin/dashboard")} className="flex items-center gap-1 text-sm text-primary underline">
        <ArrowLeft aria-hidden className="size-4" />
        Back to the dashboard
      </Link>
      <h1 className="flex items-center gap-2 text-3xl font-bold">
        {icon}
        {title}
      </h1>
      <p className="max-w-3xl text-muted-foreground">{children}</p>
    </header>
  );
}
