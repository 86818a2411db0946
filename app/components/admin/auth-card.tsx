import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/site/logo";

/** The narrow card of the admin's pages before sign-in: sign-in itself, joining the team, a new password. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border bg-background p-6 shadow-sm md:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-2xl font-bold">{title}</h1>
          <div className="text-sm text-muted-foreground">{intro}</div>
        </div>
        {children}
      </div>
    </main>
  );
}

/** What a link from an e-mail says when it no longer works, and where to go for a new one. */
export function ExpiredLink({
  title,
  why,
  to,
  label,
  children,
}: {
  title: string;
  /** Why it no longer works. */
  why: string;
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} intro={why}>
      <p className="text-center text-sm">{children}</p>
      <p className="mt-4 text-center text-sm">
        <Link to={to} className="text-primary underline">
          {label}
        </Link>
      </p>
    </AuthCard>
  );
}
