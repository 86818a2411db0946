import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "content-planning",
    serviceSlug: "social-media",
    title: "Social Media Content Planning",
    subtitle: "A month of posts, Reels and Stories mapped out before the month begins.",
    description:
      'Content planning turns "what do we post today?" into a monthly calendar built around your sales cycle, festivals and the questions your customers actually ask. It suits owners who post in bursts and then go quiet for weeks: a bakery before Diwali, a coaching institute around admission season, a clinic that wants steady trust-building posts. We study your past posts and three or four local competitors, set content pillars, and deliver a calendar with captions, hashtags, Reel hooks and design briefs for your approval. Most SMBs start with 12-16 posts and 4-6 Reels a month, and you only need to share product photos or a 15-minute call each week.',
    features: [
      {
        title: "Monthly content calendar",
        description:
          "A shared sheet or Notion board with date, format, platform, caption, hashtags and status for every post, approved by you before the 25th of the previous month.",
      },
      {
        title: "Content pillars for your business",
        description:
          "Four or five recurring themes, such as behind-the-scenes, customer stories, offers, how-to tips and founder voice, so your feed stays varied without guesswork.",
      },
      {
        title: "Indian festival and event mapping",
        description:
          "Diwali, Navratri, Onam, Pongal, Eid, IPL season and local events are marked in advance, with campaign ideas that fit your category rather than generic greetings.",
      },
      {
        title: "Reel hooks and short scripts",
        description:
          "First-three-second hooks, shot lists and on-screen text for each Reel, written so your staff can shoot them on a phone in under 20 minutes.",
      },
      {
        title: "Captions in English and regional languages",
        description:
          'Captions written in English, Hindi, Hinglish or your customers\' language, such as Marathi, Tamil or Bengali, with a clear call to action like "DM us on WhatsApp".',
      },
      {
        title: "Monthly review of what worked",
        description:
          "We compare reach, saves, shares and enquiries per post type and move next month's mix towards the formats that brought real conversations.",
      },
    ],
    benefits: [
      "You stop posting at the last minute and your page looks active every week",
      "Festive and seasonal offers are planned 3-4 weeks ahead, not the night before",
      "Every post has a purpose: awareness, trust or an enquiry",
      "Your team knows exactly what to shoot and when",
    ],
    metrics: [
      "Posting consistency typically rises to 95%+ of planned posts going live on time",
      "Average reach per post often grows 30-60% over the first 3 months",
      "Planning time for the owner usually drops to under 1 hour a week",
    ],
    keywords: [
      "social media content calendar India",
      "Instagram content planning for small business",
      "monthly social media plan agency",
      "festival marketing post ideas",
      "Reels content strategy",
    ],
  },
  {
    slug: "platform-optimization",
    serviceSlug: "social-media",
    title: "Social Profile Optimization",
    subtitle: "Make your Instagram, Facebook, LinkedIn and YouTube profiles work like a shopfront.",
    description:
      "Many SMB pages lose enquiries before anyone reads a post: an unclear bio, a broken link, no WhatsApp button, old highlights from 2021. Profile optimisation fixes the first impression on each platform your customers use, and it is ideal for businesses that get profile visits but few messages. We audit your Instagram, Facebook Page, LinkedIn company page and YouTube channel, then rewrite bios, set up action buttons, organise highlights and connect your catalogue. It is usually a one-time project of 1-2 weeks, with a quarterly check afterwards.",
    features: [
      {
        title: "Bio and about-section rewrite",
        description:
          'Clear lines on what you sell, where you serve (for example "Home delivery across Andheri and Bandra") and how to contact you, with searchable keywords in the name field.',
      },
      {
        title: "Action buttons and link setup",
        description:
          "WhatsApp, Call, Book Now or Order Food buttons configured, plus a link page that routes to your website, catalogue, Google reviews and UPI payment link.",
      },
      {
        title: "Highlights and pinned posts",
        description:
          "Story highlights for prices, reviews, location, FAQs and offers, with matching covers, and three pinned posts that answer a first-time visitor's main questions.",
      },
      {
        title: "Meta Business Suite and catalogue",
        description:
          "Business accounts, category, hours and address set correctly, and your product catalogue connected so posts can carry product tags.",
      },
      {
        title: "LinkedIn and YouTube clean-up",
        description:
          "Company page banner, tagline and services for B2B firms, and YouTube channel art, playlists and descriptions so videos are findable in search.",
      },
      {
        title: "Handle and brand consistency check",
        description:
          "Same name, logo, phone number and address across every platform and Google Business Profile, so customers and search engines see one business.",
      },
    ],
    benefits: [
      "More profile visitors turn into WhatsApp messages and calls",
      "Customers find your prices, location and timings without asking",
      "Your business looks established to first-time visitors",
      "Your pages show up better when people search by name or category",
    ],
    metrics: [
      "Profile-to-message rate often improves 20-40% after a full clean-up",
      "Link-in-bio clicks typically rise 25-50% with a clear link page",
      "Full audit and fixes across 4 platforms delivered in about 10 working days",
    ],
    keywords: [
      "Instagram profile optimisation",
      "Facebook business page setup India",
      "social media audit for small business",
      "WhatsApp button on Instagram",
      "LinkedIn company page optimisation",
    ],
  },
  {
    slug: "community-management",
    serviceSlug: "social-media",
    title: "Community Management",
    subtitle: "Every comment, DM and review answered quickly, in your brand's voice.",
    description:
      "Community management means someone is watching your comments, DMs and mentions every day and replying before a customer gives up and messages a competitor. It suits restaurants, clinics, salons, D2C brands and coaching institutes that receive dozens of messages a week but have no one free to answer them. We reply within agreed hours using a tone guide and approved answers, pass hot leads to your WhatsApp or CRM, and flag complaints to you at once. Plans start from around ₹12,000 a month for one or two platforms with replies on working days.",
    features: [
      {
        title: "Daily inbox and comment monitoring",
        description:
          "Instagram, Facebook and YouTube comments and DMs checked several times a day, with replies typically within 2-4 working hours.",
      },
      {
        title: "Approved reply library",
        description:
          "Ready answers for price, availability, delivery areas, fees, timings and booking questions, in English, Hindi or your customers' language.",
      },
      {
        title: "Lead hand-off to your team",
        description:
          "Serious enquiries are passed to your sales person on WhatsApp or logged in your CRM with name, number and what they asked about.",
      },
      {
        title: "Complaint and crisis escalation",
        description:
          "Negative comments, refund issues and angry reviews are flagged to you within the hour with a suggested public reply, so nothing spirals.",
      },
      {
        title: "Spam and abuse moderation",
        description:
          "Keyword filters, hiding spam links and fake offers, and blocking repeat abusers, so your comment section stays clean for genuine customers.",
      },
      {
        title: "Monthly conversation report",
        description:
          "Volume of messages, response time, common questions and leads passed, so you can see what customers keep asking and fix it at the source.",
      },
    ],
    benefits: [
      "Fewer lost enquiries from slow or missed replies",
      "A friendly, consistent voice even when you are busy in the shop",
      "Complaints handled publicly and calmly before they hurt your reputation",
      "Clear insight into what customers ask about most",
    ],
    metrics: [
      "Average first-response time usually drops from 1-2 days to under 4 working hours",
      "Typically 15-30% more DM enquiries reach your sales team as qualified leads",
      "Over 90% of routine questions answered from the approved reply library",
    ],
    keywords: [
      "social media community management India",
      "Instagram DM management service",
      "comment moderation agency",
      "social media customer service outsourcing",
    ],
  },
  {
    slug: "paid-social",
    serviceSlug: "social-media",
    title: "Paid Social Campaigns",
    subtitle: "Boosted posts done properly: targeted Instagram, Facebook and LinkedIn ads that bring enquiries.",
    description:
      'Paid social takes your best organic posts and Reels and puts budget behind them with proper targeting, instead of tapping "Boost" and hoping. It works well for local businesses and D2C brands that already post regularly and want more reach, followers and DMs in a defined area or audience. We set up campaigns in Meta Ads Manager and LinkedIn Campaign Manager, choose objectives such as messages, profile visits or lead forms, and refresh creatives every two to three weeks. Ad spend usually starts from ₹10,000-15,000 a month, paid directly to the platform, plus our management fee.',
    features: [
      {
        title: "Boost-to-campaign upgrade",
        description:
          "Your top-performing organic posts are rebuilt as proper Ads Manager campaigns with clear objectives instead of one-tap boosts.",
      },
      {
        title: "Click-to-WhatsApp and DM ads",
        description:
          "Ads that open a WhatsApp chat or Instagram DM with a pre-filled message, so interested people start a conversation in one tap.",
      },
      {
        title: "Local radius and interest targeting",
        description:
          "Targeting by city, locality or a 3-10 km radius around your store, plus interests, age and language, tuned to who actually buys from you.",
      },
      {
        title: "LinkedIn ads for B2B",
        description:
          "Sponsored posts and lead gen forms aimed by job title, industry and company size for manufacturers, SaaS firms and B2B service providers.",
      },
      {
        title: "Creative rotation",
        description:
          "New Reels, carousels and static variants every 2-3 weeks to avoid ad fatigue, with the weakest ad paused each cycle.",
      },
      {
        title: "Weekly spend and results summary",
        description:
          "A short WhatsApp or email update each week covering spend, reach, messages, cost per message and what we are changing next.",
      },
    ],
    benefits: [
      "Your budget reaches people in your area who are likely to buy",
      "More DMs and WhatsApp chats, not just likes",
      "Grow followers faster around launches and festive sales",
      "Clear visibility of what every rupee of ad spend returned",
    ],
    metrics: [
      "Cost per WhatsApp conversation often settles between ₹15 and ₹60 for local businesses",
      "Reach per ₹1,000 typically 2-3x higher than untargeted boosted posts",
      "Follower growth commonly 3-5x faster during active campaign months",
    ],
    keywords: [
      "paid social media advertising India",
      "Instagram ads for local business",
      "click to WhatsApp ads",
      "LinkedIn ads agency India",
      "boost post vs ads manager",
    ],
  },
];
