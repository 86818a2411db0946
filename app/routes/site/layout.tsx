import { Outlet } from "react-router";
import { Footer } from "~/components/site/footer";
import { InquiryDialogProvider } from "~/components/site/inquiry-dialog";
import { Navbar } from "~/components/site/navbar";

export default function SiteLayout() {
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
        <Outlet />
      </main>
      <Footer />
    </InquiryDialogProvider>
  );
}
