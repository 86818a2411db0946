import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "automated-seo-audits",
    serviceSlug: "ai-seo-automation",
    title: "Automated SEO Audits",
    subtitle: "Your site crawled every week, with problems explained in plain language.",
    description:
      "Automated SEO audits crawl your website on a schedule and catch technical problems such as broken links, missing titles, slow pages, blocked pages and accidental noindex tags before they cost you traffic. They suit e-commerce stores with changing catalogues, businesses whose developers push updates often, and any site that has lost rankings after a redesign. We configure crawlers and Search Console alerts, use AI to group hundreds of raw warnings into a short list of real issues, and an SEO specialist reviews each week's findings before they reach you. Plans start with one site up to 5,000 URLs; larger catalogues are priced by crawl size.",
    features: [
      {
        title: "Scheduled site crawls",
        description:
          "Weekly or daily crawls with Screaming Frog, Sitebulb or similar tools, set up to render JavaScript where your site needs it.",
      },
      {
        title: "AI issue grouping",
        description:
          'Thousands of warnings are clustered by root cause, so you see "one template is missing canonical tags" instead of 800 separate rows.',
      },
      {
        title: "Core Web Vitals checks",
        description:
          "Mobile speed and layout-shift scores for key templates, tested on a simulated 4G connection typical of Indian users.",
      },
      {
        title: "Instant change alerts",
        description:
          "Email or WhatsApp alerts when robots.txt changes, the homepage returns an error, or important pages suddenly get a noindex tag.",
      },
      {
        title: "Developer-ready tickets",
        description:
          "Each confirmed issue comes with affected URLs, the fix needed and a priority, ready to paste into Jira, Trello or a shared sheet.",
      },
      {
        title: "Human review before reporting",
        description:
          "A specialist checks every flagged issue, discards false alarms and adds context, so your team is not chasing harmless warnings.",
      },
    ],
    benefits: [
      "Problems caught within days instead of months",
      "Developers receive clear, prioritised fixes",
      "Safer website releases with a check after every deploy",
      "Less time spent reading raw tool exports",
    ],
    metrics: [
      "Critical issues typically flagged within 24-72 hours of appearing",
      "Raw crawl warnings usually reduced to a list of 10-20 real actions",
      "Sites up to 5,000 URLs crawled weekly on the base plan",
    ],
    keywords: [
      "automated SEO audit",
      "technical SEO monitoring",
      "website crawl report",
      "SEO health check India",
      "site audit tool setup",
    ],
  },
  {
    slug: "rank-tracking",
    serviceSlug: "ai-seo-automation",
    title: "Rank Tracking",
    subtitle: "Know where you stand on Google, city by city and device by device.",
    description:
      "Rank tracking records your Google position for a chosen set of keywords over time, so you can see whether your SEO work is moving the needle and spot sudden drops early. It suits businesses that rely on organic search for enquiries, especially multi-city brands, local service providers and e-commerce stores watching key product terms. We choose the right keyword set with you, track it by city and on mobile since results in Mumbai differ from Jaipur, and send AI-written summaries of what changed and why it might have happened, checked by an analyst. Tracking is priced by the number of keywords and locations, commonly 100 to 500 terms for an SMB.",
    features: [
      {
        title: "Keyword set selection",
        description:
          "We pick terms that bring enquiries and sales, grouped by service, product line or location, rather than vanity keywords with no buying intent.",
      },
      {
        title: "City-level tracking",
        description:
          "Positions checked from the cities and localities you serve, such as Delhi NCR, Hyderabad or Coimbatore, because local results vary widely.",
      },
      {
        title: "Mobile and desktop split",
        description: "Separate positions for phone and computer searches, since most Indian searches happen on mobile.",
      },
      {
        title: "SERP feature tracking",
        description:
          "Whether you appear in the map pack, featured snippets, People Also Ask, image or video results for each term.",
      },
      {
        title: "Competitor visibility",
        description:
          "The same keywords tracked for 3 to 5 competitors, so you can tell a market-wide shake-up from a problem on your own site.",
      },
      {
        title: "Weekly change summary",
        description:
          "AI drafts a short note on the biggest gains and drops with likely causes, and an analyst confirms it before it lands in your inbox.",
      },
    ],
    benefits: [
      "A clear picture of SEO progress without logging into tools",
      "Early warning when rankings slip after an update or site change",
      "City-wise view for businesses with several branches",
      "Honest context: rankings shown alongside clicks and leads",
    ],
    metrics: [
      "100-500 keywords tracked per site on typical SMB plans",
      "Positions updated daily, summaries sent weekly",
      "Tracking across up to 10 cities or localities",
    ],
    keywords: [
      "keyword rank tracking India",
      "Google ranking report",
      "local rank tracker",
      "SEO position monitoring",
      "city wise keyword ranking",
    ],
  },
  {
    slug: "schema-markup",
    serviceSlug: "ai-seo-automation",
    title: "Schema Markup",
    subtitle: "Structured data that helps search engines understand your business, products and FAQs.",
    description:
      "Schema markup is code added to your pages that tells search engines what the content is: a product with price and stock, a clinic with opening hours, a course with fees, an event with a date, or a set of FAQs. It helps e-commerce stores, restaurants, clinics, coaching institutes and event organisers qualify for richer search listings such as review stars, prices and breadcrumbs, though Google decides when to show them. We audit your current markup, generate JSON-LD templates with AI assistance, have a developer validate them against Google's Rich Results Test, and set them up to update automatically from your CMS or catalogue. Most sites need a one-time setup of 1-3 weeks plus monitoring.",
    features: [
      {
        title: "Existing markup audit",
        description:
          "We find missing, broken or conflicting structured data, including duplicate markup added by multiple plugins or themes.",
      },
      {
        title: "Organisation and LocalBusiness schema",
        description:
          "Business name, logo, address, phone, hours and social profiles marked up consistently with your Google Business Profile.",
      },
      {
        title: "Product and offer schema",
        description:
          "Price in rupees, availability, brand, SKU and review data generated from your Shopify, WooCommerce or custom catalogue.",
      },
      {
        title: "FAQ, article and breadcrumb schema",
        description:
          "Markup for blog posts, FAQ sections and navigation paths, added through templates so new pages are covered automatically.",
      },
      {
        title: "Validation and testing",
        description:
          "Every template is checked in Google's Rich Results Test and Schema.org validator before release, and errors are fixed by a developer.",
      },
      {
        title: "Search Console monitoring",
        description:
          "Ongoing watch on the Enhancements reports, with alerts when Google flags new errors after a site update.",
      },
    ],
    benefits: [
      "Better chance of eye-catching results like prices and review stars",
      "Business details read correctly by search engines and AI assistants",
      "Markup that stays correct as products and prices change",
      "One clean implementation instead of clashing plugins",
    ],
    metrics: [
      "Rich-result-eligible pages often see 5-15% higher click-through",
      "Setup completed in 1-3 weeks for most SMB sites",
      "Zero critical structured-data errors in Search Console after rollout",
    ],
    keywords: [
      "schema markup service",
      "structured data for ecommerce",
      "local business schema India",
      "JSON-LD implementation",
      "rich snippets setup",
    ],
  },
  {
    slug: "internal-linking",
    serviceSlug: "ai-seo-automation",
    title: "Internal Linking",
    subtitle: "Connect your pages so visitors and search engines find your most important ones.",
    description:
      "Internal linking is how pages on your own site point to each other; done well, it guides visitors to your service and product pages and spreads ranking strength from popular posts to pages that earn money. It matters most for sites with 50 or more pages, such as blogs, course catalogues, real-estate listing sites and online stores, where many pages end up with few or no links pointing to them. We crawl the site, use AI to match pages by meaning and suggest relevant links with natural anchor text, and an editor approves each suggestion before it goes live. Setup includes a one-time clean-up, and ongoing plans add links to every new page you publish.",
    features: [
      {
        title: "Link graph audit",
        description:
          "A crawl showing how many internal links each page receives, which important pages are buried more than three clicks deep, and which are orphaned.",
      },
      {
        title: "AI link suggestions",
        description:
          "Pages are matched by topic using text embeddings, producing a list of source page, target page and suggested anchor phrase.",
      },
      {
        title: "Editor approval",
        description:
          "An editor reviews each suggestion for relevance and readability, rejecting forced or repetitive links before anything is added.",
      },
      {
        title: "Orphan page rescue",
        description:
          "Pages with no internal links are either linked from relevant content, merged with a stronger page, or removed if they serve no purpose.",
      },
      {
        title: "Navigation and hub pages",
        description:
          "Recommendations for menus, category hubs, breadcrumbs and related-post blocks that build links into the site structure.",
      },
      {
        title: "New content linking",
        description:
          "Each new article or product gets links in and out within a week of publishing, so it is not left stranded.",
      },
    ],
    benefits: [
      "Money pages receive more strength from popular content",
      "Visitors find related services and products more easily",
      "New pages get discovered and indexed faster",
      "Anchor text stays natural and varied, not spammy",
    ],
    metrics: [
      "Orphan pages typically cut by 80-100% after clean-up",
      "Key pages brought within 3 clicks of the homepage",
      "Pages per session often up 10-20% on content-heavy sites",
      "Sites up to 2,000 pages covered in the first clean-up",
    ],
    keywords: [
      "internal linking strategy",
      "internal link audit",
      "orphan pages fix",
      "AI internal linking tool",
      "SEO site structure",
    ],
  },
];
