import { useSite } from "~/lib/site";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const site = useSite();
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path
          d="M9 21l5-6 4 3 5-8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="23" cy="10" r="2" fill="#f97316" />
      </svg>
      <span
        className={
          tone === "dark"
            ? "text-lg font-bold tracking-tight text-foreground"
            : "text-lg font-bold tracking-tight text-white"
        }
      >
        {site.brand}
      </span>
    </span>
  );
}
