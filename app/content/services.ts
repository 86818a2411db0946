import type { Service } from "./schema";
import { serviceFaqs } from "./service-faqs";

export const services: Service[] = [
  // ---------------------------------------------------------------------------
  // Marketing Services
  // ---------------------------------------------------------------------------
  {
    slug: "social-media",
    category: "Marketing Services",
    title: "Social Media Marketing",
    subtitle: "Instagram, Facebook, YouTube and LinkedIn run like a sales channel, not a notice board.",
    description:
      "Social media marketing is the planned, week-by-week work of posting, replying and advertising on the platforms where your customers already scroll. It suits a Jaipur boutique, a Pune dental clinic or a Kochi coaching centre that posts when it remembers and gets little business from it. We build a content calendar around your offers and festivals, manage comments and DMs, and put a modest ad budget behind the posts that already work.",
    summary: "Planned posts, quick replies and small ad budgets that turn followers into enquiries.",
    features: [
      {
        title: "Content Planning",
        description:
          "A monthly calendar of reels, carousels and stories tied to your launches, seasons and local festivals. You approve everything before it goes live.",
        subServiceSlug: "content-planning",
      },
      {
        title: "Platform Optimization",
        description:
          "We clean up bios, highlights, handles, links and WhatsApp buttons so a visitor can understand what you sell within a few seconds.",
        subServiceSlug: "platform-optimization",
      },
      {
        title: "Community Management",
        description:
          "Comments, DMs and reviews get answered within working hours in the language your customers write in. Sales-ready chats are passed to your team on WhatsApp.",
        subServiceSlug: "community-management",
      },
      {
        title: "Paid Social Campaigns",
        description:
          "Boosts and ad campaigns on Instagram and Facebook aimed at your city, pin codes or buyer profile. Budgets start around ₹10,000 a month.",
        subServiceSlug: "paid-social",
      },
    ],
    benefits: [
      "A steady posting rhythm without you chasing a freelancer",
      "Replies to customers the same day, not the same week",
      "Content in English, Hindi or your regional language",
      "Ad spend focused on posts that already show traction",
      "A plain monthly report of reach, enquiries and cost",
    ],
    metrics: [
      "Engagement rate typically up 2-3x within the first 90 days",
      "Average DM response time brought under 2 working hours",
      "Cost per enquiry from paid social often ₹60-₹180 in tier-2 cities",
      "12-20 planned posts and reels a month on most plans",
    ],
    faqs: serviceFaqs["social-media"],
    keywords: [
      "social media marketing agency India",
      "Instagram marketing for small business",
      "Facebook ads for local business",
      "social media management services",
      "reels marketing agency",
    ],
  },
  {
    slug: "performance-marketing",
    category: "Marketing Services",
    title: "Performance Marketing",
    subtitle: "Paid ads judged by leads, sales and cost per result, not by impressions.",
    description:
      "Performance marketing means paying for ads on Google, Meta and YouTube and measuring every rupee against calls, form fills, WhatsApp chats or orders. It is for businesses that can spend ₹15,000 to a few lakh a month and want to know exactly what that money brings back. We set up tracking first, run campaigns with tight targeting, and cut or scale spend each week based on actual cost per lead or return on ad spend.",
    summary: "Google, Meta and YouTube ads managed against cost per lead and return on ad spend.",
    features: [
      {
        title: "Google Ads Management",
        description:
          "Search, Performance Max and call campaigns built around the keywords your buyers actually type. Negative keywords are reviewed weekly so spend is not wasted on irrelevant clicks.",
        subServiceSlug: "google-ads",
      },
      {
        title: "Meta Ads Management",
        description:
          "Facebook and Instagram campaigns for lead forms, WhatsApp clicks and online sales. We test audiences and creatives in small batches before scaling.",
        subServiceSlug: "meta-ads",
      },
      {
        title: "AI-Driven Advertising",
        description:
          "We use platform bidding and our own models to shift budget toward the hours, locations and audiences that convert. Humans still set the limits and review every change.",
        subServiceSlug: "ai-advertising",
      },
      {
        title: "Video Advertising",
        description:
          "Short YouTube and reels ads for awareness and consideration, shot on a phone or produced with us. We measure view-through and the searches that follow.",
        subServiceSlug: "video-advertising",
      },
      {
        title: "Retargeting Campaigns",
        description:
          "Ads that follow up with people who visited your site, watched a video or started a chat but did not buy. Frequency caps keep it from feeling pushy.",
        subServiceSlug: "retargeting",
      },
      {
        title: "Conversion Rate Optimization",
        description:
          "Fixes on the landing page, form and checkout so the clicks you already pay for turn into more leads. Changes are tested, not guessed.",
        subServiceSlug: "conversion-optimization",
      },
    ],
    benefits: [
      "Every campaign tied to a clear cost per lead or sale",
      "Weekly budget shifts based on real numbers",
      "Call, form and WhatsApp tracking set up before spend starts",
      "No long lock-in; ad accounts stay in your name",
      "Works with budgets from ₹15,000 a month",
    ],
    metrics: [
      "Cost per lead typically down 20-35% within 90 days",
      "Return on ad spend of 3-5x is common for e-commerce accounts after two months of tuning",
      "Wasted search spend usually cut by 15-25% after the first negative keyword audit",
      "Lead-to-call connect rate often above 60% with instant WhatsApp follow-up",
    ],
    faqs: serviceFaqs["performance-marketing"],
    keywords: [
      "performance marketing agency India",
      "Google Ads agency for small business",
      "Meta ads management India",
      "PPC agency",
      "lead generation ads",
    ],
  },
  {
    slug: "email-marketing",
    category: "Marketing Services",
    title: "Email Marketing",
    subtitle: "Newsletters and automated emails that bring past customers back.",
    description:
      "Email marketing is still the cheapest way to reach people who have already bought from you or asked for a quote. It works well for D2C brands, B2B manufacturers, training institutes and service firms with a few hundred to a few lakh contacts. We clean your list, write and design the emails, set up welcome and follow-up sequences, and report on the orders and replies they bring in.",
    summary: "Newsletters, follow-ups and automated sequences that turn old contacts into repeat sales.",
    features: [
      {
        title: "Email Campaigns",
        description:
          "Planned newsletters and offer emails for sales, new arrivals, events and festive seasons. Each one has a single clear action for the reader.",
        subServiceSlug: "email-campaigns",
      },
      {
        title: "Marketing Automation",
        description:
          "Welcome series, abandoned-cart reminders, quote follow-ups and renewal nudges that run on their own once set up.",
        subServiceSlug: "marketing-automation",
      },
      {
        title: "List Segmentation",
        description:
          "We split contacts by purchase history, city, interest and activity so each group gets messages that fit them.",
        subServiceSlug: "list-segmentation",
      },
      {
        title: "Email Design",
        description:
          "Mobile-friendly templates in your brand colours that render properly in Gmail, Outlook and phone mail apps.",
        subServiceSlug: "email-design",
      },
    ],
    benefits: [
      "Repeat orders without paying for ads again",
      "Automated follow-ups that do not depend on staff memory",
      "Better inbox placement through list hygiene and proper sender setup",
      "Clear unsubscribe handling and consent records",
      "Reports in orders and replies, not just opens",
    ],
    metrics: [
      "Open rates of 25-40% on cleaned, segmented lists",
      "Abandoned-cart emails typically recover 5-12% of lost carts",
      "Bounce rate brought under 2% after list cleaning",
      "Email often contributes 10-20% of online revenue for D2C stores within six months",
    ],
    faqs: serviceFaqs["email-marketing"],
    keywords: [
      "email marketing agency India",
      "email marketing for small business",
      "newsletter services",
      "marketing automation India",
      "abandoned cart email",
    ],
  },
  {
    slug: "content-marketing",
    category: "Marketing Services",
    title: "Content Marketing",
    subtitle: "Useful articles, videos and graphics that answer what your buyers are asking.",
    description:
      "Content marketing is publishing material that helps a buyer decide, so they find you through search and social and arrive already trusting you. It fits clinics explaining treatments, real-estate brokers comparing localities, and manufacturers whose products need some explaining. We plan topics from real customer questions, then write, shoot and design the content and push it out across your website, YouTube and social pages.",
    summary: "Blogs, videos and visuals built from real customer questions to earn trust and search traffic.",
    features: [
      {
        title: "Content Strategy",
        description:
          "A topic plan based on search demand, sales conversations and competitor gaps, mapped to each stage of the buying journey.",
        subServiceSlug: "content-strategy",
      },
      {
        title: "Blog Writing",
        description:
          "Well-researched articles written for people first and search engines second, reviewed by your team for accuracy.",
        subServiceSlug: "blog-writing",
      },
      {
        title: "Video Production",
        description:
          "Explainers, testimonials, walkthroughs and short reels, shot on location or made from existing footage.",
        subServiceSlug: "video-production",
      },
      {
        title: "Infographic Design",
        description:
          "Charts, comparison tables and step-by-step visuals that make a complex offer easy to grasp and share on WhatsApp.",
        subServiceSlug: "infographic-design",
      },
    ],
    benefits: [
      "Organic traffic that keeps coming after the work is paid for",
      "Sales teams get ready answers to send to prospects",
      "Content in English and Indian languages",
      "One piece reused across blog, social, email and WhatsApp",
      "Topics chosen from data, not guesswork",
    ],
    metrics: [
      "Organic blog traffic commonly grows 40-80% over 6 months",
      "4-8 long-form articles or 6-10 short videos a month on standard plans",
      "Time on page often above 2 minutes for in-depth guides",
      "Content-assisted enquiries usually visible in reports by month three",
    ],
    faqs: serviceFaqs["content-marketing"],
    keywords: [
      "content marketing agency India",
      "blog writing services",
      "content writing for business",
      "video content production India",
      "B2B content marketing",
    ],
  },
  {
    slug: "growth-marketing",
    category: "Marketing Services",
    title: "Growth Marketing",
    subtitle: "Small, measured experiments across the funnel to find what grows revenue.",
    description:
      "Growth marketing looks at the whole customer journey, from first visit to repeat purchase, and runs quick tests to improve the weakest step. It suits D2C brands, subscription businesses, edtech and app-based services that already have some traffic and want more out of it. We pick a metric, run one or two experiments every fortnight, keep what works and drop what does not.",
    summary: "Fortnightly experiments on acquisition, conversion, referrals and retention to grow revenue.",
    features: [
      {
        title: "Growth Experiments",
        description:
          "A running backlog of test ideas ranked by expected impact and effort. Each test has a hypothesis, a deadline and a result we share with you.",
        subServiceSlug: "growth-experiments",
      },
      {
        title: "Funnel Optimization",
        description:
          "We map where visitors drop off between ad, page, form, cart and payment, then fix the biggest leak first.",
        subServiceSlug: "funnel-optimization",
      },
      {
        title: "Referral Programs",
        description:
          "Refer-a-friend schemes with simple rewards, shareable WhatsApp links and tracking that stops misuse.",
        subServiceSlug: "referral-programs",
      },
      {
        title: "Retention Marketing",
        description:
          "Win-back offers, loyalty points and reorder reminders over WhatsApp, SMS and email to lift repeat purchase.",
        subServiceSlug: "retention-marketing",
      },
    ],
    benefits: [
      "Decisions backed by test results, not opinions",
      "Gains across the funnel, not only at the top",
      "Lower blended acquisition cost as repeat sales rise",
      "A documented log of what worked for your business",
      "Works alongside your existing ads and team",
    ],
    metrics: [
      "2-4 experiments completed each month",
      "Checkout completion typically up 10-25% after funnel fixes",
      "Repeat purchase rate often up 15-30% within two quarters",
      "Referrals commonly bring 5-15% of new customers once a programme is live",
    ],
    faqs: serviceFaqs["growth-marketing"],
    keywords: [
      "growth marketing agency India",
      "growth hacking services",
      "customer retention marketing",
      "referral program setup",
      "funnel optimization",
    ],
  },
  {
    slug: "branding",
    category: "Marketing Services",
    title: "Branding & Identity",
    subtitle: "A clear name, look and voice that people remember and trust.",
    description:
      "Branding decides how your business looks, sounds and feels everywhere, from the shop board and visiting card to Instagram and packaging. It matters most for family businesses going online, new D2C labels, clinics opening a second branch and firms that have outgrown a logo made years ago. We work out your positioning, design the logo and visual system, and hand over guidelines your printers, staff and agencies can follow.",
    summary: "Positioning, logo, colours and guidelines so your business looks consistent everywhere.",
    features: [
      {
        title: "Brand Strategy",
        description:
          "We define who you serve, why they should choose you and how you speak, drawing on customer interviews and a competitor scan.",
        subServiceSlug: "brand-strategy",
      },
      {
        title: "Logo Design",
        description:
          "Original logo options that work on a signboard, a WhatsApp display picture and a printed carton alike.",
        subServiceSlug: "logo-design",
      },
      {
        title: "Brand Guidelines",
        description:
          "A practical rulebook for colours, fonts, logo use, photography and tone, with ready templates for daily use.",
        subServiceSlug: "brand-guidelines",
      },
      {
        title: "Rebranding",
        description:
          "A planned refresh or full change of identity, with a rollout checklist so old and new do not clash in the market.",
        subServiceSlug: "rebranding",
      },
    ],
    benefits: [
      "A consistent look across store, web, print and social",
      "Easier recall in crowded local markets",
      "Ready templates that save design time every week",
      "Positioning that helps justify better prices",
      "Full ownership of final files and artwork",
    ],
    metrics: [
      "3 logo concepts and 2 rounds of revisions on standard projects",
      "Identity projects usually delivered in 3-5 weeks",
      "20+ ready templates for social, print and stationery",
      "Ad click-through often up 10-20% after moving to consistent brand creatives",
    ],
    faqs: serviceFaqs["branding"],
    keywords: [
      "branding agency India",
      "logo design for small business",
      "brand identity design",
      "rebranding services",
      "brand guidelines",
    ],
  },

  // ---------------------------------------------------------------------------
  // Website Development
  // ---------------------------------------------------------------------------
  {
    slug: "web-development",
    category: "Website Development",
    title: "Web Development",
    subtitle: "Fast, secure websites and web apps built for how your business actually runs.",
    description:
      "Web development covers everything from a five-page business website to booking portals, dealer logins and internal tools. It is for SMBs whose current site is slow, hard to update or does not connect to the way they take orders and enquiries. We design, build, host and maintain the site, and connect it to your CRM, WhatsApp, payment gateway or ERP where needed.",
    summary: "Business websites, web apps and integrations that are fast, secure and easy to update.",
    features: [
      {
        title: "Custom Websites",
        description:
          "Designed from scratch around your services and customers, not squeezed into a generic theme. Built to load quickly on mid-range phones.",
        subServiceSlug: "custom-websites",
      },
      {
        title: "Web Application Development",
        description:
          "Booking systems, customer portals, dealer dashboards and quote calculators built as secure web apps.",
        subServiceSlug: "web-apps",
      },
      {
        title: "CMS Integration",
        description:
          "An editor your staff can use to change prices, add blog posts or swap banners without calling a developer.",
        subServiceSlug: "cms-integration",
      },
      {
        title: "API Development",
        description:
          "Connections between your website and tools such as CRMs, payment gateways, Tally, WhatsApp or logistics partners.",
        subServiceSlug: "api-development",
      },
    ],
    benefits: [
      "You own the code, domain and content",
      "Hosting, SSL and backups handled for you",
      "Enquiries land in your inbox, CRM or WhatsApp instantly",
      "Search-friendly structure from day one",
      "Support plans after launch, billed monthly",
    ],
    metrics: [
      "Pages load in under 2 seconds on a 4G phone",
      "Lighthouse performance scores typically 90+ on mobile",
      "Business websites usually live in 3-6 weeks",
      "99.9% uptime target on managed hosting",
    ],
    faqs: serviceFaqs["web-development"],
    keywords: [
      "web development company India",
      "website design for small business",
      "custom web application development",
      "business website development",
      "website developer near me",
    ],
  },
  {
    slug: "ecommerce",
    category: "Website Development",
    title: "E-commerce Solutions",
    subtitle: "An online store with UPI payments, shipping and GST invoices working from day one.",
    description:
      "E-commerce solutions cover building and running your own online store so you are not fully dependent on marketplaces and their commissions. They suit retailers, home-grown food and fashion labels, and wholesalers ready to take orders directly. We set up the store, connect UPI, cards and COD through gateways like Razorpay or Cashfree, link shipping through Shiprocket, and make sure GST invoices go out automatically.",
    summary: "Your own online store with UPI, COD, shipping and GST invoicing set up end to end.",
    features: [
      {
        title: "E-commerce Store Setup",
        description:
          "A complete store with categories, product pages, shipping rules, taxes and policies, ready to take real orders.",
        subServiceSlug: "ecommerce-setup",
      },
      {
        title: "Payment Gateway Integration",
        description:
          "UPI, cards, net banking, wallets and COD through gateways such as Razorpay or Cashfree, with settlement and refund flows tested.",
        subServiceSlug: "payment-integration",
      },
      {
        title: "Catalog Management",
        description:
          "Product uploads, variants, pricing, stock sync and clean photos, done in bulk for catalogues of 50 or 5,000 items.",
        subServiceSlug: "catalog-management",
      },
      {
        title: "Cart & Checkout Optimization",
        description:
          "Shorter checkout, pin-code delivery checks, COD confirmation and cart recovery to cut abandoned orders.",
        subServiceSlug: "cart-optimization",
      },
    ],
    benefits: [
      "Keep the margin that marketplaces take as commission",
      "Own your customer data for repeat marketing",
      "Automatic GST invoices and order notifications",
      "Shipping labels and tracking without manual work",
      "A store that scales from 10 to 1,000 orders a day",
    ],
    metrics: [
      "Most stores live in 4-8 weeks, depending on catalogue size",
      "Checkout drop-off typically reduced 15-30% after optimisation",
      "COD return-to-origin often down 20-40% with order confirmation on WhatsApp",
      "Product pages load in under 2.5 seconds on mobile data",
    ],
    faqs: serviceFaqs["ecommerce"],
    keywords: [
      "ecommerce website development India",
      "online store setup",
      "D2C website development",
      "Razorpay integration",
      "ecommerce agency for small business",
    ],
  },
  {
    slug: "mobile-design",
    category: "Website Development",
    title: "Mobile-First Design",
    subtitle: "Websites designed for the phone first, because that is where most Indian customers are.",
    description:
      "Mobile-first design means planning every page for a small screen, a thumb and a patchy data connection before thinking about desktop. It is for any business whose visitors come mostly from Instagram, WhatsApp links or mobile search, which in India is nearly everyone. We redesign layouts, buttons and forms for phones, trim page weight, and can turn your site into an installable app-like experience.",
    summary: "Phone-first layouts, light pages and app-like experiences for India's mobile-heavy audience.",
    features: [
      {
        title: "Responsive Design",
        description:
          "Layouts that adapt cleanly from a 5-inch phone to a laptop screen, with readable text and no sideways scrolling.",
        subServiceSlug: "responsive-design",
      },
      {
        title: "Mobile UX Design",
        description:
          "Thumb-friendly buttons, click-to-call, WhatsApp shortcuts and short forms that are easy to fill on the move.",
        subServiceSlug: "mobile-ux",
      },
      {
        title: "Progressive Web App Development",
        description:
          "An installable, app-like website that works on slow networks and can send notifications, without Play Store fees.",
        subServiceSlug: "pwa-development",
      },
      {
        title: "Mobile Performance Optimization",
        description:
          "Image compression, lighter scripts and caching so pages open quickly even on budget phones and 4G.",
        subServiceSlug: "mobile-performance",
      },
    ],
    benefits: [
      "Fewer visitors leaving before the page loads",
      "More calls and WhatsApp chats from mobile traffic",
      "App-like experience without building a native app",
      "Better Core Web Vitals, which search engines reward",
      "Lower data use for your customers",
    ],
    metrics: [
      "Mobile page weight typically cut by 40-60%",
      "Largest Contentful Paint under 2.5 seconds on 4G",
      "Mobile bounce rate often down 15-25% after redesign",
      "Tap-to-call and WhatsApp clicks commonly up 20-40%",
    ],
    faqs: serviceFaqs["mobile-design"],
    keywords: [
      "mobile-first website design",
      "responsive web design India",
      "PWA development company",
      "mobile website optimization",
      "mobile UX design",
    ],
  },
  {
    slug: "landing-pages",
    category: "Website Development",
    title: "Landing Pages",
    subtitle: "Focused single pages that turn ad clicks into leads.",
    description:
      "A landing page is a single page built for one offer and one action, such as booking a consultation, downloading a brochure or requesting a site visit. It is for businesses running ads or campaigns that currently send paid clicks to a busy home page. We design and build the page, connect the form to your CRM or WhatsApp, and keep testing headlines and layouts to lower your cost per lead.",
    summary: "Single-offer pages with tested layouts and fast forms to turn paid clicks into leads.",
    features: [
      {
        title: "Conversion-Focused Design",
        description:
          "One message, one offer and one clear button, with trust signals like reviews, certifications and client logos placed where they help.",
        subServiceSlug: "conversion-design",
      },
      {
        title: "A/B Testing",
        description:
          "We run controlled tests on headlines, images, offers and form length, and keep the version that brings more leads.",
        subServiceSlug: "ab-testing",
      },
      {
        title: "Lead Capture Forms",
        description:
          "Short forms with phone validation, optional OTP and instant routing to your sales team by email or WhatsApp.",
        subServiceSlug: "lead-forms",
      },
      {
        title: "Landing Page Analytics",
        description:
          "Tracking of scroll depth, button clicks, form starts and completions so we know exactly where visitors drop off.",
        subServiceSlug: "landing-analytics",
      },
    ],
    benefits: [
      "Higher return from the ad budget you already spend",
      "Pages live in days, not weeks",
      "Separate pages for each city, service or campaign",
      "Fewer junk leads thanks to validation",
      "Clear data on what makes visitors act",
    ],
    metrics: [
      "Conversion rates of 8-15% are common on well-matched ad traffic",
      "Cost per lead typically 20-40% lower than sending clicks to a home page",
      "New landing pages usually live within 5-7 working days",
      "Fake or wrong-number leads often down 30-50% with phone validation",
    ],
    faqs: serviceFaqs["landing-pages"],
    keywords: [
      "landing page design India",
      "lead generation landing page",
      "high converting landing page",
      "landing page for Google Ads",
      "A/B testing services",
    ],
  },

  // ---------------------------------------------------------------------------
  // SEO & Analytics
  // ---------------------------------------------------------------------------
  {
    slug: "seo",
    category: "SEO & Analytics",
    title: "Search Engine Optimization",
    subtitle: "Steady, honest work to help the right people find you on search.",
    description:
      "Search engine optimization is improving your website so it shows up when people search for what you sell, in your city or across India. It suits clinics, coaching institutes, B2B suppliers, law and CA firms, and online stores that want enquiries without paying for every click. We fix technical issues, research the searches that matter, improve your pages and earn genuine links, and we report progress monthly without promising any particular ranking.",
    summary: "Technical fixes, keyword research, on-page work and genuine links for lasting search traffic.",
    features: [
      {
        title: "Technical SEO",
        description:
          "Crawl errors, site speed, indexing, redirects and mobile issues found and fixed so search engines can read your site properly.",
        subServiceSlug: "technical-seo",
      },
      {
        title: "Keyword Strategy",
        description:
          "Research into what your buyers search, in English and Indian languages, prioritised by intent and realistic competition.",
        subServiceSlug: "keyword-strategy",
      },
      {
        title: "Keyword Clustering",
        description:
          "Related searches grouped so each page targets one topic fully, avoiding pages that compete with each other.",
        subServiceSlug: "keyword-clusters",
      },
      {
        title: "On-Page SEO",
        description:
          "Titles, headings, content, images and internal links improved page by page to match what searchers want.",
        subServiceSlug: "on-page-seo",
      },
      {
        title: "Link Building",
        description:
          "Links earned from relevant Indian directories, industry sites, local news and partners. We do not buy spammy link packages.",
        subServiceSlug: "link-building",
      },
    ],
    benefits: [
      "Enquiries that do not stop when ad spend stops",
      "Visibility for local and India-wide searches",
      "Clean technical base for everything else you build",
      "Monthly reports in plain language",
      "White-hat methods only; no ranking guarantees",
    ],
    metrics: [
      "Organic traffic typically up 30-70% within 6-9 months",
      "Technical issues usually cut by 80%+ within the first 60 days",
      "Pages ranking on page one commonly double within a year for focused sites",
      "Organic leads often reach 25-40% of total enquiries over 12 months",
    ],
    faqs: serviceFaqs["seo"],
    keywords: [
      "SEO agency India",
      "SEO services for small business",
      "local SEO company",
      "technical SEO audit",
      "affordable SEO services India",
    ],
  },
  {
    slug: "analytics",
    category: "SEO & Analytics",
    title: "Analytics & Reporting",
    subtitle: "Know which rupee of marketing spend brought which lead or sale.",
    description:
      "Analytics and reporting turns scattered numbers from your website, ads, calls and WhatsApp into one clear picture of what is working. It is for owners and marketing heads who get several reports a month but still cannot say which channel pays for itself. We set up tracking correctly, build dashboards that refresh automatically, and walk you through the numbers once a month.",
    summary: "Correct tracking and simple dashboards that show which channel brings leads and sales.",
    features: [
      {
        title: "Google Analytics Setup",
        description:
          "A clean GA4 setup with the right events, filters and consent settings, so your traffic data can be trusted.",
        subServiceSlug: "google-analytics",
      },
      {
        title: "Conversion Tracking",
        description:
          "Form fills, calls, WhatsApp clicks and purchases tracked and passed back to ad platforms for better bidding.",
        subServiceSlug: "conversion-tracking",
      },
      {
        title: "Custom Dashboards",
        description: "One live dashboard combining ads, website, CRM and sales data, viewable on your phone.",
        subServiceSlug: "custom-dashboards",
      },
      {
        title: "Marketing Attribution",
        description: "We show how search, social, email and offline touchpoints work together before a customer buys.",
        subServiceSlug: "marketing-attribution",
      },
    ],
    benefits: [
      "One source of truth for marketing numbers",
      "Budget moved to channels that actually convert",
      "Ad platforms optimise on real leads, not page views",
      "Less time spent compiling spreadsheets",
      "Monthly review call in plain language",
    ],
    metrics: [
      "Tracking accuracy typically above 90% of actual leads after setup",
      "Reporting time for your team cut by 5-10 hours a month",
      "Dashboards refresh daily or hourly, as needed",
      "Budget reallocation after attribution often lifts overall ROI by 10-25%",
    ],
    faqs: serviceFaqs["analytics"],
    keywords: [
      "Google Analytics 4 setup India",
      "marketing analytics services",
      "conversion tracking setup",
      "marketing dashboard",
      "marketing attribution",
    ],
  },
  {
    slug: "ai-seo-content",
    category: "SEO & Analytics",
    title: "AI SEO Content",
    subtitle: "AI-assisted research and writing, edited by people, built to rank and to read well.",
    description:
      "AI SEO content uses AI tools to research topics, spot gaps and draft outlines quickly, while human writers and editors make sure every page is accurate and genuinely useful. It is for businesses that need a steady flow of search-focused pages, such as service pages for every city, guides and FAQs, without a large in-house team. We plan topic clusters, produce and edit the content, refresh older pages, and track how each piece performs in search.",
    summary: "AI-assisted, human-edited content plans and pages that build search visibility faster.",
    features: [
      {
        title: "AI Content Briefs",
        description:
          "Detailed briefs built from search results, questions people ask and competitor pages, so each article covers what searchers expect.",
        subServiceSlug: "ai-content-briefs",
      },
      {
        title: "Topical Authority Building",
        description:
          "Clusters of connected pages that cover a subject in depth, helping search engines see your site as a reliable source.",
        subServiceSlug: "topical-authority",
      },
      {
        title: "Content Refresh",
        description:
          "Older posts that have slipped in search are updated with new facts, better structure and current prices.",
        subServiceSlug: "content-refresh",
      },
      {
        title: "Local SEO Content",
        description:
          "Pages for each city, area or branch you serve, written with real local detail rather than copy-pasted templates.",
        subServiceSlug: "local-seo-content",
      },
    ],
    benefits: [
      "More content published without cutting quality",
      "Every page checked by a human editor",
      "Coverage of local and regional searches",
      "Old content put back to work",
      "Lower cost per article than fully manual writing",
    ],
    metrics: [
      "Content output typically 2-3x higher at similar cost",
      "Refreshed pages often regain lost traffic within 6-10 weeks",
      "Impressions for target topics commonly up 50-100% in 6 months",
      "Every page goes through at least one human edit and fact-check",
    ],
    faqs: serviceFaqs["ai-seo-content"],
    keywords: [
      "AI SEO content writing",
      "SEO content agency India",
      "local SEO content",
      "topical authority",
      "content refresh services",
    ],
  },
  {
    slug: "ai-seo-automation",
    category: "SEO & Analytics",
    title: "AI SEO Automation",
    subtitle: "Routine SEO checks and fixes that run automatically, so problems are caught early.",
    description:
      "AI SEO automation takes the repetitive parts of search optimisation, such as audits, rank checks, structured data and internal links, and runs them on a schedule. It suits websites with hundreds or thousands of pages, like online stores, property portals and multi-branch businesses, where manual checks fall behind. We set up the automations, review their alerts each week, and apply fixes before they cost you traffic.",
    summary: "Scheduled audits, rank tracking, schema and internal links handled by automation.",
    features: [
      {
        title: "Automated SEO Audits",
        description:
          "Weekly crawls that flag broken links, missing tags, slow pages and indexing problems, with alerts sent to the right person.",
        subServiceSlug: "automated-seo-audits",
      },
      {
        title: "Rank Tracking",
        description:
          "Daily position tracking for your key searches by city and device, with notes when something moves sharply.",
        subServiceSlug: "rank-tracking",
      },
      {
        title: "Schema Markup",
        description:
          "Structured data for products, FAQs, reviews, local business and events, generated in bulk and validated.",
        subServiceSlug: "schema-markup",
      },
      {
        title: "Internal Linking Automation",
        description:
          "Suggestions and automatic links between related pages so visitors and search engines find your important content.",
        subServiceSlug: "internal-linking",
      },
    ],
    benefits: [
      "Issues caught in days instead of months",
      "Large sites kept healthy without extra staff",
      "Eligibility for rich results such as FAQs and ratings",
      "Clear alerts instead of long audit PDFs",
      "More time for strategy, less for routine checks",
    ],
    metrics: [
      "Time to detect site errors cut from weeks to under 7 days",
      "Schema coverage typically raised to 90%+ of eligible pages",
      "Orphan pages often reduced by 70-90% after internal linking",
      "Manual SEO reporting time down 60-80%",
    ],
    faqs: serviceFaqs["ai-seo-automation"],
    keywords: [
      "SEO automation",
      "automated SEO audit",
      "schema markup services",
      "rank tracking India",
      "internal linking tool",
    ],
  },
  {
    slug: "voice-visual-seo",
    category: "SEO & Analytics",
    title: "Voice & Visual Search SEO",
    subtitle: "Be found when customers speak, snap a photo or search in their own language.",
    description:
      "Voice and visual search SEO prepares your business for people who ask their phone questions, search with a photo, or type in Hindi, Tamil or Marathi. It matters for restaurants, shops, clinics, salons and service providers that depend on local, on-the-go searches. We optimise your content for spoken questions, tune images for visual search, manage your Google Business Profile, and build pages in the languages your customers use.",
    summary: "Optimisation for spoken, photo and regional-language searches, plus Google Business Profile.",
    features: [
      {
        title: "Voice Search Optimization",
        description:
          'Answers to the conversational questions people ask assistants, such as "best physiotherapist near me open now".',
        subServiceSlug: "voice-search-optimization",
      },
      {
        title: "Visual Search Optimization",
        description:
          "Image names, alt text, structured data and quality photos so your products appear when people search with a camera.",
        subServiceSlug: "visual-search-optimization",
      },
      {
        title: "Google Business Profile Management",
        description:
          "Complete, accurate listings with regular posts, photos, review replies and Q&A for each of your locations.",
        subServiceSlug: "google-business-profile",
      },
      {
        title: "Multilingual SEO",
        description:
          "Pages in Hindi, Tamil, Telugu, Marathi, Bengali and other languages, set up correctly so each version reaches the right searchers.",
        subServiceSlug: "multilingual-seo",
      },
    ],
    benefits: [
      'Visibility in "near me" and map searches',
      "Reach customers who prefer Indian languages",
      "More calls and direction requests from your listing",
      "Products discoverable through image search",
      "Reviews answered and managed consistently",
    ],
    metrics: [
      "Profile calls and direction requests typically up 30-60% in 3-6 months",
      "Review count often doubles within 6 months with a simple request routine",
      "Regional-language pages commonly add 15-30% new organic visitors",
      "Listing updates and posts published weekly for every location",
    ],
    faqs: serviceFaqs["voice-visual-seo"],
    keywords: [
      "voice search optimization India",
      "Google Business Profile management",
      "multilingual SEO India",
      "local SEO near me",
      "visual search optimization",
    ],
  },

  // ---------------------------------------------------------------------------
  // AI-Powered Solutions
  // ---------------------------------------------------------------------------
  {
    slug: "ai-chatbots",
    category: "AI-Powered Solutions",
    title: "AI Chatbots",
    subtitle: "Chatbots on WhatsApp and your website that answer, qualify and sell around the clock.",
    description:
      "AI chatbots are trained on your products, prices and policies to answer customer questions instantly on WhatsApp Business, your website and Instagram DMs. They help clinics book appointments, coaching institutes answer fee queries, and stores take orders at 11 pm when no one is at the counter. We build the bot, connect it to your CRM or order system, hand tricky chats to a human, and review its conversations to keep improving it.",
    summary: "WhatsApp and website bots that answer queries, qualify leads and take orders 24x7.",
    features: [
      {
        title: "Custom Chatbot Development",
        description:
          "A chatbot trained on your own FAQs, catalogues and documents, speaking in your tone and staying within agreed topics.",
        subServiceSlug: "custom-chatbot",
      },
      {
        title: "WhatsApp Business Automation",
        description:
          "Automated replies, catalogues, order updates and broadcasts on the official WhatsApp Business API, with opt-in handled properly.",
        subServiceSlug: "whatsapp-automation",
      },
      {
        title: "Lead Qualification Bot",
        description:
          "The bot asks budget, location and timeline questions, scores the lead and sends only serious prospects to your sales team.",
        subServiceSlug: "lead-qualification-bot",
      },
      {
        title: "Customer Support Automation",
        description:
          "Order status, refunds, appointment changes and common complaints handled automatically, with human handover when needed.",
        subServiceSlug: "support-automation",
      },
      {
        title: "Conversational Commerce",
        description:
          "Customers browse products, add to cart and pay by UPI link inside the chat, without leaving WhatsApp.",
        subServiceSlug: "conversational-commerce",
      },
      {
        title: "Multichannel Bots",
        description:
          "One bot serving your website, WhatsApp, Instagram and Facebook Messenger, with every conversation in one inbox.",
        subServiceSlug: "multichannel-bots",
      },
    ],
    benefits: [
      "Instant replies at any hour, including Sundays and holidays",
      "Sales team spends time only on qualified leads",
      "Replies in English, Hindi and regional languages",
      "Smooth handover to a person for complex queries",
      "Every chat logged for follow-up and training",
    ],
    metrics: [
      "First response time under 10 seconds, 24x7",
      "Typically 50-70% of routine queries resolved without staff",
      "Lead-to-appointment rate often up 20-35% with instant qualification",
      "Basic WhatsApp bots usually live in 2-3 weeks",
    ],
    faqs: serviceFaqs["ai-chatbots"],
    keywords: [
      "AI chatbot for business India",
      "WhatsApp chatbot",
      "WhatsApp Business API automation",
      "website chatbot development",
      "lead qualification chatbot",
    ],
  },
  {
    slug: "ai-content",
    category: "AI-Powered Solutions",
    title: "AI Content Creation",
    subtitle: "More ad copy, posts and videos, in more languages, checked by people before they go out.",
    description:
      "AI content creation uses generative tools to produce first drafts of copy, captions, scripts and short videos, which our writers and editors then correct and polish. It is for businesses that need a lot of content across platforms and languages but cannot afford a large creative team. We set up your brand voice in our tools, produce content at volume, translate and adapt it for regional audiences, and schedule it across channels.",
    summary: "AI-drafted, human-edited copy, video and social posts in English and Indian languages.",
    features: [
      {
        title: "AI Copywriting",
        description:
          "Ad headlines, product descriptions, emails and web copy drafted in many variations, then edited for accuracy and tone.",
        subServiceSlug: "ai-copywriting",
      },
      {
        title: "AI Video Content",
        description:
          "Short explainers, product reels and AI voice-overs made from your scripts, photos and existing footage.",
        subServiceSlug: "ai-video-content",
      },
      {
        title: "Regional Language Content",
        description:
          "Content adapted, not just translated, into Hindi, Tamil, Telugu, Kannada, Marathi, Bengali and more, checked by native speakers.",
        subServiceSlug: "regional-language-content",
      },
      {
        title: "Social Content Automation",
        description:
          "Posts and captions generated from your product feed or blog and scheduled across platforms on a set calendar.",
        subServiceSlug: "social-content-automation",
      },
    ],
    benefits: [
      "Several times more content for a similar budget",
      "Consistent brand voice across every channel",
      "Native-speaker review for regional languages",
      "Faster turnaround for festive and flash campaigns",
      "You approve everything before it is published",
    ],
    metrics: [
      "Content turnaround typically 3-5x faster than fully manual work",
      "10-30 ad copy variants per campaign for testing",
      "Regional campaigns commonly see 20-40% higher engagement than English-only versions",
      "Cost per finished piece often 30-50% lower",
    ],
    faqs: serviceFaqs["ai-content"],
    keywords: [
      "AI content creation India",
      "AI copywriting services",
      "regional language content",
      "Hindi content writing",
      "AI video marketing",
    ],
  },
  {
    slug: "ai-design",
    category: "AI-Powered Solutions",
    title: "AI-Assisted Design",
    subtitle: "Designers using AI to produce more creatives, test faster and cut shoot costs.",
    description:
      "AI-assisted design pairs experienced designers with image-generation and editing tools to produce ad creatives, product visuals and layouts much faster. It fits D2C brands, marketplace sellers and small retail chains that need fresh creatives every week but cannot book a photo shoot each time. We generate and refine the designs, test them in live ad campaigns, and keep everything within your brand rules.",
    summary: "Ad creatives, product imagery and design systems produced faster with AI and designers.",
    features: [
      {
        title: "AI Creative Generation",
        description:
          "Banners, social posts and ad creatives produced in many sizes and variations from a single brief.",
        subServiceSlug: "ai-creative-generation",
      },
      {
        title: "Ad Creative Testing",
        description: "Multiple creative versions launched in small budgets to find winners before spending more.",
        subServiceSlug: "ad-creative-testing",
      },
      {
        title: "AI Product Imagery",
        description:
          "Clean backgrounds, lifestyle scenes and model shots generated from simple product photos taken on a phone.",
        subServiceSlug: "ai-product-imagery",
      },
      {
        title: "AI Design Systems",
        description:
          "Reusable templates, colour rules and components that let your team or our tools create on-brand designs quickly.",
        subServiceSlug: "ai-design-systems",
      },
    ],
    benefits: [
      "Fresh creatives every week without a studio",
      "Winning ads found through testing, not taste",
      "Lower photography and editing costs",
      "Every design reviewed by a human designer",
      "Consistent look across hundreds of assets",
    ],
    metrics: [
      "Creative production typically 3-4x faster",
      "Product photo costs often down 50-70% compared with studio shoots",
      "Click-through rates commonly up 15-30% after creative testing",
      "20-50 creative variants a month on growth plans",
    ],
    faqs: serviceFaqs["ai-design"],
    keywords: [
      "AI graphic design services",
      "AI ad creatives",
      "AI product photography India",
      "creative testing agency",
      "social media creatives",
    ],
  },
  {
    slug: "ai-automation",
    category: "AI-Powered Solutions",
    title: "AI Business Automation",
    subtitle: "Leads, follow-ups and reports that move on their own, so your team can sell.",
    description:
      "AI business automation connects your forms, CRM, WhatsApp, spreadsheets and accounting tools so routine work happens without manual copying and reminders. It is for growing SMBs where leads get lost in notebooks and Excel sheets, and where the owner still builds reports by hand every Monday. We map your current process, automate the repetitive steps, add AI where it helps judge lead quality or summarise data, and train your staff on the new flow.",
    summary: "Connected CRM, workflows, lead scoring and reports that cut manual work for your team.",
    features: [
      {
        title: "CRM Automation",
        description:
          "Leads from ads, website, IndiaMART, JustDial and WhatsApp flow into one CRM, assigned to the right person with reminders.",
        subServiceSlug: "crm-automation",
      },
      {
        title: "Workflow Automation",
        description:
          "Quotes, invoices, approvals and follow-up messages triggered automatically across your existing tools.",
        subServiceSlug: "workflow-automation",
      },
      {
        title: "AI Lead Scoring",
        description:
          "Each lead is scored on fit and intent using past conversions, so sales calls the most promising ones first.",
        subServiceSlug: "ai-lead-scoring",
      },
      {
        title: "AI Reporting",
        description:
          "Daily and weekly summaries of sales, marketing and operations sent to your inbox or WhatsApp in plain language.",
        subServiceSlug: "ai-reporting",
      },
    ],
    benefits: [
      "No more leads lost between portals and phones",
      "Faster follow-up on every enquiry",
      "Hours of data entry removed each week",
      "Owners see key numbers without asking for them",
      "Built on tools you already pay for where possible",
    ],
    metrics: [
      "Lead response time typically cut from hours to under 5 minutes",
      "Manual data entry often reduced by 10-20 hours per employee a month",
      "Lead-to-sale conversion commonly up 15-25% with scoring and timely follow-up",
      "Most automation projects live in 3-6 weeks",
    ],
    faqs: serviceFaqs["ai-automation"],
    keywords: [
      "business automation India",
      "CRM automation for small business",
      "AI lead scoring",
      "workflow automation services",
      "IndiaMART lead integration",
    ],
  },
];
