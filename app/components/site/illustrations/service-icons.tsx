import type { ReactNode } from "react";
import type { ServiceCategory } from "~/content/schema";
import { cn } from "~/lib/cn";

/*
 * Line icons for the service categories and services, drawn on a 24×24 grid with a 1.75 stroke in
 * the text colour and one shape tinted with the theme's accent, so they follow the theme (light or
 * dark) wherever they are placed. Each drawing lists its accent shape first, under the strokes.
 */

const accent = { fill: "var(--color-accent)", fillOpacity: 0.3, stroke: "none" } as const;
const dot = { fill: "currentColor", stroke: "none" } as const;

function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("size-6 shrink-0", className)}
    >
      {children}
    </svg>
  );
}

const sparkle = "M10 3.5l1.8 4.7 4.7 1.8-4.7 1.8-1.8 4.7-1.8-4.7-4.7-1.8 4.7-1.8Z";

const categoryDrawings: Record<ServiceCategory, ReactNode> = {
  // A megaphone: campaigns that reach people.
  "Marketing Services": (
    <>
      <path {...accent} d="M4 9h3l8-4.5v15L7 15H4Z" />
      <path d="M3 10v4a1 1 0 0 0 1 1h3l8 4.5v-15L7 9H4a1 1 0 0 0-1 1Z" />
      <path d="M7 15l1.5 5h2.5l-1.2-4.2" />
      <path d="M18.5 9.5a3.5 3.5 0 0 1 0 5M20.5 7a7 7 0 0 1 0 10" />
    </>
  ),
  // A browser window with a page layout.
  "Website Development": (
    <>
      <rect {...accent} x="3" y="9" width="6" height="11" />
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 9h18M9 9v11M12.5 13h5M12.5 16.5h3" />
    </>
  ),
  // A lens over a rising line: being found, and measuring it.
  "SEO & Analytics": (
    <>
      <circle {...accent} cx="10.5" cy="10.5" r="7" />
      <circle cx="10.5" cy="10.5" r="7" />
      <path d="m15.5 15.5 5 5M7 12.5l2.5-2.5 2 2 3-3.5" />
    </>
  ),
  // Sparkles, the sign for AI used across the site.
  "AI-Powered Solutions": (
    <>
      <path {...accent} d={sparkle} />
      <path d={sparkle} />
      <path d="M18 14.5v5M15.5 17h5M18 3.5v3M16.5 5h3" />
    </>
  ),
};

