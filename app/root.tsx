// First: browser settings the Content-Security-Policy needs before any other module runs.
import "./lib/csp";
import {
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";
import { Toaster } from "./components/ui/toaster";
import { siteConfig } from "./lib/site.server";

export function loader() {
  return { site: siteConfig() };
}

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
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

/** The last resort: shown when something fails outside a page's own error handling. Never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : "Something went wrong. Please try again.";
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Error</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{detail}</p>
      <a href="/" className="font-semibold text-primary underline">
        Go to the home page
      </a>
    </main>
  );
}
