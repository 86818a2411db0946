import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "ai-content-briefs",
    serviceSlug: "ai-seo-content",
    title: "AI Content Briefs",
    subtitle: "Research-backed writing briefs in hours, checked by an SEO editor before a word is written.",
    description:
      "A content brief tells a writer exactly what a page must cover to compete for a search term: the reader's intent, headings, questions to answer, entities to mention and internal links to add. It suits businesses that have writers in-house or on freelance but get thin, off-target articles, such as coaching institutes, SaaS startups, clinics and B2B manufacturers. We use AI tools to pull and compare the top-ranking pages, People Also Ask questions and related terms, then an SEO editor trims, corrects and adds your business context before the brief goes out. Briefs are usually sold in packs of 8, 12 or 20 a month.",
    features: [
      {
        title: "Search intent summary",
        description:
          "A short note on what the searcher really wants (to compare, to buy, to learn, to find a nearby provider) and which page format Google currently favours for that query.",
      },
      {
        title: "Competitor gap analysis",
        description:
          "AI compares the top 10 results and lists the subtopics they cover and the ones they miss, which an editor then verifies by reading the pages.",
      },
      {
        title: "Heading outline",
        description:
          "A suggested H1 to H3 structure with notes under each heading on what to say, which examples to use and roughly how long each section should be.",
      },
      {
        title: "Questions and entities list",
        description:
          "Real questions from Google, Reddit and Quora, plus related terms, brands and places the article should mention to read as complete.",
      },
      {
        title: "Internal link and CTA plan",
        description:
          "Which of your existing pages to link to and from, and the call to action that fits, such as a WhatsApp chat, demo booking or quote form.",
      },
      {
        title: "Editor review and sign-off",
        description:
          "A human SEO editor removes AI errors, adds facts only your business knows, and signs off each brief before it reaches your writer.",
      },
    ],
    benefits: [
      "Writers spend time writing, not guessing what to cover",
      "Fewer rewrites because expectations are set upfront",
      "Consistent quality across in-house and freelance writers",
      "Each article aimed at a specific, researched search query",
    ],
    metrics: [
      "Brief turnaround of 1-2 working days per article",
      "Writer revision rounds typically cut from 3 to 1",
      "Around 3 hours of manual research saved per brief",
    ],
    keywords: [
      "SEO content brief service",
      "AI content brief generator",
      "content brief for writers",
      "SEO article outline India",
      "content briefs agency",
    ],
  },
  {
    slug: "topical-authority",
    serviceSlug: "ai-seo-content",
    title: "Topical Authority Building",
    subtitle: "Cover your subject so thoroughly that search engines see you as a go-to source.",
    description:
      "Topical authority is the idea that a site covering a subject in depth, with well-linked pages on every important question, tends to rank better than a site with scattered one-off posts. It fits specialists who want to be known for one area: a fertility clinic, a CA firm on GST, an edtech brand on NEET preparation, an industrial supplier on a product category. We use AI to cluster hundreds of related queries into a topic map, then our strategists decide which pillar and supporting pages to build, in what order, and how they link together. Expect a 6-12 month programme; authority builds gradually and we do not promise specific rankings.",
    features: [
      {
        title: "Topic universe mapping",
        description:
          "AI groups keywords, questions and sub-questions around your core subject into clusters, and a strategist removes the ones irrelevant to your customers.",
      },
      {
        title: "Pillar and cluster architecture",
        description:
          "A plan of pillar pages and the supporting articles under each, drawn as a site map your developers and writers can follow.",
      },
      {
        title: "Coverage gap audit",
        description:
          "We match your existing pages against the map and mark what is covered well, thinly, twice over, or not at all.",
      },
      {
        title: "Publishing roadmap",
        description:
          "A month-by-month calendar that builds one cluster fully before starting the next, instead of spreading effort thinly across many topics.",
      },
      {
        title: "Expert input sessions",
        description:
          "Short recorded interviews with your doctors, engineers or faculty so content carries first-hand experience that AI alone cannot supply.",
      },
      {
        title: "Cluster performance tracking",
        description:
          "Impressions, clicks and ranking spread are reported per cluster in Search Console, showing which topics are gaining ground.",
      },
    ],
    benefits: [
      "A content plan with a clear reason behind every page",
      "Stronger signals of expertise for health, finance and legal topics",
      "Internal links that spread ranking strength across the site",
      "Less duplicated effort and fewer pages competing with each other",
    ],
    metrics: [
      "Topic maps typically cover 150-400 queries per subject",
      "Cluster impressions often grow 2-3x within 6-9 months of full coverage",
      "Usually 15-30 pages needed per core topic cluster",
    ],
    keywords: [
      "topical authority SEO",
      "topic cluster strategy",
      "pillar page content plan",
      "SEO content strategy India",
      "build topical authority",
    ],
  },
  {
    slug: "content-refresh",
    serviceSlug: "ai-seo-content",
    title: "Content Refresh",
    subtitle: "Revive old blog posts and service pages that used to bring traffic.",
    description:
      "Content refresh means updating pages you already have, fixing outdated prices, stats and screenshots, filling gaps competitors now cover and improving titles, rather than always writing new articles. It is ideal for businesses with 30 or more blog posts or service pages published over a few years, where traffic has flattened or slipped. We pull Search Console data to find pages losing clicks or stuck on page two, let AI suggest missing sections and updated facts, and have an editor verify every change against current sources before republishing. Refreshing is often cheaper per visit gained than new content, and we price it per page batch.",
    features: [
      {
        title: "Decay detection",
        description:
          "A Search Console analysis that flags pages whose clicks or positions have dropped over the last 6 to 12 months, ranked by lost traffic.",
      },
      {
        title: "Striking-distance pages",
        description:
          "Pages sitting in positions 8 to 20 for useful queries, where a targeted update has the best chance of moving them up.",
      },
      {
        title: "AI gap suggestions",
        description:
          "AI compares each page against current top results and proposes missing sections, FAQs and updated examples for the editor to accept or reject.",
      },
      {
        title: "Fact and price check",
        description:
          "An editor updates years, statistics, government rules, GST rates and prices, citing sources, so nothing stale or invented goes live.",
      },
      {
        title: "Title and meta rewrite",
        description:
          "New titles and descriptions written to earn more clicks from the impressions you already get, tested over 4 to 6 weeks.",
      },
      {
        title: "Merge, redirect or prune",
        description:
          "Thin or duplicate posts are merged into stronger pages with 301 redirects, and truly useless pages are removed cleanly.",
      },
    ],
    benefits: [
      "Gains from pages that already have age and backlinks",
      "Visitors see accurate, current information",
      "A leaner blog with fewer weak pages",
      "Faster results than starting new articles from zero",
      "Clear before-and-after numbers per page",
    ],
    metrics: [
      "Refreshed pages commonly regain 20-60% of lost clicks within 8-12 weeks",
      "Click-through rate typically up 1-3 percentage points after title rewrites",
      "Batches of 10-20 pages refreshed per month",
    ],
    keywords: [
      "content refresh SEO",
      "update old blog posts",
      "content decay recovery",
      "SEO content audit India",
      "improve existing page rankings",
    ],
  },
  {
    slug: "local-seo-content",
    serviceSlug: "ai-seo-content",
    title: "Local SEO Content",
    subtitle: "Location and service pages written for the areas you actually serve.",
    description:
      'Local SEO content is the set of pages and posts that help you appear when someone searches for a service plus a place, like "dentist in Koramangala" or "packers and movers Pune". It suits multi-branch clinics, real-estate brokers, restaurants, repair services and franchises that serve specific neighbourhoods or cities. AI produces a first draft from your service details, then our team adds real local facts (landmarks, branch timings, team photos, customer reviews, directions) so pages are genuinely different, not copies with the city name swapped. We typically start with your top 5-10 locations and expand once those pages get impressions.',
    features: [
      {
        title: "Location page templates",
        description:
          "A page structure for each branch or service area covering services offered, timings, map, parking, nearby landmarks and local reviews.",
      },
      {
        title: "Service-plus-area pages",
        description:
          "Pages for high-demand combinations, such as root canal treatment in Andheri West, chosen using real search volume, not every possible pairing.",
      },
      {
        title: "Local facts collection",
        description:
          "A simple form your branch staff fill in with details only they know, which our writers weave into each page.",
      },
      {
        title: "Google Business Profile posts",
        description:
          "Weekly posts for each listing on offers, events and FAQs, written to support the corresponding location page.",
      },
      {
        title: "Local FAQ sections",
        description:
          "Answers to questions people in that area ask, such as home visit charges, parking, or which languages staff speak.",
      },
      {
        title: "LocalBusiness schema",
        description:
          "Structured data with address, phone, hours and geo-coordinates added to each location page to help search engines read the details.",
      },
    ],
    benefits: [
      "Visibility for nearby searchers ready to visit or call",
      "Each branch gets its own page instead of one generic contact page",
      "No thin, duplicated city pages that can hurt the whole site",
      "Consistent details across website and Google listings",
    ],
    metrics: [
      "Calls and direction requests from location pages often up 20-40% in 4-6 months",
      "First 5-10 location pages published within 3-4 weeks",
      "Each page carries at least 40% unique, location-specific content",
    ],
    keywords: [
      "local SEO content writing",
      "location pages for multiple branches",
      "near me SEO India",
      "city landing pages SEO",
      "local service pages",
    ],
  },
];
