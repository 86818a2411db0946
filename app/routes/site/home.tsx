import { CheckCircle2, Star } from "lucide-react";
import { Link } from "react-router";
import { InquiryButton } from "~/components/site/inquiry-dialog";
import { ClosingCta, ProcessSteps, Section, SectionHeading } from "~/components/site/sections";
import { ServiceCatalog } from "~/components/site/service-catalog";
import { Button } from "~/components/ui/button";
import { serviceCatalog } from "~/features/services/catalog.server";
import { SITE_KEYWORDS, pageTitle, seo, siteFromMatches, websiteJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader() {
  return { catalog: serviceCatalog() };
}

const stats = [
  { value: "10+", label: "Brands launched" },
  { value: "3+", label: "Years in business" },
  { value: "30+", label: "Projects delivered" },
  { value: "5", label: "Active clients" },
];

const reasons = [
  {
    title: "Every rupee tracked",
    text: "Calls, WhatsApp chats and form enquiries are tagged to the ad, keyword or post that brought them, so you see cost per lead, not vanity numbers.",
  },
  {
    title: "AI where it helps, people where it matters",
    text: "AI drafts, tests and reports faster; a senior marketer checks every campaign, every claim and every rupee before it goes live.",
  },
  {
    title: "Built for Indian SMB budgets",
    text: "Plans start from ₹15,000 a month in ad spend. No long lock-ins: month-to-month after the first 90 days.",
  },
  {
    title: "One team, one report",
    text: "Ads, SEO, website and WhatsApp handled together, with one weekly report in plain English (or Hindi, if you prefer).",
  },
];

const testimonials = [
  {
    quote:
      "Our Google Business Profile calls doubled in three months, and for the first time I know which ads bring patients, not just clicks.",
    name: "Dr. Meera Kulkarni",
    role: "Dental clinic owner, Pune",
  },
  {
    quote:
      "They rebuilt our Shopify store and set up WhatsApp order updates. Repeat orders went from 18% to 31% of sales.",
    name: "Arjun Nair",
    role: "Founder, D2C skincare brand, Kochi",
  },
  {
    quote: "Straight answers, weekly numbers, no jargon. Our admission enquiries now cost ₹240 each instead of ₹610.",
    name: "Kavita Sharma",
    role: "Director, coaching institute, Jaipur",
  },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "AI-Powered Growth for Indian SMBs"),
    description:
      "AI-powered digital marketing for Indian small businesses: Google and Meta ads, SEO, websites and WhatsApp automation, with every enquiry tracked to the rupee.",
    path: "/",
    keywords: SITE_KEYWORDS,
    jsonLd: [websiteJsonLd(site)],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-indigo-950 via-indigo-900 to-slate-900 px-4 py-20 text-white sm:px-6 md:py-28 lg:px-8">
        <div className="mx-auto max-w-4xl text-center">
          <p className="mb-4 inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-medium text-indigo-100">
            AI-powered digital marketing for Indian businesses
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            More enquiries, lower cost per lead, and numbers you can trust
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-indigo-100 text-pretty">
            We run your Google and Meta ads, SEO, website and WhatsApp follow-ups as one system, using AI to test faster
            and people to make the calls. You see every lead and what it cost.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <InquiryButton size="lg" className="bg-orange-700 text-white hover:bg-orange-800">
              Get Started
            </InquiryButton>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/services">View Services</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-label="Our numbers" className="border-b bg-background px-4 py-12 sm:px-6 lg:px-8">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-8 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="services">
        <SectionHeading
          eyebrow="What we do"
          title="Services that bring customers, not just clicks"
          intro="Pick one service or let us run the whole funnel. Every plan is priced in rupees, with no lock-in after 90 days."
        />
        <ServiceCatalog catalog={loaderData.catalog} />
      </Section>

      <ProcessSteps />

      <Section>
        <SectionHeading eyebrow="Why choose us" title="A marketing partner that answers to your numbers" />
        <ul className="grid gap-6 md:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-4 rounded-xl border p-6">
              <CheckCircle2 className="mt-1 size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section className="bg-muted/50">
        <SectionHeading eyebrow="Testimonials" title="What business owners say" />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-xl border bg-background p-6">
                <div className="flex gap-1 text-amber-500" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-5 fill-current" aria-hidden />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 leading-7">“{t.quote}”</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold">{t.name}</span>
                  <span className="block text-muted-foreground">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        title="Ready to see what your marketing really earns?"
        text="Book a free 30-minute call. We will look at your current ads and website and tell you honestly what we would change first."
      >
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white/40 bg-transparent text-white hover:bg-white/10"
        >
          <Link to="/contact">Schedule a Call</Link>
        </Button>
      </ClosingCta>
      <section aria-label="Results" className="bg-primary px-4 pb-16 text-primary-foreground">
        <dl className="mx-auto grid max-w-3xl grid-cols-3 gap-6 border-t border-white/20 pt-10 text-center">
          {[
            ["30+", "Projects"],
            ["99%", "Client satisfaction"],
            ["3+", "Years"],
          ].map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-sm text-indigo-100">{label}</dt>
              <dd className="text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
