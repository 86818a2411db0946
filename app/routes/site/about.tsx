import { Lightbulb, Target, Users } from "lucide-react";
import { ClosingCta, ContactUsButton, PageHero, Section, SectionHeading } from "~/components/site/sections";
import { fixedPageCard, pageTitle, seo, siteFromMatches, topLevelBreadcrumb } from "~/lib/seo";
import { pageHeadings } from "~/content/page-headings";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo(site, {
    title: pageTitle(site, "About Us"),
    description:
      "Who we are: a small, senior team in India using AI to make digital marketing measurable and affordable for small and medium businesses.",
    path: "/about",
    image: fixedPageCard("/about", pageHeadings["/about"].title),
    jsonLd: [topLevelBreadcrumb(site, "About Us", "/about")],
    keywords: ["about digital marketing agency", "AI marketing agency India", "marketing for SMBs"],
  });
};

const values = [
  {
    icon: Target,
    title: "Results-Driven",
    text: "We agree on the numbers that matter to you, such as cost per enquiry, booked appointments or repeat orders, and report on them every week.",
  },
  {
    icon: Users,
    title: "Client-Centric",
    text: "You talk to the people doing the work. Replies within one business day, plain language, and no surprise invoices.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    text: "We use AI to draft, test and analyse faster, and keep a human check on everything that carries your name.",
  },
];

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={pageHeadings["/about"].eyebrow}
        title={pageHeadings["/about"].title}
        subtitle="We started because too many small businesses in India were paying for marketing they could not see working."
      />
      <Section>
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-8 text-muted-foreground">
          <h2 className="text-3xl font-bold text-foreground">Our story</h2>
          <p>
            Three years ago we were running ads for a family-owned furniture store in Nagpur. Their previous agency sent
            monthly reports full of impressions and likes, but nobody could say how many customers walked in because of
            them. We set up call tracking, tagged every WhatsApp enquiry and cut the spend that was not producing
            visits. Within a quarter the store was spending 30% less and getting more footfall.
          </p>
          <p>
            That is still how we work. Since then we have launched more than ten brands and delivered over thirty
            projects for clinics, coaching institutes, D2C brands, manufacturers and local service businesses, from
            Kochi to Ludhiana.
          </p>
        </div>
      </Section>
      <Section className="bg-muted/50">
        <SectionHeading eyebrow="Our values" title="What we hold ourselves to" />
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-background p-6">
              <Icon className="size-8 text-primary" aria-hidden />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section>
        <div className="mx-auto grid max-w-5xl gap-12 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">What we do</h2>
            <p className="mt-4 leading-7 text-muted-foreground">
              Performance marketing on Google and Meta, SEO and Google Business Profile, websites and online stores,
              WhatsApp and chatbot automation, content and branding. We can run one channel or the whole funnel, and we
              connect them so a lead from an Instagram ad gets the same quick WhatsApp follow-up as one from Google.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-bold">Our mission</h2>
            <p className="mt-4 leading-7 text-muted-foreground">
              To give every small and medium business in India the kind of data-driven marketing that used to need a
              large brand's budget, at a price that makes sense, with results you can check yourself.
            </p>
          </div>
        </div>
      </Section>
      <ClosingCta
        title="Let's talk about your business"
        text="Tell us where you want to be in six months. We will tell you honestly whether we can help."
      >
        <ContactUsButton />
      </ClosingCta>
    </>
  );
}
