import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "google-analytics",
    serviceSlug: "analytics",
    title: "Google Analytics 4 Setup",
    subtitle: "A GA4 property configured properly, so the numbers you see are numbers you can trust",
    description:
      "Google Analytics 4 shows who visits your website, where they come from and what they do, but a default install misses most of what matters to a business. It suits any SMB with a website, from a single-location clinic to a D2C store, and especially those who installed GA4 once and never looked at it again. We audit or set up your GA4 property through Google Tag Manager, define key events such as enquiries, calls and purchases, filter internal and spam traffic, link Google Ads and Search Console, and train your team on the five reports worth checking weekly. A setup or clean-up usually takes 1-2 weeks, and GA4 itself is free.",
    features: [
      {
        title: "GA4 audit or fresh setup",
        description:
          "A review of your existing property for missing tags, duplicate tracking and wrong settings, or a clean install if none exists.",
      },
      {
        title: "Google Tag Manager container",
        description:
          "All tags managed through GTM so future tracking changes do not need a developer to edit the site code.",
      },
      {
        title: "Key events and ecommerce tracking",
        description:
          "Forms, calls, WhatsApp clicks and downloads marked as key events, with full purchase and cart events for online stores.",
      },
      {
        title: "Data hygiene and filters",
        description:
          "Internal traffic and referral spam excluded, data retention extended and cross-domain tracking set for payment pages.",
      },
      {
        title: "Platform linking",
        description:
          "GA4 connected to Google Ads, Search Console and Merchant Center, with BigQuery export enabled where useful.",
      },
      {
        title: "Team training session",
        description: "A recorded walkthrough of the reports that matter for your business, in English or Hindi.",
      },
    ],
    benefits: [
      "Accurate numbers for visits, leads and sales",
      "Tracking that survives website updates",
      "Google Ads optimising on real business outcomes",
      "Your team knows which reports to check and why",
    ],
    metrics: [
      "Setup or clean-up completed in 1-2 weeks",
      "Spam and internal sessions typically removing 5-15% of inflated traffic",
      "Key events tracked across 100% of forms and contact buttons after QA",
    ],
    keywords: [
      "Google Analytics 4 setup India",
      "GA4 consultant",
      "GA4 audit",
      "Google Tag Manager setup",
      "GA4 ecommerce tracking Shopify",
    ],
  },
  {
    slug: "conversion-tracking",
    serviceSlug: "analytics",
    title: "Conversion Tracking",
    subtitle: "Count every lead, call and sale, and tell your ad platforms about them",
    description:
      "Conversion tracking records the actions that make you money, such as form fills, calls, WhatsApp chats and purchases, and sends them back to Google Ads and Meta so their algorithms find more people like your buyers. Without it, campaigns optimise for cheap clicks rather than customers, which is why it matters for any business spending ₹20,000 or more a month on ads. We set up Google Ads conversions with enhanced conversions, the Meta Pixel with the Conversions API, call tracking and offline conversion uploads from your CRM so closed deals feed back into the ad platforms. Setup typically takes 1-3 weeks depending on the number of platforms and whether a CRM is involved.",
    features: [
      {
        title: "Google Ads conversions",
        description:
          "Conversion actions with values for leads and sales, enhanced conversions using hashed customer data, and correct counting settings.",
      },
      {
        title: "Meta Pixel and Conversions API",
        description:
          "Browser and server-side events together, so iOS and ad-blocker losses do not hide conversions from Meta.",
      },
      {
        title: "Call and WhatsApp tracking",
        description:
          "Click-to-call and click-to-WhatsApp events, plus Google forwarding numbers for calls from ads and Google Business Profile.",
      },
      {
        title: "Offline conversion imports",
        description:
          "Qualified leads and closed sales from your CRM uploaded back to Google and Meta, so campaigns learn which leads actually bought.",
      },
      {
        title: "Consent and privacy compliance",
        description:
          "A consent banner and Google Consent Mode v2 setup aligned with the Digital Personal Data Protection Act requirements.",
      },
      {
        title: "Tracking QA and monitoring",
        description:
          "Test conversions across devices and browsers, plus alerts when conversions suddenly drop to zero after a site change.",
      },
    ],
    benefits: [
      "Ad platforms optimise for real customers instead of cheap clicks",
      "Fewer missing conversions from iPhones and ad blockers",
      "Budget decisions based on sales, not just lead counts",
      "Quick warning when tracking breaks",
    ],
    metrics: [
      "Reported conversions often rise 10-25% once server-side events close tracking gaps",
      "Cost per qualified lead commonly improves 15-30% within 60-90 days of offline imports",
      "Tracking outages detected within 24 hours through alerts",
    ],
    keywords: [
      "conversion tracking setup",
      "Meta Conversions API setup India",
      "Google Ads enhanced conversions",
      "offline conversion tracking CRM",
      "call tracking for Google Ads",
      "Consent Mode v2 setup",
    ],
  },
  {
    slug: "custom-dashboards",
    serviceSlug: "analytics",
    title: "Custom Marketing Dashboards",
    subtitle: "All your marketing and sales numbers on one screen, updated automatically",
    description:
      "Custom dashboards pull data from your ad accounts, website, CRM and sales tools into a single view, so you stop logging into six platforms and copying numbers into Excel. They suit owners and marketing heads who want a daily or weekly picture of spend, leads and revenue, including multi-branch businesses that need comparisons by city or outlet. We build dashboards in Looker Studio, Power BI or a custom web view, connecting Google Ads, Meta, GA4, Shopify, Zoho or LeadSquared and even Tally exports through connectors or Google Sheets. A first dashboard is usually ready in 2-3 weeks, with connector fees, if any, typically ₹2,000-8,000 a month.",
    features: [
      {
        title: "KPI definition workshop",
        description:
          "A short session to agree which 8-12 numbers the business will actually run on, and how each is calculated.",
      },
      {
        title: "Multi-source data connection",
        description:
          "Google Ads, Meta Ads, GA4, Search Console, Shopify, CRM and Google Sheets data combined in one place.",
      },
      {
        title: "Owner summary view",
        description:
          "A one-page view of spend, leads, cost per lead, sales and revenue against target, readable on a phone.",
      },
      {
        title: "Branch and campaign drill-downs",
        description:
          "Filters by city, outlet, channel, campaign and date so managers can find the cause behind a number.",
      },
      {
        title: "Scheduled reports",
        description:
          "PDF or link summaries emailed or sent on WhatsApp every Monday morning, or daily during sale periods.",
      },
      {
        title: "Access control",
        description:
          "Different views for owners, branch managers and agencies, so each person sees only what they need.",
      },
    ],
    benefits: [
      "Hours saved every week on manual reporting",
      "One agreed version of the numbers across the team",
      "Problems spotted in days, not at month-end",
      "Branch and channel performance compared side by side",
    ],
    metrics: [
      "Manual reporting time commonly reduced by 4-8 hours a week",
      "Data refreshed automatically at least once a day",
      "First dashboard typically live within 2-3 weeks",
    ],
    keywords: [
      "marketing dashboard India",
      "Looker Studio dashboard agency",
      "Power BI marketing dashboard",
      "custom reporting dashboard for small business",
      "Google Ads and Meta ads dashboard",
    ],
  },
  {
    slug: "marketing-attribution",
    serviceSlug: "analytics",
    title: "Marketing Attribution",
    subtitle: "Understand which channels really create customers, not just which got the last click",
    description:
      'Marketing attribution works out how much credit each channel deserves when a customer sees an Instagram ad, searches on Google, reads a review and finally messages on WhatsApp before buying. It suits businesses spending across three or more channels, typically ₹2 lakh or more a month, such as D2C brands, ed-tech and coaching groups and real-estate developers, where each platform claims the same sale. We join ad, analytics and CRM data, compare last-click with data-driven and position-based models, add post-purchase "how did you hear about us" surveys, and run simple geo or holdout tests where budgets allow. An initial attribution study takes 4-6 weeks and leads into a monthly budget recommendation.',
    features: [
      {
        title: "Customer journey mapping",
        description:
          "Touchpoints stitched together from UTMs, GA4 and CRM records to show the typical paths customers take before buying.",
      },
      {
        title: "Attribution model comparison",
        description:
          "Last-click, first-click, position-based and GA4 data-driven models compared side by side for each channel.",
      },
      {
        title: "Post-purchase surveys",
        description:
          "A one-question survey at checkout or on WhatsApp capturing channels that tracking misses, such as word of mouth and YouTube.",
      },
      {
        title: "Incrementality and holdout tests",
        description:
          "City-level or audience holdout tests that show whether a channel creates new sales or just takes credit for existing ones.",
      },
      {
        title: "Offline and call attribution",
        description:
          "Walk-ins, phone orders and dealer sales linked back to campaigns through coupon codes, call tracking and CRM fields.",
      },
      {
        title: "Budget reallocation plan",
        description:
          "A monthly recommendation on shifting spend between channels, with the expected effect and the evidence behind it.",
      },
    ],
    benefits: [
      "Stop double-counting sales claimed by every platform",
      "Confidence to cut channels that only look good on paper",
      "Fair credit for awareness channels like YouTube and Instagram",
      "Budget moved towards the mix that grows revenue",
    ],
    metrics: [
      "Platform-reported conversions often exceed actual sales by 30-60% before de-duplication",
      "Blended customer acquisition cost commonly improves 10-20% after two quarters of reallocation",
      "Post-purchase survey response rates of 20-40% are typical",
    ],
    keywords: [
      "marketing attribution India",
      "multi-touch attribution for D2C",
      "GA4 data-driven attribution",
      "marketing mix measurement",
      "incrementality testing ads",
    ],
  },
];
