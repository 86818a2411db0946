import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "ai-copywriting",
    serviceSlug: "ai-content",
    title: "AI Copywriting",
    subtitle: "Ads, product descriptions and web copy drafted fast by AI, finished by human editors.",
    description:
      "AI copywriting uses language models to draft the everyday words a business needs, such as ad headlines, product descriptions, website sections, emails and WhatsApp broadcasts, at a speed a single writer cannot match. It suits SMBs with large catalogues or frequent campaigns, like D2C brands, online stores, real-estate developers launching projects and coaching institutes running admission drives. We first build a brand voice guide and feed it to the AI along with your product facts, then an editor checks every claim, fixes tone and removes generic phrasing before delivery. Monthly plans are sized by volume, for example 100 product descriptions or 60 ad variations.",
    features: [
      {
        title: "Brand voice guide",
        description:
          "A 2-3 page document defining your tone, words to use and avoid, and sample sentences, used to steer every AI draft.",
      },
      {
        title: "Product description batches",
        description:
          "SEO-aware descriptions for Shopify, WooCommerce, Amazon or Flipkart listings, generated from your spec sheets and checked against them.",
      },
      {
        title: "Ad copy variations",
        description:
          "Multiple headline and primary-text options for Google and Meta ads, within character limits and ad policy rules.",
      },
      {
        title: "Website and landing page copy",
        description:
          "Homepage, service and landing page sections written around your real offers, proof points and customer objections.",
      },
      {
        title: "Email and WhatsApp messages",
        description: "Campaign emails, broadcast messages and template text ready for WhatsApp Business API approval.",
      },
      {
        title: "Human fact and tone check",
        description:
          "An editor verifies prices, specifications and claims, removes anything unprovable, and makes the copy sound like you, not like a chatbot.",
      },
    ],
    benefits: [
      "Large volumes of copy delivered in days, not weeks",
      "A consistent brand voice across every channel",
      "More ad variations to test without extra writer cost",
      "No invented claims, thanks to a human fact check",
    ],
    metrics: [
      "100-300 product descriptions delivered per week at scale",
      "Copy turnaround typically 60-70% faster than fully manual writing",
      "Every piece reviewed by an editor before delivery",
    ],
    keywords: [
      "AI copywriting service India",
      "product description writing",
      "ad copy writing agency",
      "AI content writer for ecommerce",
      "website copywriting",
    ],
  },
  {
    slug: "ai-video-content",
    serviceSlug: "ai-content",
    title: "AI Video Content",
    subtitle: "Short videos for Reels, Shorts and ads, produced quicker with AI-assisted editing.",
    description:
      "AI video content combines your own footage, product shots and photos with AI tools for scripting, voice-over, subtitles and editing, so you can publish short-form video regularly without a full production crew. It is a good match for restaurants, real-estate brokers showing properties, D2C brands, clinics explaining treatments and educators making explainer clips. We write scripts with AI and edit them for accuracy, cut footage into Reels and YouTube Shorts, add captions in English or regional languages, and use AI voice-overs or avatars only where you approve and they are clearly appropriate. Packages typically run from 8 to 20 videos a month, and a short monthly shoot at your location can be added.",
    features: [
      {
        title: "Script and hook writing",
        description:
          "AI proposes hooks and scripts for each video idea, and our creative team tightens them so the first 3 seconds earn attention.",
      },
      {
        title: "AI-assisted editing",
        description:
          "Tools for auto-cutting, reframing horizontal footage into vertical and removing silences speed up edits while an editor controls the final cut.",
      },
      {
        title: "Auto captions in Indian languages",
        description:
          "Subtitles generated in English, Hindi and other languages, proofread by a person, since most viewers watch with sound off.",
      },
      {
        title: "Voice-over options",
        description:
          "Your own recorded voice, a hired voice artist, or an AI voice in a suitable accent, used only with your clear approval.",
      },
      {
        title: "Product and property videos",
        description:
          "Photos and clips turned into walkthroughs, unboxing-style clips or before-and-after videos with music cleared for commercial use.",
      },
      {
        title: "Format cut-downs",
        description:
          "Each video exported for Reels, Shorts, Stories, WhatsApp Status and ads in the right ratio and length.",
      },
    ],
    benefits: [
      "A regular video presence without a production house budget",
      "Faster turnaround from idea to published Reel",
      "Videos accessible to viewers watching on mute",
      "Clear disclosure and approval wherever AI voices or avatars are used",
    ],
    metrics: [
      "8-20 short videos delivered per month",
      "First edits typically ready within 48-72 hours of receiving footage",
      "Production cost per video often 40-60% lower than traditional shoots",
    ],
    keywords: [
      "AI video production India",
      "Instagram Reels editing service",
      "YouTube Shorts creation",
      "short form video agency",
      "AI video ads",
    ],
  },
  {
    slug: "regional-language-content",
    serviceSlug: "ai-content",
    title: "Regional Language Content",
    subtitle: "Content in Hindi, Marathi, Tamil, Telugu and Bengali that reads like it was written locally.",
    description:
      "Regional language content lets you speak to customers in the language they think and buy in, across social posts, ads, website pages, WhatsApp messages and video captions. It suits brands growing in tier-2 and tier-3 cities, FMCG and agri businesses, financial advisors, healthcare providers and local retailers whose customers are more comfortable outside English. AI produces first drafts or adapts your English copy into Hindi, Marathi, Tamil, Telugu and Bengali, and native-speaking reviewers rewrite idioms, check cultural fit and correct terms that machine translation often gets wrong. We can mix languages naturally where your audience does, such as Hinglish for urban Instagram audiences.",
    features: [
      {
        title: "Five core languages",
        description:
          "Hindi, Marathi, Tamil, Telugu and Bengali covered by our reviewer network, with other languages arranged on request.",
      },
      {
        title: "Transcreation, not word-for-word translation",
        description:
          "Headlines, jokes and offers are rewritten to land with the local audience, rather than translated literally.",
      },
      {
        title: "Native reviewer sign-off",
        description:
          "Every piece is checked by a native speaker for grammar, tone and cultural sensitivity before delivery.",
      },
      {
        title: "Glossary and style sheet",
        description:
          'A per-language list of approved terms for your products, so words like "EMI" or "warranty" are used consistently.',
      },
      {
        title: "Script and Hinglish options",
        description:
          "Native scripts for print and websites, Roman-script Hinglish where your audience prefers it for chat and social.",
      },
      {
        title: "Festival and regional calendars",
        description:
          "Content planned around Pongal, Durga Puja, Gudi Padwa, Onam, Diwali and other local occasions relevant to each market.",
      },
    ],
    benefits: [
      "Stronger connection with customers outside English-first metros",
      "Higher engagement on posts and ads in the reader's language",
      "No embarrassing literal translations",
      "Consistent brand terms in every language",
      "Faster delivery than fully manual translation",
    ],
    metrics: [
      "Regional-language ads often see 15-30% higher click-through than English versions in the same markets",
      "Typical turnaround of 2-3 working days per batch including native review",
      "100% of content reviewed by native speakers",
    ],
    keywords: [
      "regional language content writing",
      "Hindi content writing services",
      "Tamil and Telugu translation for marketing",
      "vernacular marketing India",
      "Marathi and Bengali content",
    ],
  },
  {
    slug: "social-content-automation",
    serviceSlug: "ai-content",
    title: "Social Content Automation",
    subtitle: "A month of posts planned, drafted, approved and scheduled in one workflow.",
    description:
      "Social content automation sets up a repeatable system where post ideas, captions, hashtags and simple graphics are drafted with AI, approved by you and published on schedule across Instagram, Facebook, LinkedIn and Google Business Profile. It suits busy owners of cafes, boutiques, clinics, gyms and coaching centres who know they should post regularly but never find the time. We build your content pillars and a monthly calendar, let AI prepare drafts from your offers and photos, have our team polish them, and send the batch to you on WhatsApp or a shared board for one-click approval before scheduling. Plans usually cover 12 to 30 posts a month per brand.",
    features: [
      {
        title: "Content pillars and calendar",
        description:
          "Four or five recurring themes, such as tips, behind-the-scenes, offers, testimonials and festivals, laid out in a monthly calendar.",
      },
      {
        title: "AI caption and hashtag drafts",
        description:
          "Captions in your voice with relevant hashtags and a clear call to action, edited by a person before you see them.",
      },
      {
        title: "Template-based graphics",
        description:
          "Branded templates in Canva or Figma so offer posts, quotes and announcements are produced quickly and stay on brand.",
      },
      {
        title: "Approval workflow",
        description:
          "A shared board or WhatsApp preview where you approve, edit or reject each post, so nothing goes live without your okay.",
      },
      {
        title: "Scheduling across platforms",
        description:
          "Approved posts scheduled through Meta Business Suite, Buffer or similar tools at times your audience is active.",
      },
      {
        title: "Monthly performance recap",
        description:
          "Reach, engagement, profile visits and link clicks per post, with the top and bottom performers used to shape next month's plan.",
      },
    ],
    benefits: [
      "Consistent posting without daily effort from the owner",
      "Full control through approval before anything is published",
      "Planned content instead of last-minute posts",
      "Lessons from each month feed into the next",
    ],
    metrics: [
      "12-30 posts a month delivered per brand",
      "Owner time on social media typically cut to under 1 hour a week",
      "Whole month's batch ready for approval 5-7 days before the month begins",
    ],
    keywords: [
      "social media content automation",
      "AI social media posts",
      "social media scheduling service India",
      "Instagram content calendar",
      "automated social posting small business",
    ],
  },
];
