import { cn } from "~/lib/cn";
import heroReport from "./hero-report.svg?url";

/**
 * The home hero's picture of what a client gets each week: a report card in a dashboard frame
 * (hero-report.svg, fixed colours: the hero is dark indigo in both themes). A file rather than inline
 * markup: it costs the page no JavaScript, and the browser keeps it between visits.
 */
export function HeroReport({
  alt,
  className,
}: {
  /** What it shows, in the page's language. */ alt: string;
  className?: string;
}) {
  return (
    <img
      src={heroReport}
      width="520"
      height="392"
      alt={alt}
      decoding="async"
      className={cn("h-auto w-full", className)}
    />
  );
}
