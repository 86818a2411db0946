import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "voice-search-optimization",
    serviceSlug: "voice-visual-seo",
    title: "Voice Search Optimisation",
    subtitle: "Be the answer when customers ask their phone a question out loud.",
    description:
      'Voice search optimisation prepares your website and listings for spoken queries, which tend to be longer, more conversational and often local, like "Ok Google, which pharmacy near me is open now" or questions asked in Hindi. It suits local businesses with walk-in customers, such as restaurants, clinics, pharmacies, salons and repair shops, as well as brands answering common how-to questions. We research how people phrase questions in English and Indian languages, write short, direct answers on your pages, keep hours and contact details accurate across Google and maps, and add the structured data assistants rely on. Voice results are not reported separately by Google, so we measure progress through question-led queries in Search Console and calls from your listings.',
    features: [
      {
        title: "Spoken query research",
        description:
          "We collect question-style phrases, including Hinglish and regional variants, from People Also Ask, autocomplete and your own call and chat logs.",
      },
      {
        title: "Direct answer blocks",
        description:
          "Concise 40 to 60 word answers placed near the top of relevant pages, written so an assistant can read them aloud sensibly.",
      },
      {
        title: "Conversational FAQ pages",
        description:
          "FAQ sections that mirror how customers actually speak, covering prices, timings, location, delivery and eligibility.",
      },
      {
        title: "Near-me readiness",
        description:
          "Consistent name, address and phone across your website, Google Business Profile, JustDial and map apps, since voice answers often pull from these.",
      },
      {
        title: "Answer-friendly structured data",
        description:
          "FAQ, LocalBusiness and opening-hours markup that helps search engines and assistants read your answers and details correctly.",
      },
      {
        title: "Mobile speed fixes",
        description:
          "Page speed improvements for phones, since voice searches are mostly made on mobile and slow pages are less likely to be chosen.",
      },
    ],
    benefits: [
      "More visibility for urgent, ready-to-act local searches",
      "Clear answers that also help ordinary text searchers",
      "Accurate business details wherever assistants look",
      "Content that reflects how Indian customers really speak",
    ],
    metrics: [
      "Impressions for question-style queries often up 25-50% in 4-6 months",
      "Answer blocks added to 20-40 key pages in the first phase",
      "Listing calls and direction requests tracked monthly for impact",
    ],
    keywords: [
      "voice search optimisation",
      "voice SEO for local business",
      "near me search optimisation",
      "Hindi voice search SEO",
      "Google Assistant SEO",
    ],
  },
  {
    slug: "visual-search-optimization",
    serviceSlug: "voice-visual-seo",
    title: "Visual Search Optimisation",
    subtitle: "Help shoppers find your products through Google Lens and image results.",
    description:
      "Visual search optimisation makes your product and place images easy for Google Lens, Google Images and Pinterest to understand, so people who photograph a kurta, a tile design or a machine part can land on your page. It is most useful for fashion, jewellery, furniture, home decor, handicraft and industrial parts sellers, and for restaurants and hotels whose photos drive visits. We audit image quality and file setup, rewrite file names and alt text with AI help checked by a human for accuracy, add product image schema and image sitemaps, and advise on photography that search engines read well. Most of the work is a one-time catalogue clean-up, followed by rules for every new product you upload.",
    features: [
      {
        title: "Image SEO audit",
        description:
          "A check of file names, alt text, sizes, formats, lazy loading and indexing status for your most important product and category images.",
      },
      {
        title: "Alt text at scale",
        description:
          "AI drafts descriptive alt text for hundreds of images, and a reviewer corrects colour, material and product names before upload.",
      },
      {
        title: "Image compression and formats",
        description:
          "Conversion to WebP or AVIF with correct sizing, so images stay sharp but load quickly on mid-range Android phones.",
      },
      {
        title: "Image sitemaps and schema",
        description:
          "Image sitemaps and product image markup so search engines can find and connect each image to its product, price and availability.",
      },
      {
        title: "Photography guidelines",
        description:
          "A short guide for your team or photographer on clean backgrounds, multiple angles, in-use shots and consistent lighting.",
      },
      {
        title: "Google Merchant Center feed checks",
        description:
          "Review of your product feed images and attributes so listings can appear in Shopping and Lens results where eligible.",
      },
    ],
    benefits: [
      "Products discoverable by shoppers who search with a camera",
      "Faster pages from properly compressed images",
      "Better accessibility for visually impaired visitors",
      "A repeatable process for every new catalogue upload",
    ],
    metrics: [
      "Image search clicks commonly up 20-40% within 3-6 months",
      "Image weight typically reduced by 50-70% after compression",
      "Catalogues of up to 2,000 images cleaned up in the first month",
    ],
    keywords: [
      "visual search optimisation",
      "Google Lens SEO",
      "image SEO for ecommerce",
      "product image alt text",
      "image search ranking India",
    ],
  },
  {
    slug: "google-business-profile",
    serviceSlug: "voice-visual-seo",
    title: "Google Business Profile Management",
    subtitle: "Turn your Google listing into a steady source of calls, visits and WhatsApp enquiries.",
    description:
      "Your Google Business Profile is the listing that appears in Google Maps and the local results box, and for many neighbourhood businesses it brings more calls than the website. It suits clinics, restaurants, salons, coaching centres, showrooms, hardware stores, hotels and any business with a physical address or a defined service area. We verify or recover the listing, fix categories, hours, services and photos, set up weekly posts and review requests, and draft polite replies to reviews that your team approves before posting. There is no fee to Google; our work is priced per location per month, with discounts for multi-branch businesses.",
    features: [
      {
        title: "Listing verification and recovery",
        description:
          "Help claiming, verifying or recovering suspended or duplicate listings, and removing old listings for moved or closed branches.",
      },
      {
        title: "Category and service setup",
        description:
          "The right primary and secondary categories, a full services or menu list with prices, and attributes such as wheelchair access or UPI accepted.",
      },
      {
        title: "Photo and video uploads",
        description:
          "A monthly set of real photos of your storefront, team, interiors and products, named and captioned properly, with no stock images.",
      },
      {
        title: "Weekly Google posts",
        description:
          "Posts on offers, new stock, events and festival timings, drafted with AI and edited to match your tone.",
      },
      {
        title: "Review generation and replies",
        description:
          "QR codes and WhatsApp review-request messages for happy customers, plus reply drafts for every review that you approve before posting.",
      },
      {
        title: "Insights reporting",
        description:
          "Monthly report on searches, calls, direction requests, website clicks and messages per location, with trends against the previous month.",
      },
    ],
    benefits: [
      "More calls and walk-ins from people searching nearby",
      "Accurate hours and details, including on festivals and holidays",
      "A steady flow of fresh, genuine reviews",
      "Every review answered promptly and professionally",
      "One view of performance across all branches",
    ],
    metrics: [
      "Profile calls and direction requests often up 30-60% within 3 months",
      "Review count typically grows by 10-30 genuine reviews a month per active location",
      "Review response time kept under 48 hours",
    ],
    keywords: [
      "Google Business Profile optimisation",
      "Google My Business management India",
      "Google Maps ranking for local business",
      "GMB listing service",
      "increase Google reviews",
    ],
  },
  {
    slug: "multilingual-seo",
    serviceSlug: "voice-visual-seo",
    title: "Multilingual SEO",
    subtitle: "Rank for searches in Hindi, Tamil, Marathi and other Indian languages.",
    description:
      "Multilingual SEO sets up your website so people searching in Indian languages find pages written in their language, with the right technical signals so Google shows each version to the right audience. It suits businesses selling beyond metro English speakers: agri-input brands, insurance and finance advisors, regional coaching institutes, healthcare providers and D2C brands growing in tier-2 and tier-3 towns. We research keywords in each language, including transliterated Hinglish queries, set up language folders and hreflang tags, and have AI translations adapted and checked by native-speaking reviewers so the copy reads naturally. We usually begin with one or two languages and your top 10-20 pages before expanding.",
    features: [
      {
        title: "Language keyword research",
        description:
          'Search terms in Devanagari, Tamil, Telugu and other scripts, plus Roman-script versions such as "sasta mobile cover", with volumes checked for each.',
      },
      {
        title: "URL and hreflang setup",
        description:
          "A clean structure like /hi/ and /ta/ with correct hreflang and canonical tags, so language versions do not compete with each other.",
      },
      {
        title: "Translation with native review",
        description:
          "AI produces the first translation, then native-speaking reviewers adapt idioms, units and examples so pages do not read as machine output.",
      },
      {
        title: "Localised metadata",
        description: "Titles, descriptions, image alt text and URLs written for each language, not left in English.",
      },
      {
        title: "Font and rendering checks",
        description:
          "Testing on common Android phones and browsers to ensure Indian scripts display correctly and pages stay fast.",
      },
      {
        title: "Per-language reporting",
        description:
          "Search Console data split by language folder, so you see which languages bring traffic and enquiries.",
      },
    ],
    benefits: [
      "Reach customers who prefer to search in their own language",
      "Often less competition than crowded English keywords",
      "Copy that feels written for the reader, not translated at them",
      "A technical setup that scales as you add languages",
    ],
    metrics: [
      "Impressions from regional-language queries usually visible in Search Console within 6-10 weeks of launch",
      "First 10-20 pages launched per language in 4-6 weeks",
      "Regional traffic commonly grows to 15-30% of organic visits within a year",
    ],
    keywords: [
      "multilingual SEO India",
      "Hindi SEO services",
      "regional language website SEO",
      "hreflang setup",
      "Tamil and Telugu SEO",
    ],
  },
];
