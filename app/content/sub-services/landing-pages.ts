import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "conversion-design",
    serviceSlug: "landing-pages",
    title: "Conversion-Focused Landing Pages",
    subtitle: "Single-purpose pages built to turn ad clicks into calls, enquiries and sales",
    description:
      "Conversion design means building a landing page around one offer and one action, rather than sending paid traffic to a busy home page. It suits businesses running Google or Meta ads for a specific offer: a real-estate project launch in Pune, a free dental check-up camp, a NEET crash course or a festive sale. We write the headline and copy, design the page around proof such as reviews, certifications and photos, and build it to load fast on mobile with a clear call, WhatsApp or form action. A single landing page typically takes 7-10 working days and starts around ₹18,000.",
    features: [
      {
        title: "Offer and message match",
        description:
          "Headlines and copy that repeat the promise made in your ad, so visitors know instantly they have landed in the right place.",
      },
      {
        title: "Persuasive copywriting",
        description:
          "Benefit-led sections, objection handling and FAQs written in plain English, Hindi or a regional language for your audience.",
      },
      {
        title: "Trust and proof sections",
        description:
          "Google reviews, patient or student testimonials, RERA numbers, certifications and real photos placed near the call to action.",
      },
      {
        title: "Clear calls to action",
        description:
          "Sticky call and WhatsApp buttons on mobile, with one primary action repeated through the page rather than competing links.",
      },
      {
        title: "Fast mobile build",
        description:
          "Lightweight pages built to load in under 2 seconds on 4G, since most ad clicks in India come from phones.",
      },
      {
        title: "Campaign-specific variants",
        description:
          "Separate versions for each city, course or project so ads and pages stay closely matched as campaigns grow.",
      },
    ],
    benefits: [
      "More leads from the same ad budget",
      "Better Google Ads Quality Scores from relevant pages",
      "New campaign pages launched without rebuilding your main website",
      "Every section has a job: moving the visitor towards one action",
    ],
    metrics: [
      "Conversion rates of 8-15% are common for well-matched lead-gen pages, against 2-3% for typical home pages",
      "Cost per lead often down 20-40% after moving ads from the home page to a dedicated page",
      "Pages load in under 2 seconds on a 4G phone",
    ],
    keywords: [
      "landing page design India",
      "high converting landing page agency",
      "landing page for Google Ads",
      "real estate landing page design",
      "lead generation landing page",
    ],
  },
  {
    slug: "ab-testing",
    serviceSlug: "landing-pages",
    title: "A/B Testing",
    subtitle: "Test headlines, offers and layouts against each other and keep what wins",
    description:
      "A/B testing splits your traffic between two or more versions of a page to see which one produces more leads or sales, using data instead of opinion. It works best for businesses with steady traffic, roughly 3,000 or more landing-page visits a month, such as ed-tech and coaching brands, D2C stores and multi-city service businesses spending ₹1 lakh or more monthly on ads. We form hypotheses from analytics and recordings, build variants, run tests with VWO, Convert or a server-side split, and call results only when they reach statistical confidence. Each test usually runs 2-4 weeks, and we plan a testing roadmap of 2-3 tests a month.",
    features: [
      {
        title: "Testing roadmap",
        description:
          "A prioritised list of test ideas scored on expected impact, confidence and effort, drawn from your data and customer feedback.",
      },
      {
        title: "Hypothesis and variant design",
        description:
          "A written hypothesis for every test and designed variants that change one meaningful thing, such as the offer, headline or form length.",
      },
      {
        title: "Test setup and QA",
        description:
          "Experiments configured in VWO, Convert or via server-side splits, checked on mobile browsers to avoid flicker and tracking errors.",
      },
      {
        title: "Sample size planning",
        description: "Traffic and duration estimates before launch, so tests are not stopped early on a lucky week.",
      },
      {
        title: "Result analysis by segment",
        description:
          "Outcomes broken down by device, city and traffic source, because a winner on Meta traffic may lose on Google search traffic.",
      },
      {
        title: "Learning log",
        description:
          "A shared record of every test, result and insight so future pages and ads build on what your audience has already shown.",
      },
    ],
    benefits: [
      "Decisions on pages and offers backed by evidence",
      "Gains that compound as winning versions become the new baseline",
      "Insights you can reuse in ads, emails and sales scripts",
      "Less risk when making big changes to important pages",
    ],
    metrics: [
      "Roughly 1 in 3 well-planned tests produces a clear winner",
      "Winning tests commonly lift conversion rate 5-20%",
      "Results called at 95% statistical confidence before changes go live",
    ],
    keywords: [
      "A/B testing services India",
      "landing page split testing",
      "conversion rate optimisation agency",
      "VWO testing setup",
      "CRO experiments for ecommerce",
    ],
  },
  {
    slug: "lead-forms",
    serviceSlug: "landing-pages",
    title: "Lead Capture Forms",
    subtitle: "Short, smart forms that collect genuine enquiries and send them straight to your team",
    description:
      "Lead forms are where interest becomes a name and phone number, and badly built forms leak good leads while letting junk through. They matter most for enquiry-led businesses such as real-estate brokers, clinics, coaching institutes, interior designers and B2B manufacturers who follow up by phone. We design multi-step or short forms, add phone OTP or WhatsApp verification to filter fake numbers, and route every lead instantly to your CRM, Google Sheet or sales team's WhatsApp. Form setup on existing pages usually takes 1-2 weeks, and verification costs are typically a few paise per SMS or WhatsApp message.",
    features: [
      {
        title: "Multi-step form design",
        description:
          "Forms that ask easy questions first, such as city or course, before asking for contact details, which keeps more people going.",
      },
      {
        title: "Phone OTP and WhatsApp verification",
        description:
          "One-time password checks on mobile numbers so your callers spend time on real prospects rather than wrong numbers.",
      },
      {
        title: "Instant lead routing",
        description:
          "New leads pushed to Zoho, LeadSquared, HubSpot or Google Sheets and alerted to the right salesperson on WhatsApp within seconds.",
      },
      {
        title: "Qualifying questions",
        description:
          "Budget, timeline and location fields that help your team prioritise, with conditional logic that hides irrelevant questions.",
      },
      {
        title: "Spam and bot protection",
        description:
          "Invisible reCAPTCHA or Turnstile, honeypot fields and duplicate checks that block junk without adding friction.",
      },
      {
        title: "Auto-reply and follow-up",
        description:
          "An instant WhatsApp or email reply with a brochure, fee sheet or booking link so the lead stays warm until you call.",
      },
    ],
    benefits: [
      "Sales teams call verified, qualified leads first",
      "Faster response times while the prospect is still interested",
      "No leads lost in inboxes or missed spreadsheets",
      "Cleaner lead data for reporting and ad optimisation",
    ],
    metrics: [
      "Fake or unreachable numbers often cut by 50-70% with OTP verification",
      "Multi-step forms commonly complete 10-30% more often than long single-page forms",
      "Lead-to-salesperson alert time under 1 minute",
    ],
    keywords: [
      "lead capture form design",
      "OTP verified lead form",
      "lead form integration with CRM",
      "real estate lead form",
      "website enquiry form to WhatsApp",
    ],
  },
  {
    slug: "landing-analytics",
    serviceSlug: "landing-pages",
    title: "Landing Page Analytics",
    subtitle: "Know which ads, keywords and page sections produce your leads",
    description:
      "Landing page analytics tracks what happens after someone clicks an ad: how far they scroll, what they tap and whether they end up calling, messaging or submitting a form. It suits businesses spending ₹25,000 or more a month on ads who cannot currently tell which campaign brought in which enquiry. We set up GA4 and Google Tag Manager events for forms, calls and WhatsApp clicks, pass UTM data into every lead record, and add heatmaps and recordings through Microsoft Clarity. Setup across a set of campaign pages usually takes 1-2 weeks, with a simple dashboard to follow.",
    features: [
      {
        title: "Event tracking for every action",
        description:
          "Form submits, call taps, WhatsApp clicks, brochure downloads and scroll depth tracked as GA4 events through Tag Manager.",
      },
      {
        title: "UTM capture in lead records",
        description:
          "Source, campaign, keyword and ad ID stored with each lead so your CRM shows exactly where it came from.",
      },
      {
        title: "Heatmaps and session recordings",
        description:
          "Microsoft Clarity installed to show where visitors tap, hesitate and leave, without slowing the page.",
      },
      {
        title: "Conversion feedback to ad platforms",
        description:
          "Google Ads and Meta conversion events configured so the platforms optimise towards genuine leads rather than page views.",
      },
      {
        title: "Call tracking",
        description:
          "Dynamic call numbers or click-to-call events so phone enquiries, often the bulk of leads in India, are counted too.",
      },
      {
        title: "Campaign page dashboard",
        description:
          "A Looker Studio view of visits, conversion rate and cost per lead for each landing page and campaign.",
      },
    ],
    benefits: [
      "See which campaigns deserve more budget and which to pause",
      "Spot the page sections that lose visitors",
      "Phone and WhatsApp enquiries counted alongside form leads",
      "Ad platforms learn from better conversion data",
    ],
    metrics: [
      "90% or more of leads typically attributed to a source after UTM capture is in place",
      "Tracking setup usually complete within 10 working days",
      "Wasted spend on non-converting campaigns often trimmed 10-25% in the first two months",
    ],
    keywords: [
      "landing page tracking setup",
      "GA4 conversion tracking for leads",
      "UTM tracking in CRM",
      "Microsoft Clarity heatmap setup",
      "track WhatsApp clicks Google Analytics",
    ],
  },
];
