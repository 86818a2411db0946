import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "brand-strategy",
    serviceSlug: "branding",
    title: "Brand Strategy",
    subtitle: "Decide who you serve, what you stand for and why customers should pick you",
    description:
      "Brand strategy is the groundwork that comes before any logo or ad: your positioning, audience, promise and tone of voice, written down so everyone says the same thing. It suits founders launching a D2C label, family businesses whose second generation wants to grow beyond one city, and clinics or institutes competing with well-funded chains. We interview you and your customers, study competitors in your market, and run a workshop to agree positioning, messaging pillars and brand personality. The result is a concise strategy document, usually delivered in 3-4 weeks, with engagements starting around ₹50,000.",
    features: [
      {
        title: "Customer and founder interviews",
        description:
          "Conversations with 8-12 customers and your leadership team to find out why people really choose you.",
      },
      {
        title: "Competitor and category audit",
        description:
          "A review of how local and national competitors position themselves, price and talk, to find the gap you can own.",
      },
      {
        title: "Positioning statement",
        description:
          "A clear statement of who you serve, what you offer and how you differ, tested against real buying situations.",
      },
      {
        title: "Audience personas",
        description:
          "Two to four practical profiles of your buyers, covering city, income band, language preference and where they discover brands.",
      },
      {
        title: "Messaging pillars and taglines",
        description:
          "Core messages with proof points and tagline options, written in English and, where needed, Hindi or regional languages.",
      },
      {
        title: "Tone of voice guide",
        description:
          "How your brand should sound on Instagram, WhatsApp, your website and in-store, with do and don't examples.",
      },
    ],
    benefits: [
      "A clear reason for customers to choose you over cheaper options",
      "Faster, more consistent decisions on ads, content and packaging",
      "Agencies and new hires briefed with one document",
      "Pricing backed by a distinct position rather than discounts",
    ],
    metrics: [
      "Strategy document delivered in 3-4 weeks",
      "Ad creative approval rounds commonly reduced by half once messaging is agreed",
      "Positioning validated with at least 8 customer interviews",
    ],
    keywords: [
      "brand strategy agency India",
      "brand positioning for small business",
      "brand strategy for D2C brand",
      "brand messaging framework",
      "tone of voice guide",
    ],
  },
  {
    slug: "logo-design",
    serviceSlug: "branding",
    title: "Logo Design",
    subtitle: "A distinctive logo that works on a signboard, a WhatsApp display picture and a product label",
    description:
      "Logo design creates the mark people will recognise you by, and it has to stay legible on everything from a shopfront in Indore to a 40-pixel app icon. It suits new businesses, startups preparing to launch, and established shops or clinics still using a logo made in a hurry years ago. Our designers explore three distinct concepts based on your brand brief, refine the chosen direction over two rounds, and deliver a full logo kit with variations for different uses. Logo projects typically take 2-3 weeks and start around ₹25,000, and we run a basic trademark conflict search before finalising.",
    features: [
      {
        title: "Three original concepts",
        description:
          "Distinct directions, each with a rationale, shown in real-world mockups such as signage, packaging and social profiles.",
      },
      {
        title: "Two refinement rounds",
        description: "Structured feedback rounds to adjust shape, colour and typography on the chosen concept.",
      },
      {
        title: "Bilingual wordmark option",
        description:
          "A version of your name in Devanagari, Tamil, Gujarati or another script, designed to sit alongside the English mark.",
      },
      {
        title: "Responsive logo variations",
        description:
          "Primary logo, horizontal and stacked versions, a compact icon for favicons and profile pictures, and single-colour versions.",
      },
      {
        title: "Print and digital file kit",
        description:
          "SVG, PNG, PDF and AI files in RGB and CMYK, ready for printers, sign makers, web developers and embroidery.",
      },
      {
        title: "Trademark conflict check",
        description:
          "A basic search of the Indian trademark registry for obvious conflicts before you invest in printing and registration.",
      },
    ],
    benefits: [
      "A logo you fully own, with all source files",
      "Looks sharp at any size, from hoarding to favicon",
      "Ready for trademark filing under the relevant class",
      "Fits both English and regional-language communication",
    ],
    metrics: [
      "Final files delivered in 2-3 weeks",
      "Logo tested legible at 32 pixels and from 10 metres on signage",
      "20+ ready-to-use file formats and variations in the kit",
    ],
    keywords: [
      "logo design India",
      "professional logo designer for small business",
      "bilingual logo design Hindi English",
      "logo design cost India",
      "startup logo design",
    ],
  },
  {
    slug: "brand-guidelines",
    serviceSlug: "branding",
    title: "Brand Guidelines",
    subtitle: "A practical rulebook so your brand looks the same whoever designs for it",
    description:
      "Brand guidelines document how your logo, colours, fonts, photography and tone should be used, so a freelancer, printer or franchise partner can get it right without asking. They suit growing businesses with more than one person or vendor creating material: franchise restaurants, multi-branch clinics, coaching institutes with city centres, and manufacturers supplying dealers. We create a guideline book plus ready-made Canva and Figma templates for the things you produce most, such as Instagram posts, flyers, letterheads and standees. A standard guidelines package takes 2-4 weeks and usually starts around ₹40,000.",
    features: [
      {
        title: "Logo usage rules",
        description: "Clear space, minimum sizes, approved backgrounds and examples of common mistakes to avoid.",
      },
      {
        title: "Colour system",
        description:
          "Primary and secondary palettes with HEX, RGB, CMYK and Pantone values, plus accessible text-on-colour combinations.",
      },
      {
        title: "Typography system",
        description:
          "Font pairings for English and Indian scripts, with hierarchy rules for headings, body text and captions.",
      },
      {
        title: "Photography and illustration style",
        description:
          "Guidance on lighting, subjects, framing and illustration, with sample images showing what fits the brand.",
      },
      {
        title: "Canva and Figma templates",
        description:
          "Editable templates for social posts, stories, WhatsApp creatives, flyers, visiting cards and presentations.",
      },
      {
        title: "Signage and print specifications",
        description:
          "Specs for shop boards, standees, packaging labels and vehicle branding that vendors can follow directly.",
      },
    ],
    benefits: [
      "Consistent branding across every branch, dealer and vendor",
      "Staff produce on-brand posts without hiring a designer each time",
      "Fewer printing errors and costly reprints",
      "A brand that looks bigger and more established",
    ],
    metrics: [
      "Guidelines and template set delivered in 2-4 weeks",
      "Routine social creative time often down from hours to 15-20 minutes with templates",
      "Typically 15-25 editable templates covering your most-used formats",
    ],
    keywords: [
      "brand guidelines design India",
      "brand style guide",
      "brand book for franchise",
      "Canva brand templates",
      "brand identity guidelines agency",
    ],
  },
  {
    slug: "rebranding",
    serviceSlug: "branding",
    title: "Rebranding",
    subtitle: "Refresh or rebuild an outgrown brand without losing the customers who know you",
    description:
      "Rebranding updates your name, logo, visual identity or positioning when the current brand no longer fits the business you have become. It is often right for family businesses modernising for younger customers, companies expanding from one city to several, brands moving from B2B to D2C and businesses recovering from a poor reputation. We first assess what brand equity to keep, then decide between a light refresh and a full rebrand, design the new identity and plan the rollout across signage, packaging, website, Google Business Profile and social handles. A rebrand typically takes 6-10 weeks, with costs from around ₹1.5 lakh depending on scope.",
    features: [
      {
        title: "Brand equity audit",
        description:
          "Customer and staff research to find which names, colours or symbols people recognise and should be retained.",
      },
      {
        title: "Refresh or rebuild recommendation",
        description: "A clear recommendation, with costs, on whether to evolve the current identity or start afresh.",
      },
      {
        title: "New visual identity",
        description: "Logo, colours, typography and imagery designed together as one system, with guidelines to match.",
      },
      {
        title: "Rollout plan and asset inventory",
        description:
          "A list of every place your brand appears, from signboards to invoices, with a phased schedule and budget.",
      },
      {
        title: "Digital profile migration",
        description:
          "Website, Google Business Profile, social handles, WhatsApp profile and marketplace listings updated without losing reviews or followers.",
      },
      {
        title: "Launch communication",
        description:
          "Announcement posts, customer WhatsApp broadcasts, dealer letters and press notes that explain the change.",
      },
    ],
    benefits: [
      "A brand that matches your current size and ambition",
      "Existing customers carried over rather than confused",
      "Reviews, rankings and followers preserved through the change",
      "A planned, budgeted rollout instead of a piecemeal switch",
    ],
    metrics: [
      "Full rebrand typically completed in 6-10 weeks",
      "Google reviews and ratings retained on 100% of migrated listings",
      "Brand recall in follow-up customer surveys commonly up 10-20 points within six months",
    ],
    keywords: [
      "rebranding agency India",
      "rebranding for family business",
      "logo redesign and rebrand",
      "rebranding cost India",
      "brand refresh services",
    ],
  },
];
