import { Link } from "react-router";
import { phoneHref, useSite, whatsappHref } from "~/lib/site";
import { ContactLink, WHATSAPP_GREETING } from "./contact-bar";
import { Logo } from "./logo";

const footerLinks = [
  { to: "/#services", label: "Services" },
  { to: "/about", label: "About Us" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/articles", label: "Articles" },
  { to: "/contact", label: "Contact" },
];

// The legal pages sit in the bottom strip beside the copyright, where visitors look for them,
// which also keeps the footer short on a phone.
const legalLinks = [
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/your-data", label: "Your data" },
];

/** `inquiryForm`: the form shown beside the contact details (the leads feature's, given by the layout). */
export function Footer({ inquiryForm }: { inquiryForm: React.ReactNode }) {
  const site = useSite();
  const whatsapp = whatsappHref(site, WHATSAPP_GREETING);
  const call = phoneHref(site);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:gap-12 md:py-16 lg:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-6">
            AI-powered digital marketing for Indian small and medium businesses: more enquiries from Google, Instagram
            and WhatsApp, and clear reports on what every rupee brought in.
          </p>
          <p className="grid gap-1 text-sm">
            <a href={`mailto:${site.contactEmail}`} className="w-fit underline underline-offset-2 hover:text-white">
              {site.contactEmail}
            </a>
            {whatsapp ? (
              <ContactLink
                channel="whatsapp"
                href={whatsapp}
                className="w-fit underline underline-offset-2 hover:text-white"
              >
                WhatsApp us<span className="sr-only"> (opens WhatsApp)</span>
              </ContactLink>
            ) : null}
            {call ? (
              <ContactLink channel="call" href={call} className="w-fit underline underline-offset-2 hover:text-white">
                Call {site.phone}
              </ContactLink>
            ) : null}
          </p>
        </div>
        <nav
          id="footer-nav"
          aria-label="Footer"
          className="grid grid-cols-2 content-start gap-x-6 gap-y-1 text-sm sm:grid-cols-1 sm:gap-y-2"
        >
          <h2 className="col-span-2 mb-2 text-base font-semibold text-white sm:col-span-1">Explore</h2>
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
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          <p>
            © {site.copyrightYear} {site.brand} Digital Marketing. Made in India.
          </p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-5">
            {legalLinks.map((link) => (
              <Link key={link.to} to={link.to} className="py-1 hover:text-white hover:underline">
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
