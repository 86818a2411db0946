// First: browser settings the Content-Security-Policy needs before any other module runs.
import "./lib/zod-jitless";
import { use } from "react";
import {
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";
import { RouteError } from "./components/route-error";
import { Toaster } from "./components/ui/toaster";
import { serviceNames } from "./features/services/catalog.server";
import { siteConfig } from "./infrastructure/site-config.server";
import { useLocale } from "~/lib/locale";
import { THEME_SCRIPT } from "./lib/theme";

export function loader() {
  return { site: siteConfig(), serviceNames: serviceNames() };
}

// The site's settings are fixed while the server runs: asking again on every change of the
// query string (each dashboard tab) only adds a request that can fail and take the whole page down.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  // With a precedence, React writes the stylesheet at the top of <head>, before the module
  // preloads: the page's first paint waits for this file only, so it goes first on a slow link.
  { rel: "stylesheet", href: stylesheet, precedence: "default" } as LinkDescriptor,
  // Inter's Latin file is asked for with the stylesheet instead of after it has been parsed, so
  // it is usually there for the first paint: no swap from the fallback, no text reflowing.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/logo.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // A Hindi page says so by its address (/hi/…), the Hindi privacy notice on its loader data.
  const locale = useLocale();
  const matches = useMatches();
  const hindi =
    locale === "hi" ||
    matches.some((match) => (match.loaderData as { language?: string } | undefined)?.language === "hi");
  // The response's nonce (server-rendered pages), as React Router gives it to <Scripts>; a page
  // rendered for many visitors has none, and the policy allows the theme script by its hash.
  const nonce = use(UNSAFE_FrameworkContext)?.nonce;
  return (
    // data-theme is set by the theme script before React starts, so it differs from the server's HTML.
    <html lang={hindi ? "hi-IN" : "en-IN"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* Before the stylesheet applies: the page paints in the visitor's theme from the first frame. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} suppressHydrationWarning />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort: shown when something fails outside the site's and the admin area's own error handling. */
export function ErrorBoundary() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <RouteError />
    </main>
  );
}
