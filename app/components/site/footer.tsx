import { Link } from "react-router";
import { useSite } from "~/lib/site";
import { Logo } from "./logo";

const footerLinks = [
  { to: "/#services", label: "Services" },
  { to: "/about", label: "About Us" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/articles", label: "Articles" },
  { to: "/contact", label: "Contact" },
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
];

/** `inquiryForm`: the form shown beside the contact details (the leads feature's, given by the layout). */
export function Footer({ inquiryForm }: { inquiryForm: React.ReactNode }) {
  const site = useSite();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-6">
            AI-powered digital marketing for Indian small and medium businesses: more enquiries from Google, Instagram
            and WhatsApp, and clear reports on what every rupee brought in.
          </p>
          <p className="text-sm">
            <a href={`mailto:${site.contactEmail}`} className="underline underline-offset-2 hover:text-white">
              {site.contactEmail}
            </a>
          </p>
        </div>
        <nav id="footer-nav" aria-label="Footer" className="grid content-start gap-2 text-sm">
          <h2 className="mb-2 text-base font-semibold text-white">Explore</h2>
          {footerLinks.map((link) => (
            <Link key={link.to} to={link.to} className="w-fit py-1 hover:text-white hover:underline">
              {link.label}
            </Link>
          ))}
          <a
            href={site.linkedinUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="w-fit py-1 hover:text-white hover:underline"
          >
            LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </nav>
        <div>
          <h2 className="mb-4 text-base font-semibold text-white">Get a free consultation</h2>
          {inquiryForm}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.brand} Digital Marketing. Made in India.
        </p>
      </div>
    </footer>
  );
}
