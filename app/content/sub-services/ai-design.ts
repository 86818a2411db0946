import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "ai-creative-generation",
    serviceSlug: "ai-design",
    title: "AI Creative Generation",
    subtitle: "Fresh visuals for ads, posts and banners, made faster with AI and finished by designers.",
    description:
      "AI creative generation uses image tools such as Midjourney, Adobe Firefly and Stable Diffusion to create backgrounds, concepts, illustrations and scene ideas, which our designers then turn into finished, on-brand creatives. It helps businesses that need a steady supply of visuals but cannot afford a large studio, including D2C brands, restaurants, event organisers, real-estate marketers and edtech companies. We generate several concept directions from your brief, a designer picks and refines the strongest, adds your logo, fonts and accurate text, and checks for AI artefacts like odd hands or warped lettering. We use commercially licensed tools and never imitate other brands or real people without permission.",
    features: [
      {
        title: "Concept exploration",
        description:
          "Several quick visual directions for a campaign, so you can choose a look before design time is spent on polishing.",
      },
      {
        title: "Custom backgrounds and scenes",
        description:
          "Festival settings, lifestyle scenes and textured backdrops generated to suit Indian contexts instead of generic foreign stock photos.",
      },
      {
        title: "Designer finishing",
        description:
          "A designer adds logo, typography, offer text and layout in Photoshop, Figma or Canva, since AI tools still handle text poorly.",
      },
      {
        title: "Artefact and quality check",
        description:
          "Every image is inspected for distorted faces, extra fingers, warped products and unreadable text before delivery.",
      },
      {
        title: "Multi-size exports",
        description:
          "Each creative delivered in feed, story, banner and print sizes, ready for Instagram, Meta ads, Google Display and flyers.",
      },
      {
        title: "Licensing and usage notes",
        description:
          "A record of which tools produced each image and their commercial-use terms, kept with your creative files.",
      },
    ],
    benefits: [
      "More creative options for the same design budget",
      "Visuals that reflect Indian settings and festivals",
      "Faster campaign launches",
      "Clear licensing for peace of mind",
    ],
    metrics: [
      "3-5 concept directions delivered within 48 hours of a brief",
      "Design cost per creative often 30-50% lower than fully manual work",
      "20-60 finished creatives a month on typical plans",
    ],
    keywords: [
      "AI generated ad creatives",
      "AI graphic design service India",
      "Midjourney design agency",
      "social media creatives",
      "AI image generation for marketing",
    ],
  },
  {
    slug: "ad-creative-testing",
    serviceSlug: "ai-design",
    title: "Ad Creative Testing",
    subtitle: "Find the images and videos that lower your cost per lead, with data rather than taste.",
    description:
      "Ad creative testing runs several versions of your ads side by side on Meta and Google to learn which visuals, hooks, offers and formats bring customers at the lowest cost. It suits any business spending ₹30,000 or more a month on ads, such as D2C brands, coaching institutes, real-estate developers, clinics and local service providers, where creative quality often decides results more than targeting. We produce variations quickly with AI-assisted design, structure tests so one element changes at a time, read the results after enough spend, and retire fatigued ads before costs creep up. The creative production fee is separate from your ad budget, which is paid directly to the platforms.",
    features: [
      {
        title: "Creative test plan",
        description:
          "A monthly plan of what to test, such as product-only versus lifestyle image, price-led versus benefit-led headline, or static versus video.",
      },
      {
        title: "Rapid variant production",
        description:
          "AI tools help produce multiple versions of each concept, which designers finalise to brand and platform standards.",
      },
      {
        title: "Structured test setup",
        description:
          "Campaigns set up in Meta Ads Manager and Google Ads so each test isolates one variable and has enough budget to be read.",
      },
      {
        title: "Hook and thumb-stop analysis",
        description:
          "For video, we track 3-second view rate and hold rate to learn which openings stop people scrolling.",
      },
      {
        title: "Creative fatigue monitoring",
        description:
          "Frequency, click-through and cost trends watched weekly, with replacement ads ready before performance falls.",
      },
      {
        title: "Winning patterns library",
        description:
          "A running document of what has worked for your audience, so future campaigns start from proven ideas.",
      },
    ],
    benefits: [
      "Ad spend shifts to creatives that actually convert",
      "Fewer opinion-driven debates about which design is better",
      "A steady pipeline of fresh ads to fight fatigue",
      "Learnings that carry over to organic posts and website banners",
    ],
    metrics: [
      "Cost per lead typically 15-30% lower after 2-3 test cycles",
      "8-20 new ad variants produced each month",
      "Each test usually needs ₹5,000-15,000 of spend to reach a reliable read",
    ],
    keywords: [
      "ad creative testing",
      "Meta ads creative testing India",
      "Facebook ad creative agency",
      "performance creative design",
      "reduce cost per lead with creatives",
    ],
  },
  {
    slug: "ai-product-imagery",
    serviceSlug: "ai-design",
    title: "AI Product Imagery",
    subtitle: "Clean catalogue shots and lifestyle images from simple product photos.",
    description:
      "AI product imagery turns basic photos of your products, even ones shot on a phone against a plain wall, into marketplace-ready white-background images and lifestyle scenes for ads and social media. It is built for online sellers on Amazon, Flipkart, Meesho and their own Shopify stores, including fashion, home decor, kitchenware, cosmetics and packaged food brands that add products often. We clean up and cut out your photos, generate settings around the real product, and a retoucher makes sure colour, shape, labels and size are faithful so customers receive what they saw. Pricing is per image, with lower rates for catalogues above 100 SKUs.",
    features: [
      {
        title: "Background removal and clean-up",
        description:
          "White or plain-colour backgrounds that meet Amazon and Flipkart main-image rules, with dust, creases and reflections removed.",
      },
      {
        title: "Lifestyle scene generation",
        description:
          "The real product placed in settings like a modern kitchen, a festive table or a bathroom shelf, without a costly studio shoot.",
      },
      {
        title: "Colour and detail accuracy",
        description:
          "A retoucher checks colour, texture, label text and proportions against the physical product to keep returns and complaints down.",
      },
      {
        title: "Infographic listing images",
        description:
          "Secondary images highlighting size, ingredients, features and what is in the box, in the formats marketplaces favour.",
      },
      {
        title: "Phone photography guide",
        description: "A short guide and lighting tips so your staff can shoot input photos that give the best results.",
      },
      {
        title: "Bulk catalogue processing",
        description: "Consistent style across hundreds of SKUs, with file names and sizes ready for bulk upload.",
      },
    ],
    benefits: [
      "Professional catalogue images without a studio for every product",
      "New products listed faster",
      "Honest images that reduce 'not as shown' returns",
      "One consistent look across your store and marketplaces",
    ],
    metrics: [
      "Per-image cost typically 50-70% below a traditional studio shoot",
      "Catalogues of 100+ SKUs processed in 5-7 working days",
      "Listings with lifestyle images often see 10-20% higher click-through on marketplaces",
    ],
    keywords: [
      "AI product photography India",
      "Amazon product image editing",
      "ecommerce product photos",
      "lifestyle product images",
      "background removal for catalogue",
    ],
  },
  {
    slug: "ai-design-systems",
    serviceSlug: "ai-design",
    title: "AI Design Systems",
    subtitle: "Reusable templates and brand rules so your team and AI tools produce on-brand work.",
    description:
      "An AI design system is a set of templates, colour and type rules, component libraries and prompt guides that let your staff, freelancers and AI tools create consistent visuals without reinventing the look each time. It suits growing businesses with several people making creatives, such as franchise networks, multi-branch clinics, education groups and D2C brands with in-house marketers. We audit what you currently produce, build template kits in Canva or Figma, write prompt libraries and style references so AI outputs match your brand, and train your team to use them. It is usually a 4-6 week project, followed by optional quarterly updates.",
    features: [
      {
        title: "Brand asset audit",
        description:
          "A review of your existing posts, ads, brochures and signage to find inconsistencies in colours, fonts and logo use.",
      },
      {
        title: "Template kits",
        description:
          "Editable Canva or Figma templates for posts, stories, ad banners, flyers and WhatsApp creatives, locked where needed to protect the brand.",
      },
      {
        title: "Prompt library",
        description:
          "Tested prompts and style references for image and text tools, so AI outputs follow your brand look and tone.",
      },
      {
        title: "Component and icon sets",
        description: "Reusable buttons, badges, price tags, icons and illustration styles for faster layouts.",
      },
      {
        title: "Usage rules document",
        description:
          "Simple do's and don'ts with examples, including how to use the logo, minimum text sizes and regional-language typography.",
      },
      {
        title: "Team training session",
        description:
          "A hands-on session, recorded for new joiners, showing staff how to use the templates and prompt library.",
      },
    ],
    benefits: [
      "Consistent branding across branches and teams",
      "Staff produce routine creatives without waiting for a designer",
      "AI outputs that look like your brand, not a generic tool",
      "Less time spent fixing off-brand work",
    ],
    metrics: [
      "Routine creative production time typically cut by 40-60%",
      "30-80 templates delivered depending on channels used",
      "Project completed in 4-6 weeks",
    ],
    keywords: [
      "design system for small business",
      "Canva brand templates",
      "AI brand guidelines",
      "Figma template kit",
      "consistent brand design",
    ],
  },
];
