import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { ContactLink } from "~/components/site/contact-bar";
import { InquiryForm, sendInquiry } from "~/features/inquiries/inquiry-form";
import { PageHero, Section } from "~/components/site/sections";
import { handleInquiry } from "./inquiry.server";
import { fixedPageCard, pageTitle, pairedPage, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { localeOfPath, localePath, useLocale } from "~/lib/locale";
import { useWords, wordsFromMatches } from "~/content/words";
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

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const site = siteFromMatches(matches);
  const locale = localeOfPath(location.pathname);
  const { meta } = wordsFromMatches(matches).pages.contact;
  return seo(site, {
    ...pairedPage(locale, "/contact"),
    title: pageTitle(site, meta.name, locale),
    description: meta.description,
    // The card's font has no Devanagari: a Hindi page shares its English twin's card.
    image: fixedPageCard("/contact", pageHeadings["/contact"].title),
    jsonLd: [
      topLevelBreadcrumb(site, meta.name, localePath(locale, "/contact"), locale),
      ...(loaderData ? [loaderData.localBusiness] : []),
    ],
    keywords: meta.keywords,
  });
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const locale = useLocale();
  const words = useWords();
  const copy = useWords().pages.contact;
  const call = phoneHref(site);
  const whatsapp = whatsappHref(site, words.site.whatsappGreeting);
  const details = [
    {
      icon: Mail,
      label: copy.email,
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
      label: copy.phone,
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
            label: copy.whatsapp,
            value: (
              <ContactLink channel="whatsapp" className="underline" href={whatsapp}>
                {copy.chat}
              </ContactLink>
            ),
          },
        ]
      : []),
    { icon: Clock, label: copy.hours, value: copy.hoursValue },
    { icon: MapPin, label: copy.office, value: copy.officeValue },
  ];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} subtitle={copy.subtitle} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            <h2 className="text-2xl font-bold">{copy.detailsTitle}</h2>
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
            <p className="rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">{copy.replyTime}</p>
          </div>
          {/* On a phone the form comes first: it is what most visitors came here for. */}
          <div
            id="inquiry"
            className="order-first rounded-xl border p-4 shadow-sm sm:p-6 md:p-8 lg:order-none lg:col-span-3"
          >
            <h2 className="mb-6 text-2xl font-bold">{copy.formTitle}</h2>
            <InquiryForm variant="full" action={localePath(locale, "/contact")} initial={actionData} />
          </div>
        </div>
      </Section>
    </>
  );
}
