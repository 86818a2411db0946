import { lazy } from "react";
import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { RouteError } from "~/components/route-error";
import { ContactBar } from "~/components/site/contact-bar";
import { Footer } from "~/components/site/footer";
import { InquiryDialogProvider } from "~/components/site/inquiry-dialog";
import { Navbar } from "~/components/site/navbar";
import { PendingPage } from "~/components/site/pending-page";
import { InquiryForm } from "~/features/inquiries/inquiry-form";
import { useOptionalWords, useWords } from "~/content/words";
import { PUBLIC_PAGE_CACHE } from "~/lib/cache-control";
import { localeOfPath, localeOfRequest } from "~/lib/locale";
import { siteLayoutData } from "~/content/words.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/layout";

// Its own chunk, loaded the first time a visitor opens the dialog.
const InquiryDialogContent = lazy(() => import("~/features/inquiries/inquiry-dialog-content"));

/** Public pages show everyone the same thing: the host may render one once and keep it (ADR 012). */
export const handle = { sharedPages: true } satisfies RouteHandle;

/**
 * A public page shown successfully may be kept by CDNs and by the host's page cache; anything
 * else (a form's answer, a redirect, a 404, a 503 with its own policy) states nothing here.
 * Credentials or a cookie set make an answer personal, so those are never marked public.
 */
const publicPages: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  const isRead = request.method === "GET" || request.method === "HEAD";
  const personal = request.headers.has("authorization") || response.headers.has("set-cookie");
  if (isRead && response.status === 200 && !personal && !response.headers.has("cache-control")) {
    response.headers.set("cache-control", PUBLIC_PAGE_CACHE);
  }
  return response;
};

export const middleware: Route.MiddlewareFunction[] = [publicPages];

/** A Hindi page's words (the frame's, the pages', the form's); an English page has its words in the code. */
export function loader({ request }: Route.LoaderArgs) {
  return siteLayoutData(localeOfRequest(request));
}

/**
 * The words change only with the language: a navigation within one language keeps them, so its data
 * request is the page's alone (a page that cannot load shows its own fallback, as before).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <InquiryDialogProvider content={InquiryDialogContent}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        {useWords().site.skipToContent}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="pt-16 outline-none md:pt-20">
        {children}
      </main>
      {/* Room below the footer for the phone's contact bar, so it never covers the page's last content. */}
      <div className="bg-slate-950 pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0">
        <Footer inquiryForm={<InquiryForm variant="compact" tone="dark" />} />
      </div>
      <ContactBar />
    </InquiryDialogProvider>
  );
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <PendingPage>
        <Outlet />
      </PendingPage>
    </SiteFrame>
  );
}

/**
 * A page that could not be shown keeps the site's navigation, footer and inquiry forms around the
 * error. When the request failed before the site's loader ran (a post to an address with no form, a
 * 405), there are no words for the frame: the error stands alone.
 */
export function ErrorBoundary() {
  if (!useOptionalWords()) return <RouteError className="min-h-[60vh] py-24" />;
  return (
    <SiteFrame>
      <RouteError className="min-h-[60vh] py-24" />
    </SiteFrame>
  );
}
