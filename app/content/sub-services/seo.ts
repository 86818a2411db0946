import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "technical-seo",
    serviceSlug: "seo",
    title: "Technical SEO",
    subtitle: "Fix the crawling, indexing and speed problems that quietly hold your site back.",
    description:
      "Technical SEO makes sure Google can find, crawl, render and index every page that matters on your site, and that those pages load fast on mobile. It matters most for e-commerce stores with thousands of product URLs, sites rebuilt on a new platform, and businesses whose pages simply aren't showing up in Google Search Console. We run a full crawl, fix issues such as duplicate URLs, broken redirects, blocked resources, missing canonicals and weak Core Web Vitals, and work with your developer or fix things directly. A typical audit and first round of fixes takes 3-4 weeks, followed by monthly monitoring.",
    features: [
      {
        title: "Full site crawl and audit",
        description:
          "A crawl of every URL with Screaming Frog or Sitebulb, listing errors by impact: broken links, redirect chains, orphan pages, thin and duplicate pages.",
      },
      {
        title: "Indexing and Search Console clean-up",
        description:
          'We review the Page indexing report, fix "Crawled - currently not indexed" and "Duplicate without canonical" issues, and submit clean XML sitemaps.',
      },
      {
        title: "Core Web Vitals improvements",
        description:
          "LCP, INP and CLS fixes such as image compression, lazy loading, font loading and removal of heavy scripts, measured on real mobile data.",
      },
      {
        title: "Canonicals, redirects and URL structure",
        description:
          "Correct canonical tags for filter and variant pages, 301 redirect maps for migrations, and readable URLs in place of ?id=123 style links.",
      },
      {
        title: "robots.txt and crawl budget",
        description:
          "Blocking faceted search, cart and internal search pages from crawling so Google spends its time on the pages that earn traffic.",
      },
      {
        title: "Migration safety checks",
        description:
          "Before and after checks when you move from Wix, Blogger or an old CMS to a new site, so years of rankings aren't lost overnight.",
      },
    ],
    benefits: [
      "More of your important pages indexed and eligible to rank",
      "Faster pages that keep mobile visitors from bouncing",
      "Safe website redesigns and platform moves",
      "A clean foundation so content and links actually pay off",
    ],
    metrics: [
      "Indexed valid pages often increase 20-60% on sites with crawl problems",
      "Largest Contentful Paint typically brought under 2.5 seconds on mobile",
      "Crawl errors in Search Console usually reduced by 80%+ within 6 weeks",
    ],
    keywords: [
      "technical SEO audit India",
      "Core Web Vitals optimisation",
      "website indexing issues fix",
      "SEO site migration service",
      "Google Search Console errors",
    ],
  },
  {
    slug: "keyword-strategy",
    serviceSlug: "seo",
    title: "Keyword Strategy",
    subtitle: "Choose the searches worth winning, based on intent, volume and what you can realistically rank for.",
    description:
      "A keyword strategy decides which searches your website should target and in what order, so effort goes into terms that bring paying customers rather than vanity traffic. It is the starting point for any business beginning SEO, launching a new product line or entering a new city. We research volumes and difficulty for your market, label every keyword by intent (informational, commercial, transactional or local), check which of them you can win against current rankers, and map each one to an existing or new page. You get a prioritised roadmap for 6-12 months, not a 5,000-row spreadsheet.",
    features: [
      {
        title: "Seed and competitor research",
        description:
          "Keywords pulled from your services, Google Search Console, Google Ads search terms and the pages your top three organic competitors rank with.",
      },
      {
        title: "Search intent labelling",
        description:
          "Each keyword tagged as informational, commercial, transactional or local, so blog posts, service pages and product pages target the right terms.",
      },
      {
        title: "Winnability scoring",
        description:
          "A realistic score for each term based on difficulty, the strength of current top-10 results and your site's authority today.",
      },
      {
        title: "Keyword-to-page mapping",
        description:
          "One primary keyword per page to avoid cannibalisation, with supporting terms and a note on whether to update an existing page or create a new one.",
      },
      {
        title: "Hindi, Hinglish and regional terms",
        description:
          'Searches like "sasta flat in Thane" or Tamil and Marathi queries included where your customers search that way.',
      },
      {
        title: "Quarterly priority roadmap",
        description:
          "A month-by-month plan of pages to build or improve, ranked by expected business value and effort.",
      },
    ],
    benefits: [
      "Effort goes into searches that lead to enquiries and sales",
      "No more pages competing against each other for the same term",
      "A clear content plan your team or ours can follow",
      "Realistic expectations on what can rank and when",
    ],
    metrics: [
      "Typically 150-400 prioritised keywords mapped for a small business site",
      "Roadmap covers 6-12 months of page creation and updates",
      "Commercial and local terms usually make up 50%+ of the priority list",
    ],
    keywords: [
      "keyword research services India",
      "SEO keyword strategy",
      "search intent analysis",
      "keyword mapping for website",
      "local keyword research",
    ],
  },
  {
    slug: "keyword-clusters",
    serviceSlug: "seo",
    title: "Keyword Clustering",
    subtitle: "Group hundreds of related searches into topics, so one strong page ranks for many of them.",
    description:
      'Keyword clustering groups searches that Google treats as the same need, such as "dentist near me", "best dental clinic in Pune" and "dental clinic Kothrud", so a single well-built page can rank for all of them instead of several thin pages fighting each other. It helps businesses with a long list of keywords and a crowded site: multi-branch clinics, coaching institutes with many courses, and stores with overlapping categories. We cluster by comparing live Google results (keywords that share top-10 URLs belong together), then name each cluster, pick its main page and plan the supporting articles that link to it. The output is a topic map that turns straight into briefs for writers and developers.',
    features: [
      {
        title: "SERP-overlap clustering",
        description:
          "Keywords grouped when their top-10 Google results share several of the same URLs, which reflects how Google sees intent rather than how words look.",
      },
      {
        title: 'Local and "near me" grouping',
        description:
          'Location variants like "physiotherapist near me", "physio in Andheri West" and "best physiotherapy clinic Mumbai" sorted into the right city or branch page.',
      },
      {
        title: "Pillar and supporting page plan",
        description:
          'For each topic, one pillar page (for example "Dental Implants in Pune") and supporting posts such as "implant cost in India" or "implant vs bridge".',
      },
      {
        title: "Cannibalisation detection",
        description:
          "We flag existing pages that split rankings for the same cluster and recommend which to merge, redirect or re-target.",
      },
      {
        title: "Cluster value scoring",
        description:
          "Combined search volume, commercial intent and current rankings for each cluster, so you tackle the topics closest to revenue first.",
      },
      {
        title: "Internal linking blueprint",
        description:
          "A simple diagram of which pages link to which, using natural anchor text, so authority flows from supporting posts to the money page.",
      },
    ],
    benefits: [
      "One strong page ranks for dozens of related searches",
      "Fewer, better pages instead of thin duplicates",
      "Clear topic ownership that builds authority over time",
      "Writers get briefs with the exact phrases to cover",
    ],
    metrics: [
      "Typically 500-2,000 keywords condensed into 40-120 actionable clusters",
      "Pages built around clusters often rank for 3-5x more keywords than single-keyword pages",
      "Cannibalising pages usually reduced by 50%+ after merges and redirects",
    ],
    keywords: [
      "keyword clustering service",
      "SEO topic clusters",
      "SERP based keyword grouping",
      "pillar page strategy",
      "keyword cannibalisation fix",
    ],
  },
  {
    slug: "on-page-seo",
    serviceSlug: "seo",
    title: "On-Page SEO",
    subtitle: "Titles, headings, content and schema on every key page, tuned for both searchers and Google.",
    description:
      "On-page SEO optimises what sits on each page: title tags, meta descriptions, headings, body copy, images, internal links and structured data. It gives the quickest wins for businesses whose service and product pages already exist but rank on page two or three. Using Search Console data, we rewrite titles for click-through, add the questions buyers ask, mark up FAQs, products, local business details and reviews with schema, and improve thin pages until they answer the search fully. Changes are tracked page by page, so you can see which edits moved rankings and clicks.",
    features: [
      {
        title: "Title and meta description rewrites",
        description:
          "Titles that include the main keyword, location and a reason to click, written to fit mobile search results without being cut off.",
      },
      {
        title: "Heading and content structure",
        description:
          "Logical H1-H3 structure, scannable sections and answers to real customer questions added to pages that are too short or vague.",
      },
      {
        title: "Structured data markup",
        description:
          "LocalBusiness, Product, FAQ, Course, Review and Breadcrumb schema added and validated in Google's Rich Results Test.",
      },
      {
        title: "Image optimisation",
        description:
          "Descriptive file names and alt text, WebP compression and correct dimensions so images help rankings and image search instead of slowing pages.",
      },
      {
        title: "Internal links from strong pages",
        description:
          "Links added from your best-ranking pages to the ones you want to push, with descriptive anchor text.",
      },
      {
        title: "Page-level change log",
        description:
          "Every edit recorded with date and before/after rankings and clicks from Search Console, reviewed at 4 and 8 weeks.",
      },
    ],
    benefits: [
      "Faster ranking gains on pages you already have",
      "Higher click-through from search results at the same position",
      "Rich results such as star ratings, prices and breadcrumbs where Google shows them",
      "Pages that convince visitors, not just search engines",
    ],
    metrics: [
      "Organic click-through rate often improves 15-40% after title rewrites",
      "Page-two keywords frequently move to page one within 2-4 months, though rankings are never guaranteed",
      "Typically 20-40 priority pages optimised in the first quarter",
    ],
    keywords: [
      "on-page SEO services India",
      "meta title optimisation",
      "schema markup for local business",
      "SEO content optimisation",
      "improve Google rankings existing pages",
    ],
  },
  {
    slug: "link-building",
    serviceSlug: "seo",
    title: "Link Building",
    subtitle: "Earn relevant, real links from Indian publications, directories and partners without spammy shortcuts.",
    description:
      "Link building gets other reputable websites to link to yours, which remains one of the strongest signals Google uses to judge trust and authority. It is essential in competitive niches such as real estate, education, healthcare and finance, where good on-page work alone isn't enough to break into the top results. We earn links through digital PR, data stories for Indian media, guest articles on relevant industry sites, local citations, supplier and association listings, and reclaiming unlinked brand mentions. We do not buy links from PBNs or link farms, and a realistic pace is 5-15 quality links a month depending on budget.",
    features: [
      {
        title: "Backlink audit and toxic link review",
        description:
          "An audit of your current link profile, competitor link gaps and any spammy links from past SEO vendors that may need attention.",
      },
      {
        title: "Digital PR and data stories",
        description:
          "Newsworthy angles from your own data or surveys pitched to Indian business, city and trade publications for editorial links.",
      },
      {
        title: "Industry guest contributions",
        description:
          "Expert articles placed on relevant, real sites with genuine readers, written by our team and approved by you.",
      },
      {
        title: "Local citations and directories",
        description:
          "Consistent listings on JustDial, IndiaMART, Sulekha, Practo, Zomato or industry directories, depending on your category.",
      },
      {
        title: "Unlinked mention reclamation",
        description:
          "We find places that mention your business name without linking and politely request a link from the editor or site owner.",
      },
      {
        title: "Monthly link report",
        description:
          "Every link earned with its URL, domain authority, relevance, anchor text and whether it is do-follow, so you see exactly what you paid for.",
      },
    ],
    benefits: [
      "Stronger authority to compete for difficult commercial keywords",
      "Referral traffic and credibility from real publications",
      "Safe, white-hat methods that don't risk penalties",
      "Full transparency on every link built",
    ],
    metrics: [
      "Typically 5-15 quality, relevant links earned per month",
      "Referring domains commonly grow 30-80% over 6 months",
      "Over 90% of links placed on sites with real organic traffic",
    ],
    keywords: [
      "link building services India",
      "white hat backlinks",
      "digital PR for SEO",
      "local citation building",
      "guest posting India",
    ],
  },
];
