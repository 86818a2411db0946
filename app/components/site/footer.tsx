import { Link } from "react-router";
import { useWords } from "~/content/words";
import { linkIn, useLocale } from "~/lib/locale";
import { phoneHref, useSite, whatsappHref } from "~/lib/site";
import { ContactLink } from "./contact-bar";
import { Logo } from "./logo";

const footerLinks = [
  { to: "/#services", label: "servicesLink" },
  { to: "/about", label: "aboutUs" },
  { to: "/case-studies", label: "caseStudies" },
  { to: "/articles", label: "articles" },
  { to: "/contact", label: "contact" },
] as const;

// The legal pages sit in the bottom strip beside the copyright, where visitors look for them,
// which also keeps the footer short on a phone.
const legalLinks = [
  { to: "/terms", label: "terms" },
  { to: "/privacy", label: "privacy" },
  { to: "/your-data", label: "yourData" },
] as const;

/** `inquiryForm`: the form shown beside the contact details (the leads feature's, given by the layout). */
export function Footer({ inquiryForm }: { inquiryForm: React.ReactNode }) {
  const site = useSite();
  const locale = useLocale();
  const words = useWords().site;
  const copy = words.footer;
  const whatsapp = whatsappHref(site, words.whatsappGreeting);
  const call = phoneHref(site);
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:gap-12 md:py-16 lg:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-6">{copy.tagline}</p>
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
                {copy.whatsappUs}
                <span className="sr-only">{copy.opensWhatsApp}</span>
              </ContactLink>
            ) : null}
            {call ? (
              <ContactLink channel="call" href={call} className="w-fit underline underline-offset-2 hover:text-white">
                {copy.call} {site.phone}
              </ContactLink>
            ) : null}
          </p>
        </div>
        <nav
          id="footer-nav"
          aria-label={copy.label}
          className="grid grid-cols-2 content-start gap-x-6 gap-y-1 text-sm sm:grid-cols-1 sm:gap-y-2"
        >
          <h2 className="col-span-2 mb-2 text-base font-semibold text-white sm:col-span-1">{copy.explore}</h2>
          {footerLinks.map((link) => (
            <Link key={link.to} to={linkIn(locale, link.to)} className="w-fit py-1 hover:text-white hover:underline">
              {copy[link.label]}
            </Link>
          ))}
          <a
            href={site.linkedinUrl}
            rel="noopener noreferrer"
            target="_blank"
            className="w-fit py-1 hover:text-white hover:underline"
          >
            LinkedIn<span className="sr-only">{copy.opensInNewTab}</span>
          </a>
        </nav>
        <div>
          <h2 className="mb-4 text-base font-semibold text-white">{copy.consultation}</h2>
          {inquiryForm}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-xs text-slate-400 sm:px-6 lg:px-8">
          <p>
            © {site.copyrightYear} {site.brand} {copy.madeIn}
          </p>
          <nav aria-label={copy.legal} className="flex flex-wrap gap-x-5">
            {legalLinks.map((link) => (
              <Link key={link.to} to={link.to} className="py-1 hover:text-white hover:underline">
                {copy[link.label]}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
