import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { ContactLink, WHATSAPP_GREETING } from "~/components/site/contact-bar";
import { InquiryForm, sendInquiry } from "~/features/inquiries/inquiry-form";
import { PageHero, Section } from "~/components/site/sections";
import { handleInquiry } from "./inquiry.server";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { localBusinessJsonLd } from "~/lib/local-business.server";
import { BUSINESS_HOURS } from "~/lib/business-hours";
import { siteConfig } from "~/infrastructure/site-config.server";
import { phoneHref, useSite, whatsappHref } from "~/lib/site";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/contact";

/** The agency as a local business, built here so the page's script carries the block, not the code that writes it. */
export function loader() {
  return { localBusiness: localBusinessJsonLd(siteConfig(), BUSINESS_HOURS) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleInquiry(request, context);
}

export const clientAction = (args: Route.ClientActionArgs) => sendInquiry(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "Contact Us"),
    description:
      "Talk to our team about ads, SEO, websites or WhatsApp automation. Email, call or send an inquiry; we reply within 24 hours on business days.",
    path: "/contact",
    image: fixedPageCard("/contact", pageHeadings["/contact"].title),
    jsonLd: [topLevelBreadcrumb(site, "Contact Us", "/contact"), ...(loaderData ? [loaderData.localBusiness] : [])],
    keywords: ["contact digital marketing agency", "free marketing consultation India", "hire marketing agency"],
  });
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const call = phoneHref(site);
  const whatsapp = whatsappHref(site, WHATSAPP_GREETING);
  const details = [
    {
      icon: Mail,
      label: "Email",
      value: (
        <>
          <a className="underline" href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>
          <br />
          <a className="underline" href={`mailto:${site.salesEmail}`}>
            {site.salesEmail}
          </a>
        </>
      ),
    },
    {
      icon: Phone,
      label: "Phone",
      value: call ? (
        <ContactLink channel="call" className="underline" href={call}>
          {site.phone}
        </ContactLink>
      ) : (
        site.phone
      ),
    },
    ...(whatsapp
      ? [
          {
            icon: MessageCircle,
            label: "WhatsApp",
            value: (
              <ContactLink channel="whatsapp" className="underline" href={whatsapp}>
                Chat with us on WhatsApp
              </ContactLink>
            ),
          },
        ]
      : []),
    { icon: Clock, label: "Hours", value: "Mon-Fri, 9am to 6pm IST" },
    { icon: MapPin, label: "Office", value: "India · remote-first team working with clients across the country" },
  ];
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title={pageHeadings["/contact"].title}
        subtitle="Tell us about your business and goals. A strategist, not a salesperson, will get back to you."
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <h2 className="text-2xl font-bold">Contact details</h2>
            <dl className="space-y-5">
              {details.map(({ icon: Icon, label, value }) => (
                <div key={label} className="grid grid-cols-[1.25rem_1fr] gap-x-4">
                  <dt className="col-span-2 flex items-center gap-4 font-semibold">
                    <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                    {label}
                  </dt>
                  <dd className="col-start-2 text-muted-foreground">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              We reply within 24 hours on business days.
            </p>
          </div>
          {/* On a phone the form comes first: it is what most visitors came here for. */}
          <div
            id="inquiry"
            className="order-first rounded-xl border p-4 shadow-sm sm:p-6 md:p-8 lg:order-none lg:col-span-3"
          >
            <h2 className="mb-6 text-2xl font-bold">Send us an inquiry</h2>
            <InquiryForm variant="full" action="/contact" initial={actionData} />
          </div>
        </div>
      </Section>
    </>
  );
}
