import { cn } from "~/lib/cn";
import heroReport from "./hero-report.svg?url";

/** What the picture shows, for screen readers and for anyone whose images do not load. */
const DESCRIPTION =
  "Sample weekly report: 148 leads this week, up 23%. Cost per lead ₹212, down from ₹318. " +
  "Leads by day, busiest on Friday with 27. By channel: Google Ads 62, Meta ads 41, WhatsApp 27, Google Business Profile 18.";

/**
 * The home hero's picture of what a client gets each week: a report card in a dashboard frame
 * (hero-report.svg, fixed colours: the hero is dark indigo in both themes). A file rather than inline
 * markup: it costs the page no JavaScript, and the browser keeps it between visits.
 */
export function HeroReport({ className }: { className?: string }) {
  return (
    <img
      src={heroReport}
      width="520"
      height="392"
      alt={DESCRIPTION}
      decoding="async"
      className={cn("h-auto w-full", className)}
    />
  );
}
