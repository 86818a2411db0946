import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "content-strategy",
    serviceSlug: "content-marketing",
    title: "Content Strategy",
    subtitle: "A written plan for what to publish, for whom, on which channel and why.",
    description:
      "A content strategy connects what you publish to what your customers need to know before they buy, so blogs, videos, emails and social posts pull in the same direction. It helps businesses that create content irregularly with no visible return, and those about to invest in a content team or agency for the first time. We interview your sales team, study customer questions on calls, WhatsApp and reviews, audit existing content, and define audiences, topics, formats, channels and a publishing rhythm. You receive a 90-day plan with KPIs tied to leads, not just traffic.",
    features: [
      {
        title: "Audience and buyer question research",
        description:
          "Customer personas built from sales calls, WhatsApp chats, Google reviews and search data, listing the real questions asked at each stage.",
      },
      {
        title: "Content audit",
        description:
          "Every existing blog, video and landing page scored as keep, update, merge or remove, based on traffic, leads and accuracy.",
      },
      {
        title: "Topic and format plan",
        description:
          "Which topics deserve a blog post, a YouTube video, a carousel, a case study or a downloadable guide, and in which language.",
      },
      {
        title: "Funnel-stage mapping",
        description:
          "Awareness, consideration and decision content planned side by side, so prospects always have a next piece to read or watch.",
      },
      {
        title: "Distribution plan",
        description:
          "How each piece reaches people: SEO, email, WhatsApp broadcast, LinkedIn, Instagram or sales team hand-outs.",
      },
      {
        title: "KPIs and reporting setup",
        description:
          "Goals such as assisted leads, demo bookings and time on page, with GA4 tracking so content is judged on business outcomes.",
      },
    ],
    benefits: [
      "Every piece of content has a clear purpose and audience",
      "Sales and marketing share the same answers to customer questions",
      "Less wasted effort on content nobody reads",
      "A plan you can hand to any writer or agency",
    ],
    metrics: [
      "90-day plan typically covers 24-40 content pieces across channels",
      "Content-assisted leads commonly grow 20-40% within two quarters",
      "Usually 20-30% of existing content flagged for update or merge in the audit",
    ],
    keywords: [
      "content strategy agency India",
      "content marketing plan for small business",
      "B2B content strategy",
      "content audit service",
    ],
  },
  {
    slug: "blog-writing",
    serviceSlug: "content-marketing",
    title: "Blog & Article Writing",
    subtitle: "Well-researched articles written for your customers first and search engines second.",
    description:
      'Blog writing produces articles that answer the questions your buyers type into Google, such as "GST on restaurant bills", "how to choose a school in Hyderabad" or "modular kitchen cost per sq ft". It suits businesses with expertise to share but no time to write: chartered accountants, clinics, interior designers, manufacturers and SaaS firms. Our writers work from an SEO brief, interview your expert for 20 minutes where needed, add original examples and Indian prices, and edit for accuracy before you approve. Plans usually run 4-8 articles a month, each 1,200-2,500 words, with AI used for research support but never to publish unedited text.',
    features: [
      {
        title: "SEO brief for each article",
        description:
          "Target keyword, search intent, headings, questions to answer, competitor gaps and internal links decided before writing starts.",
      },
      {
        title: "Expert interviews",
        description:
          "Short calls with your doctor, engineer or founder to capture first-hand insight that generic content can't copy.",
      },
      {
        title: "Subject-matter writers",
        description:
          "Writers matched to your field, such as healthcare, finance, education, real estate or industrial products, with fact-checking on every claim.",
      },
      {
        title: "Indian context and examples",
        description:
          "Rupee prices, Indian regulations, city-specific details and local examples instead of content written for a US reader.",
      },
      {
        title: "Formatting and visuals",
        description:
          "Scannable headings, tables, FAQs, custom images and meta tags, uploaded to WordPress or your CMS ready to publish.",
      },
      {
        title: "Performance tracking",
        description: "Rankings, clicks and leads tracked per article, with refresh recommendations after 3-6 months.",
      },
    ],
    benefits: [
      "Steady organic traffic that keeps coming without ad spend",
      "Content that shows real expertise and builds trust",
      "Answers your sales team can share on WhatsApp and email",
      "No drafting work on your side beyond a short review",
    ],
    metrics: [
      "4-8 articles a month of 1,200-2,500 words each",
      "Organic blog traffic commonly grows 50-150% in 6-12 months on a consistent schedule",
      "First draft typically delivered within 5-7 working days of brief approval",
    ],
    keywords: [
      "blog writing services India",
      "SEO article writing",
      "content writers for business",
      "B2B blog writing",
      "healthcare content writing",
    ],
  },
  {
    slug: "video-production",
    serviceSlug: "content-marketing",
    title: "Video Content Production",
    subtitle:
      "Explainer videos, testimonials and short-form content shot and edited for YouTube, Reels and your website.",
    description:
      "Video production creates the videos your customers watch before they trust you: product demos, factory walkthroughs, doctor explainers, student testimonials and founder stories. It is a strong fit for businesses whose work is hard to explain in text or photos, such as manufacturers, clinics, interior firms, real-estate developers and educators. We handle scripting, a shoot day at your location in most major Indian cities, editing, subtitles in English and regional languages, and cut-downs for Reels, Shorts and WhatsApp Status. A half-day shoot can typically produce one main video plus 6-10 short clips.",
    features: [
      {
        title: "Concept and scripting",
        description:
          "Scripts and shot lists written around the questions your customers ask, approved by you before the shoot.",
      },
      {
        title: "On-location shoot",
        description:
          "A small crew with cameras, lighting and lapel mics at your shop, factory, clinic or site, planned so normal work isn't disrupted.",
      },
      {
        title: "Customer testimonial videos",
        description:
          "Guided interviews with happy customers, patients or students, edited into credible 60-90 second stories.",
      },
      {
        title: "Editing, graphics and subtitles",
        description:
          "Professional editing, simple motion graphics, background music and subtitles in English, Hindi or regional languages.",
      },
      {
        title: "Short-form cut-downs",
        description:
          "Each long video cut into vertical clips for Reels, YouTube Shorts and WhatsApp Status, each with its own hook.",
      },
      {
        title: "YouTube upload and optimisation",
        description:
          "Titles, descriptions, chapters, thumbnails and tags written so videos can be found in YouTube and Google search.",
      },
    ],
    benefits: [
      "Show your work, people and process in a way that builds trust quickly",
      "One shoot fills weeks of social and ad content",
      "Regional-language subtitles widen your reach",
      "Reusable assets for your website, ads and sales team",
    ],
    metrics: [
      "A half-day shoot typically yields 1 main video and 6-10 short clips",
      "Landing pages with a product video often convert 10-25% better",
      "Final edits usually delivered within 7-10 working days of the shoot",
    ],
    keywords: [
      "corporate video production India",
      "explainer video for small business",
      "testimonial video production",
      "Reels video production agency",
      "YouTube video production",
    ],
  },
  {
    slug: "infographic-design",
    serviceSlug: "content-marketing",
    title: "Infographic Design",
    subtitle: "Turn data, processes and comparisons into visuals people save, share and link to.",
    description:
      "Infographics explain something complex at a glance: a loan eligibility chart, a step-by-step admission process, a comparison of tile materials or survey results from your industry. They work well for B2B firms, financial advisers, healthcare providers and educators who need to simplify information and earn shares and backlinks. We research or take your data, write the copy, design the graphic in your brand style and deliver versions for your blog, LinkedIn carousels, Instagram, Pinterest and print. Original data-led infographics are also one of our main tools for earning links from Indian media and industry sites.",
    features: [
      {
        title: "Data research and fact-checking",
        description:
          "Figures sourced from your records, government data such as RBI or MoSPI releases, or industry reports, with every source cited.",
      },
      {
        title: "Copy and visual storyline",
        description:
          "A clear headline and flow so the main point lands in five seconds, with no more text than the graphic needs.",
      },
      {
        title: "Brand-consistent design",
        description:
          "Your colours, fonts and icon style applied throughout, so infographics look like part of your brand, not a stock template.",
      },
      {
        title: "Multi-format exports",
        description:
          "A long-form blog version, a LinkedIn or Instagram carousel, a Pinterest pin and a print-ready A4 PDF from the same design.",
      },
      {
        title: "Embed code and SEO markup",
        description:
          "An embed snippet with attribution link, alt text and a text summary on the page so search engines can read the content.",
      },
      {
        title: "Outreach to publishers",
        description:
          "Optional outreach to relevant journalists and bloggers who may feature the infographic and link back to you.",
      },
    ],
    benefits: [
      "Complex information understood quickly by customers",
      "Highly shareable content for LinkedIn and Instagram",
      "A practical way to earn backlinks and media mentions",
      "Useful sales collateral for brochures and presentations",
    ],
    metrics: [
      "Carousel versions commonly earn 2-3x more saves than single-image posts",
      "A well-researched data infographic can earn 5-20 referring links with outreach",
      "Each infographic typically delivered in 5-7 working days",
    ],
    keywords: [
      "infographic design services India",
      "data visualisation for marketing",
      "LinkedIn carousel design",
      "infographic for backlinks",
    ],
  },
];