const serviceDrawings: Record<string, ReactNode> = {
  // Marketing Services
  "social-media": (
    <>
      <path {...accent} d="M12.5 14.5S9 12.5 9 10.3a1.8 1.8 0 0 1 3.5-.9 1.8 1.8 0 0 1 3.5.9c0 2.2-3.5 4.2-3.5 4.2Z" />
      <path d="M20 11.5a7.5 7.5 0 0 1-11 6.6L4 19.5l1.4-4.4A7.5 7.5 0 1 1 20 11.5Z" />
      <path d="M12.5 14.5S9 12.5 9 10.3a1.8 1.8 0 0 1 3.5-.9 1.8 1.8 0 0 1 3.5.9c0 2.2-3.5 4.2-3.5 4.2Z" />
    </>
  ),
  "performance-marketing": (
    <>
      <circle {...accent} cx="11" cy="13" r="4.5" />
      <circle cx="11" cy="13" r="8" />
      <circle cx="11" cy="13" r="4.5" />
      <path d="M11 13 20 4M16 4h4v4" />
    </>
  ),
  "email-marketing": (
    <>
      <rect {...accent} x="3" y="5.5" width="18" height="13" rx="2" />
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </>
  ),
  "content-marketing": (
    <>
      <path {...accent} d="M6 3h8l4 4v14H6Z" />
      <path d="M7 3h7l4 4v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z" />
      <path d="M14 3v4h4M9 11h6M9 14.5h6M9 18h3.5" />
    </>
  ),
  "growth-marketing": (
    <>
      <path {...accent} d="M3 17l6-6 4 4 8-8v13H3Z" />
      <path d="M3 17l6-6 4 4 8-8M15 7h6v6M3 20.5h18" />
    </>
  ),
  branding: (
    <>
      <circle {...accent} cx="12" cy="9" r="6" />
      <circle cx="12" cy="9" r="6" />
      <circle cx="12" cy="9" r="2.5" />
      <path d="M8.5 13.8 7 21l5-2.5 5 2.5-1.5-7.2" />
    </>
  ),

  // Website Development
  "web-development": (
    <>
      <circle {...accent} cx="12" cy="12" r="6" />
      <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
    </>
  ),
  ecommerce: (
    <>
      <path {...accent} d="M5 8h14l-1 12.5H6Z" />
      <path d="M5 8h14l-.9 11.6a1 1 0 0 1-1 .9H6.9a1 1 0 0 1-1-.9Z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  "mobile-design": (
    <>
      <rect {...accent} x="8.5" y="5.5" width="7" height="10" rx="1" />
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  "landing-pages": (
    <>
      <rect {...accent} x="6.5" y="12" width="7" height="3" rx="1.5" />
      <path d="M19 11V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7" />
      <path d="M6.5 7h9M6.5 9.5h5" />
      <rect x="6.5" y="12" width="7" height="3" rx="1.5" />
      <path d="m15 14 6 2.4-2.6 1-1 2.6Z" />
    </>
  ),

  // SEO & Analytics
  seo: (
    <>
      <circle {...accent} cx="15.5" cy="14.5" r="4.5" />
      <path d="M4 5.5h10M4 9.5h6M4 13.5h4M4 17.5h3" />
      <circle cx="15.5" cy="14.5" r="4.5" />
      <path d="m19 18 2.5 2.5" />
    </>
  ),
  analytics: (
    <>
      <path {...accent} d="M15 3.5a9 9 0 0 1 5.5 5.5H15Z" />
      <path d="M20.5 13A9 9 0 1 1 11 3.5V13Z" />
      <path d="M15 3.5a9 9 0 0 1 5.5 5.5H15Z" />
    </>
  ),
  "ai-seo-content": (
    <>
      <path {...accent} d="M17.5 13.5l1.1 2.9 2.9 1.1-2.9 1.1-1.1 2.9-1.1-2.9-2.9-1.1 2.9-1.1Z" />
      <path d="M12 21H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h8l4 4v3.5M14 3v4h4M8.5 9h6M8.5 12.5h4M8.5 16h2" />
      <path d="M17.5 13.5l1.1 2.9 2.9 1.1-2.9 1.1-1.1 2.9-1.1-2.9-2.9-1.1 2.9-1.1Z" />
    </>
  ),
  "ai-seo-automation": (
    <>
      <path {...accent} d="M10.5 6.5l1.2 2.8 2.8 1.2-2.8 1.2-1.2 2.8-1.2-2.8-2.8-1.2 2.8-1.2Z" />
      <circle cx="10.5" cy="10.5" r="7" />
      <path d="m15.5 15.5 5 5" />
      <path d="M10.5 6.5l1.2 2.8 2.8 1.2-2.8 1.2-1.2 2.8-1.2-2.8-2.8-1.2 2.8-1.2Z" />
    </>
  ),
  "voice-visual-seo": (
    <>
      <rect {...accent} x="9" y="3" width="6" height="11" rx="3" />
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M9 21h6" />
    </>
  ),

  // AI-Powered Solutions
  "ai-chatbots": (
    <>
      <rect {...accent} x="4" y="7.5" width="16" height="12" rx="3" />
      <rect x="4" y="7.5" width="16" height="12" rx="3" />
      <path d="M12 7.5V4.5M9 12.5v1M15 12.5v1M10 16.5h4M2 12.5v3M22 12.5v3" />
      <circle {...dot} cx="12" cy="3.5" r="1.25" />
    </>
  ),
  "ai-content": (
    <>
      <path {...accent} d="M4 20l1-4L15.5 5.5a2.1 2.1 0 0 1 3 3L8 19Z" />
      <path d="M4 20l1-4L15.5 5.5a2.1 2.1 0 0 1 3 3L8 19ZM13.5 7.5l3 3" />
      <path d="M6 3v5M3.5 5.5h5M19 15v4M17 17h4" />
    </>
  ),
  "ai-design": (
    <>
      <path
        {...accent}
        d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-1.5-1.5-1.6-1.5-3 0-1 .8-1.5 2-1.5h2.5a4 4 0 0 0 4-4C21 6.4 17 3 12 3Z"
      />
      <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 2-2 0-1.5-1.5-1.6-1.5-3 0-1 .8-1.5 2-1.5h2.5a4 4 0 0 0 4-4C21 6.4 17 3 12 3Z" />
      <circle {...dot} cx="7.5" cy="11.5" r="1.25" />
      <circle {...dot} cx="10" cy="7.5" r="1.25" />
      <circle {...dot} cx="15" cy="7.5" r="1.25" />
    </>
  ),
  "ai-automation": (
    <>
      <circle {...accent} cx="18" cy="6" r="3" />
      <rect x="3" y="3" width="6" height="6" rx="1.5" />
      <circle cx="18" cy="6" r="3" />
      <rect x="15" y="15" width="6" height="6" rx="1.5" />
      <path d="M9 6h6M18 9v6M6 9v6a3 3 0 0 0 3 3h6" />
    </>
  ),
};

// Stacked layers: a service without a drawing of its own.
const fallbackDrawing = (
  <>
    <path {...accent} d="m12 3 9 4.5-9 4.5-9-4.5Z" />
    <path d="m12 3 9 4.5-9 4.5-9-4.5Z" />
    <path d="m3 12 9 4.5 9-4.5M3 16.5 12 21l9-4.5" />
  </>
);

/** The icon of a service category; decorative, so screen readers skip it. */
export function CategoryIcon({ category, className }: { category: ServiceCategory; className?: string }) {
  return <Icon className={className}>{categoryDrawings[category]}</Icon>;
}

/** The icon of a service by its slug, or a generic one for a slug without a drawing; decorative. */
export function ServiceIcon({ slug, className }: { slug: string; className?: string }) {
  const drawing = Object.hasOwn(serviceDrawings, slug) ? serviceDrawings[slug] : fallbackDrawing;
  return <Icon className={className}>{drawing}</Icon>;
}
