import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "growth-experiments",
    serviceSlug: "growth-marketing",
    title: "Growth Experiments",
    subtitle: "Small, measured tests that show what actually moves your sales.",
    description:
      "Growth experiments replace guesswork with a weekly habit of testing one idea at a time: a new offer, a different WhatsApp follow-up, a shorter checkout, a fresh ad angle. It suits D2C brands, coaching institutes and clinics that already get some traffic or enquiries and want to know which changes are worth scaling. We keep a scored backlog of ideas, run two to four tests a month with a clear hypothesis and sample size, and write up every result, including the ones that fail. You need at least a few hundred visitors or 50-100 leads a month for tests to read cleanly; we tell you upfront if your volume is too low and suggest what to fix first.",
    features: [
      {
        title: "Scored experiment backlog",
        description:
          "Every idea is logged in a shared sheet and ranked on expected impact, confidence and effort, so the next test is chosen on evidence, not on whoever spoke loudest in the meeting.",
      },
      {
        title: "Hypothesis and success metric per test",
        description:
          "Before anything goes live we write down what we expect to change, by how much, and which number (enquiries, add-to-cart, paid orders) decides the winner.",
      },
      {
        title: "Test build and launch",
        description:
          "Our team sets up the variant, whether that is a landing page version, a Meta ad set, a WhatsApp message template or a pricing display, and checks tracking before traffic is split.",
      },
      {
        title: "Sample-size and duration planning",
        description:
          "We estimate how many days a test must run for your traffic level, so you do not stop a test after two lucky days and roll out a false winner.",
      },
      {
        title: "Written result log",
        description:
          "Each finished test gets a one-page summary with the data, screenshots, what we learnt and whether to roll it out, building a record your team keeps even if we part ways.",
      },
      {
        title: "Monthly growth review call",
        description:
          "A 45-minute call in English or Hindi to walk through results, agree the next tests and drop ideas that the numbers do not support.",
      },
    ],
    benefits: [
      "Budget moves towards changes with proof behind them",
      "Failed ideas cost a few days of traffic instead of a full quarter",
      "Your team learns a repeatable way to test, not a one-off fix",
      "Decisions are documented, so knowledge stays when staff change",
    ],
    metrics: [
      "2-4 structured tests run per month on typical SMB traffic",
      "Roughly 1 in 3 tests usually produces a clear winner worth rolling out",
      "Winning tests commonly lift the tested step's conversion by 10-25%",
    ],
    keywords: [
      "growth experiments for small business",
      "growth hacking agency India",
      "A/B testing for D2C brands",
      "conversion experiments India",
      "growth marketing consultant",
    ],
  },
  {
    slug: "funnel-optimization",
    serviceSlug: "growth-marketing",
    title: "Funnel Optimisation",
    subtitle: "Find where prospects drop off between the first click and the payment, and fix that step.",
    description:
      "Funnel optimisation maps every step a customer takes, from seeing an ad or Google listing to enquiring, booking or paying, and measures how many people you lose at each one. It works well for real-estate brokers losing leads after the site visit call, e-commerce stores with high cart abandonment and coaching institutes whose demo-class sign-ups never convert to fees. We set up step-by-step tracking, find the two or three leakiest points, and fix them with changes to pages, forms, follow-up timing and payment options such as UPI or Razorpay links. Most projects start with a 3-4 week audit and then move into monthly improvement cycles.",
    features: [
      {
        title: "End-to-end funnel map",
        description:
          "A visual map of your real customer journey across ads, website, WhatsApp, calls and payment, with the count of people at each stage over the last 90 days.",
      },
      {
        title: "Drop-off tracking setup",
        description:
          "GA4 events, Meta and Google Ads conversions and CRM stages are configured so every step of the funnel is counted, not estimated.",
      },
      {
        title: "Session recordings and heatmaps",
        description:
          "We review recordings from Microsoft Clarity or Hotjar to see where mobile visitors hesitate, rage-tap or abandon forms, and share clips of the worst moments.",
      },
      {
        title: "Lead follow-up audit",
        description:
          "We check how fast your team calls or messages new enquiries and what they say, since a lead answered in 5 minutes converts far better than one answered the next day.",
      },
      {
        title: "Checkout and payment fixes",
        description:
          "For online sales we shorten checkout, add UPI and COD options where sensible, and fix pin-code, OTP and shipping-cost surprises that make buyers quit.",
      },
      {
        title: "Prioritised fix plan",
        description:
          "A ranked list of changes with the expected gain and effort for each, so your developer or our team knows exactly what to build first.",
      },
    ],
    benefits: [
      "More sales from the same ad spend instead of buying more traffic",
      "Clear view of which stage, team member or channel is leaking leads",
      "Fixes are ranked, so limited developer time goes to the biggest leak",
      "Faster lead response through agreed follow-up rules",
      "A baseline to measure every future campaign against",
    ],
    metrics: [
      "Cart abandonment often reduced by 10-20% after checkout fixes",
      "Lead-to-sale conversion typically up 15-30% within 3 months",
      "First audit delivered in 3-4 weeks",
      "Average lead response time brought under 15 minutes with follow-up rules",
    ],
    keywords: [
      "sales funnel optimisation",
      "conversion funnel audit India",
      "reduce cart abandonment",
      "lead to sale conversion improvement",
      "funnel analysis agency",
    ],
  },
  {
    slug: "referral-programs",
    serviceSlug: "growth-marketing",
    title: "Referral Programmes",
    subtitle: "Turn happy customers into a steady, trackable source of new ones.",
    description:
      "A referral programme gives your existing customers a simple reason and an easy way to recommend you, and rewards them when a friend actually buys. It suits businesses where word of mouth already works: clinics, salons, gyms, tuition centres, D2C food and beauty brands, and local service providers. We design the reward structure, set up unique referral codes or links shared over WhatsApp, track who referred whom, and automate reward payouts as coupons, wallet credit or UPI cashback. Rewards are usually funded from the margin you would otherwise spend on ads, and we model the cost per referred customer before launch.",
    features: [
      {
        title: "Reward design and costing",
        description:
          "We compare options such as ₹200 off for both sides, a free service session or store credit, and work out the cost per new customer against your current ad cost.",
      },
      {
        title: "Unique codes and share links",
        description:
          "Each customer gets a personal code or link, pre-filled into a WhatsApp message, so sharing takes one tap from their phone.",
      },
      {
        title: "Referral tracking",
        description:
          "Referrals are tracked through Shopify or WooCommerce apps, a simple Google Sheet plus form, or your CRM, depending on your setup and budget.",
      },
      {
        title: "Automated reward delivery",
        description:
          "Coupons, wallet credit or Razorpay and Cashfree payouts are triggered only after the referred order is paid or the appointment is completed.",
      },
      {
        title: "Fraud and misuse checks",
        description:
          "Rules block self-referrals, duplicate phone numbers and cancelled orders, so rewards go to genuine recommendations.",
      },
      {
        title: "Launch and reminder campaign",
        description:
          "We write the launch messages for WhatsApp, email, SMS and in-store posters, plus gentle reminders after a customer's second or third purchase.",
      },
    ],
    benefits: [
      "New customers who arrive already trusting you",
      "Lower acquisition cost than cold ads in most categories",
      "Rewards paid only on results, not on clicks",
      "A clear list of your most loyal advocates",
    ],
    metrics: [
      "Typically 5-12% of active customers share a referral link in the first quarter",
      "Cost per referred customer often 30-50% below paid social",
      "Programme live in 2-3 weeks on Shopify or WooCommerce",
    ],
    keywords: [
      "referral program for small business",
      "customer referral scheme India",
      "WhatsApp referral marketing",
      "refer and earn setup",
      "referral marketing agency",
    ],
  },
  {
    slug: "retention-marketing",
    serviceSlug: "growth-marketing",
    title: "Retention Marketing",
    subtitle: "Bring customers back for the second, third and tenth order.",
    description:
      "Retention marketing focuses on customers you have already paid to acquire, using timely reminders, offers and useful messages so they buy again instead of drifting to a competitor. It is a strong fit for D2C brands, pharmacies, pet stores, restaurants with delivery, salons and any business where people buy repeatedly. We segment your customer list by purchase history, build automated WhatsApp, email and SMS journeys for reorder reminders, win-backs and birthdays, and report repeat-purchase rate every month. You need a customer list with phone numbers or emails and consent to contact them; we help you collect that properly if it is missing.",
    features: [
      {
        title: "Customer cohort analysis",
        description:
          "We study when customers make a second purchase, how many never return and which products bring people back, using your Shopify, POS or billing data.",
      },
      {
        title: "RFM segmentation",
        description:
          "Customers are grouped by recency, frequency and spend, so loyal regulars, one-time buyers and lapsing customers each get different messages.",
      },
      {
        title: "Reorder reminder flows",
        description:
          "Automated WhatsApp or SMS nudges timed to typical usage, for example 25 days after a monthly supplement or refill order.",
      },
      {
        title: "Win-back campaigns",
        description:
          "Messages and limited offers for customers who have not bought in 60 to 120 days, tested against a no-offer group so you know discounts are needed.",
      },
      {
        title: "Loyalty and membership setup",
        description:
          "Points, tiered memberships or prepaid packages for salons, clinics and cafes, set up in tools you can manage without a developer.",
      },
      {
        title: "Monthly retention report",
        description:
          "Repeat-purchase rate, revenue from returning customers and unsubscribe rates, with notes on what to change next month.",
      },
    ],
    benefits: [
      "More revenue from customers you already paid to acquire",
      "Less dependence on rising Meta and Google ad costs",
      "Discounts aimed only at customers who need a nudge",
      "Better forecasting as repeat orders become predictable",
      "Consent-based messaging that respects DND and WhatsApp rules",
    ],
    metrics: [
      "Repeat-purchase rate commonly up 10-20% within 6 months",
      "Win-back flows usually recover 3-8% of lapsed customers",
      "Returning customers often contribute 30-40% of monthly revenue once flows mature",
    ],
    keywords: [
      "customer retention marketing",
      "repeat purchase strategy D2C",
      "WhatsApp reorder reminders",
      "customer win-back campaign",
      "loyalty program setup India",
    ],
  },
];
