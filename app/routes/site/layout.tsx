import { lazy } from "react";
import { Outlet } from "react-router";
import { RouteError } from "~/components/route-error";
import { Footer } from "~/components/site/footer";
import { InquiryDialogProvider } from "~/components/site/inquiry-dialog";
import { Navbar } from "~/components/site/navbar";
import { PendingPage } from "~/components/site/pending-page";
import { InquiryForm } from "~/features/leads/inquiry-form";

// Its own chunk, loaded the first time a visitor opens the dialog.
const InquiryDialogContent = lazy(() => import("~/features/leads/inquiry-dialog-content"));

function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <InquiryDialogProvider content={InquiryDialogContent}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="pt-16 outline-none md:pt-20">
        {children}
      </main>
      <Footer inquiryForm={<InquiryForm variant="compact" tone="dark" />} />
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

/** A page that could not be shown keeps the site's navigation, footer and inquiry forms around the error. */
export function ErrorBoundary() {
  return (
    <SiteFrame>
      <RouteError className="min-h-[60vh] py-24" />
    </SiteFrame>
  );
}
