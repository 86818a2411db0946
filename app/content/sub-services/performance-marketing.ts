import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "google-ads",
    serviceSlug: "performance-marketing",
    title: "Google Ads Management",
    subtitle: "Search, Performance Max and call ads that reach people already looking for what you sell.",
    description:
      'Google Ads puts your business at the top of results when someone searches "AC repair in Whitefield" or "CBSE tuition near me", so you pay for intent rather than idle scrolling. It suits clinics, coaching centres, service businesses, B2B suppliers and e-commerce stores that can handle calls and enquiries the same day. We build Search, Performance Max and call-only campaigns, target by city, radius or PIN code, add negative keywords weekly and track every call, form and WhatsApp click as a conversion. Ad budgets typically start from ₹15,000-20,000 a month, paid to Google, plus our management fee.',
    features: [
      {
        title: "Search campaigns by intent",
        description:
          'Tightly themed ad groups for high-intent phrases like "emergency plumber Gurgaon" or "buy steel racks wholesale", with responsive search ads and sitelinks for each.',
      },
      {
        title: "Performance Max with clean inputs",
        description:
          "PMax campaigns fed with your product feed, strong asset groups and audience signals, and brand exclusions so they don't just take credit for your own brand searches.",
      },
      {
        title: "Call-only and call asset ads",
        description:
          "Mobile ads where the main action is a phone call, scheduled to your working hours, with call tracking so you know which keywords made the phone ring.",
      },
      {
        title: "PIN code and radius targeting",
        description:
          "Location targeting down to PIN codes or a set radius around each branch, with bid adjustments for areas that convert better and exclusions for places you don't serve.",
      },
      {
        title: "Weekly negative keyword mining",
        description:
          'We read the search terms report every week and block wasteful searches such as "free", "jobs", "course PDF" or competitor names that don\'t convert.',
      },
      {
        title: "Conversion tracking and bidding",
        description:
          "Google Ads and GA4 tracking for forms, calls, WhatsApp clicks and purchases, so smart bidding like Target CPA learns from real leads, not page views.",
      },
    ],
    benefits: [
      "Show up exactly when customers search for your service in your area",
      "Stop paying for irrelevant clicks with disciplined negative keyword work",
      "Know your true cost per lead and cost per sale",
      "Scale budget confidently on the campaigns that already work",
      "Full ownership: the ad account stays in your name",
    ],
    metrics: [
      "Cost per lead typically down 20-35% within 90 days of a restructure",
      "Wasted spend on irrelevant search terms often cut by 15-25% in the first month",
      "Conversion rate on Search campaigns commonly 5-12% for local service businesses",
      "Quality Scores usually lifted to 7+ on core keywords within 2-3 months",
    ],
    keywords: [
      "Google Ads agency India",
      "Google Ads management for small business",
      "Performance Max management",
      "PPC services Mumbai Delhi Bangalore",
      "Google call ads setup",
      "local Google Ads PIN code targeting",
    ],
  },
  {
    slug: "meta-ads",
    serviceSlug: "performance-marketing",
    title: "Meta Ads (Facebook & Instagram)",
    subtitle: "Conversion-focused Facebook and Instagram ads measured on leads and sales, not likes.",
    description:
      "Meta ads create demand among people who weren't searching yet, which makes them the main growth channel for D2C brands, real-estate projects, education and local services with a visual story. We run them as performance campaigns: a properly installed Pixel and Conversions API, clear optimisation events, and campaigns judged on cost per lead or ROAS. Our team builds Advantage+ shopping, instant lead form and catalogue campaigns, syncs leads to your CRM or Google Sheet in real time, and tests new creatives every week. Budgets generally start from ₹20,000 a month for lead generation and ₹50,000 a month for e-commerce sales.",
    features: [
      {
        title: "Pixel and Conversions API setup",
        description:
          "Server-side events through the Conversions API with Shopify, WooCommerce or your custom site, so purchase and lead data survives iOS and browser tracking limits.",
      },
      {
        title: "Instant lead forms with qualifiers",
        description:
          "Lead forms with higher-intent settings and qualifying questions like budget, city or course interest, to cut the junk leads Meta forms are known for.",
      },
      {
        title: "Advantage+ shopping and catalogue ads",
        description:
          "Dynamic product ads from your catalogue and Advantage+ shopping campaigns for D2C stores with 20 or more products.",
      },
      {
        title: "Real-time lead sync",
        description:
          "New leads pushed instantly to your CRM, Google Sheet or WhatsApp so your team can call within five minutes while interest is high.",
      },
      {
        title: "Weekly creative testing",
        description:
          "Three to five new angles tested each week, including UGC-style Reels, offer statics and carousels, with winners scaled and losers cut on data.",
      },
      {
        title: "Audience and budget structure",
        description:
          "Broad, lookalike and interest audiences organised with campaign budget optimisation, so spend flows to the ad sets that convert.",
      },
    ],
    benefits: [
      "Reach buyers before they start comparing options on Google",
      "Leads arrive in your CRM or WhatsApp within seconds",
      "Better lead quality from qualifying questions and CAPI signals",
      "Creative decisions based on numbers, not opinions",
    ],
    metrics: [
      "Cost per lead commonly ₹80-400 depending on category and city",
      "Event match quality typically raised to 7+ after Conversions API setup",
      "ROAS for established D2C catalogues often 2.5-4x after the learning phase",
      "Junk or unreachable leads usually reduced by 25-40% with qualifying questions",
    ],
    keywords: [
      "Facebook ads agency India",
      "Instagram ads for D2C brands",
      "Meta lead generation ads",
      "Conversions API setup",
      "Advantage+ shopping campaigns",
    ],
  },
  {
    slug: "ai-advertising",
    serviceSlug: "performance-marketing",
    title: "AI-Powered Advertising",
    subtitle:
      "Machine-learning bidding, automated creative variations and budget shifts that react in hours, not weeks.",
    description:
      "AI advertising uses machine learning to handle what people do slowly: setting bids per auction, producing ad variations, spotting spend that is burning without results and moving budget to what works. It fits SMBs spending ₹50,000 or more a month across Google and Meta who have enough conversion data for algorithms to learn from. We configure value-based bidding, generate and test headline and creative variants with AI tools, feed offline conversions such as closed deals back to the platforms, and run scripts that alert us to anomalies overnight. A human still approves every creative and strategy change; the AI does the heavy lifting on speed and volume.",
    features: [
      {
        title: "Value-based smart bidding",
        description:
          "Target ROAS and Maximise Conversion Value strategies fed with real order values or lead scores, so the platforms chase profitable customers, not cheap clicks.",
      },
      {
        title: "AI-generated ad variations",
        description:
          "Dozens of headline, description and visual variants generated with AI and checked by our copywriters for accuracy, tone and ad policy before going live.",
      },
      {
        title: "Offline conversion import",
        description:
          "Closed sales, site visits or admissions from your CRM sent back to Google and Meta, so bidding learns which leads actually became revenue.",
      },
      {
        title: "Anomaly alerts and budget pacing",
        description:
          "Automated scripts that flag sudden CPC jumps, zero-conversion days or overspend and pace the monthly budget evenly across weeks.",
      },
      {
        title: "Predictive audience building",
        description:
          "Lookalike and customer-match audiences built from your best buyers by value, refreshed monthly from your order or CRM data.",
      },
      {
        title: "Cross-channel budget allocation",
        description:
          "A weekly model of marginal cost per acquisition on each channel, recommending where the next ₹10,000 will work hardest.",
      },
    ],
    benefits: [
      "Bids adjust per auction, around the clock, without manual tweaking",
      "Many more creative tests per month on the same budget",
      "Problems caught overnight instead of at the monthly review",
      "Algorithms optimise for revenue and qualified leads, not raw form fills",
    ],
    metrics: [
      "Creative testing volume typically 3-5x higher than manual production",
      "Cost per acquisition often 15-30% lower after offline conversions are connected",
      "Budget anomalies usually detected within 12 hours",
    ],
    keywords: [
      "AI advertising agency India",
      "machine learning ad optimisation",
      "value based bidding Google Ads",
      "offline conversion tracking",
      "AI ad creative generation",
    ],
  },
  {
    slug: "video-advertising",
    serviceSlug: "performance-marketing",
    title: "Video Advertising",
    subtitle: "YouTube, Reels and Shorts ads that sell in the first five seconds.",
    description:
      "Video ads on YouTube, Instagram Reels and Shorts let you explain a product, show a clinic or walk through a property in a way a static banner cannot. They suit brands with something to demonstrate, such as kitchen appliances, real-estate projects, coaching results, restaurants and fitness studios, as well as anyone targeting regional-language audiences who watch more than they read. We script short ads with a hook in the first two seconds, produce or edit them in 9:16 and 16:9 formats, and run YouTube in-stream, in-feed, Shorts and Demand Gen campaigns alongside Reels placements. YouTube views in India often cost ₹0.20-0.80 each, so a ₹20,000 test can reach a meaningful audience.",
    features: [
      {
        title: "Hook-first ad scripts",
        description:
          "Scripts of 6, 15 and 30 seconds where the product, problem or offer appears in the first two seconds, written in English, Hindi or regional languages.",
      },
      {
        title: "Vertical and horizontal edits",
        description:
          "Each concept cut for Reels and Shorts (9:16), in-feed (1:1 or 4:5) and YouTube in-stream (16:9), with captions burnt in for sound-off viewing.",
      },
      {
        title: "YouTube campaign setup",
        description:
          "Skippable in-stream, bumper, in-feed and Demand Gen campaigns targeted by custom segments built from the search terms your buyers use.",
      },
      {
        title: "Reels and Stories placements",
        description:
          "Meta video campaigns optimised for ThruPlays, leads or purchases, with Instagram Reels and Stories prioritised for younger audiences.",
      },
      {
        title: "View-through retargeting lists",
        description:
          "Audiences of people who watched 50% or more of a video, used later in conversion campaigns where they usually convert at a much lower cost.",
      },
      {
        title: "Hook and retention analysis",
        description:
          "We check where viewers drop off in each ad and re-edit the opening or pacing, instead of simply spending more on a weak video.",
      },
    ],
    benefits: [
      "Explain products and services that a text ad cannot",
      "Build recall in your city before a launch or season",
      "Reach Hindi and regional-language audiences through the format they prefer",
      "Warm audiences that cut the cost of later conversion campaigns",
    ],
    metrics: [
      "Cost per YouTube view typically ₹0.20-0.80 in India",
      "View rate on skippable ads commonly 25-40% with strong hooks",
      "Video viewers retargeted later often convert at 30-50% lower cost per lead",
    ],
    keywords: [
      "YouTube ads agency India",
      "video advertising for small business",
      "Instagram Reels ads",
      "YouTube Shorts ads",
      "video ad script writing",
    ],
  },
  {
    slug: "retargeting",
    serviceSlug: "performance-marketing",
    title: "Retargeting & Remarketing",
    subtitle: "Bring back the visitors who looked, added to cart or enquired but did not buy.",
    description:
      "Most visitors leave a website without buying or enquiring; retargeting shows them relevant ads afterwards on Google, YouTube, Instagram and Facebook so your business stays in their mind. It pays off fastest for e-commerce stores with cart abandonment, course providers with long decision cycles, and real-estate or B2B firms whose buyers take weeks to decide. We segment audiences by behaviour, such as product viewers, cart abandoners, pricing-page visitors and past buyers, and match each with a specific message, offer and frequency cap. Because audiences are small, retargeting usually needs only 10-20% of your total ad budget.",
    features: [
      {
        title: "Behaviour-based audience segments",
        description:
          "Separate lists for homepage bouncers, product or course viewers, cart abandoners, form starters and existing customers, each with its own time window.",
      },
      {
        title: "Dynamic product retargeting",
        description:
          "Ads that show the exact product someone viewed, with its price and stock, using your catalogue on Meta and Google Merchant Center.",
      },
      {
        title: "Message sequencing",
        description:
          "A planned order of ads, for example a review on day 1-3, a comparison or FAQ on day 4-7, and a limited-time offer after that.",
      },
      {
        title: "Frequency caps and exclusions",
        description:
          "Caps so nobody sees the same ad ten times a day, and automatic exclusion of people who already bought or booked.",
      },
      {
        title: "Customer match and upsell",
        description:
          "Your customer phone and email lists uploaded securely for repeat-purchase, refill or upgrade campaigns to people who already trust you.",
      },
      {
        title: "Cross-platform coverage",
        description:
          "The same audiences reached on Google Display, YouTube, Gmail, Instagram and Facebook so you stay visible wherever they browse.",
      },
    ],
    benefits: [
      "Recover sales from visitors you already paid to bring in",
      "Lower cost per conversion than cold prospecting",
      "Relevant, well-timed ads instead of annoying repetition",
      "More repeat orders from existing customers",
    ],
    metrics: [
      "Cart recovery campaigns commonly win back 5-15% of abandoned carts",
      "Retargeting ROAS often 2-4x higher than prospecting campaigns",
      "Typically 10-20% of total ad spend is enough for full retargeting coverage",
    ],
    keywords: [
      "retargeting ads India",
      "remarketing agency",
      "abandoned cart ads",
      "dynamic product ads",
      "Facebook retargeting for ecommerce",
    ],
  },
  {
    slug: "conversion-optimization",
    serviceSlug: "performance-marketing",
    title: "Conversion Rate Optimization",
    subtitle: "Turn more of the traffic you already pay for into leads and orders.",
    description:
      "Conversion rate optimisation (CRO) improves the pages and forms your ads send people to, so the same ad spend produces more enquiries or sales. It is the right next step for businesses already spending ₹30,000 or more a month on ads whose landing pages convert below 3-5%. We study heatmaps, session recordings and funnel data, find where people drop off, and then test changes such as shorter forms, clearer prices, WhatsApp buttons, trust badges and faster mobile load. Each test runs until it has enough data to call, and you get a plain-language summary of what changed and why.",
    features: [
      {
        title: "Funnel and drop-off analysis",
        description:
          "GA4 funnel reports showing exactly where visitors leave, from ad click to landing page to form to thank-you page or checkout.",
      },
      {
        title: "Heatmaps and session recordings",
        description:
          "Microsoft Clarity or Hotjar set up to show where people tap, how far they scroll and where they get stuck or confused.",
      },
      {
        title: "Form and checkout fixes",
        description:
          "Fewer form fields, phone-first forms with OTP where useful, COD and UPI options shown clearly, and removal of surprise charges at checkout.",
      },
      {
        title: "Trust and proof elements",
        description:
          "Google review ratings, patient or student testimonials, GST number, delivery timelines and return policies placed where buyers hesitate.",
      },
      {
        title: "A/B tests with clear hypotheses",
        description:
          'Every test written down as "we change X because Y, and expect Z", run to statistical confidence and logged so learning is not lost.',
      },
      {
        title: "Mobile speed improvements",
        description:
          "Image compression, script clean-up and lighter page builders so landing pages load in under 3 seconds on an average 4G phone.",
      },
    ],
    benefits: [
      "More leads and sales without raising ad spend",
      "Lower cost per acquisition on every ad channel at once",
      "Decisions based on user behaviour, not guesswork",
      "A record of what works for your customers that you keep",
    ],
    metrics: [
      "Landing page conversion rates commonly improve 20-50% over 3-4 months of testing",
      "Form completion often rises 15-30% after cutting fields and adding WhatsApp options",
      "Mobile load time typically brought under 3 seconds on 4G",
    ],
    keywords: [
      "conversion rate optimisation India",
      "CRO agency",
      "landing page optimisation for ads",
      "improve website conversion rate",
      "checkout optimisation",
    ],
  },
];
