import { Outlet } from "react-router";
import { RouteError } from "~/components/route-error";
import { Footer } from "~/components/site/footer";
import { InquiryDialogProvider } from "~/components/site/inquiry-dialog";
import { Navbar } from "~/components/site/navbar";
import { PendingPage } from "~/components/site/pending-page";

function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <InquiryDialogProvider>
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
      <Footer />
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
