/**
 * Demo content seeded into a fresh database on first start.
 * Clients, people and figures in the case studies are fictional but modelled
 * on typical Indian SMB engagements.
 */

import { demoArticlesInHindi, demoCaseStudiesInHindi } from "./demo-content.hi";

/** A demo record in Hindi names the English one it translates, by its slug. */
interface SeedTranslation {
  language?: "hi";
  translationOfSlug?: string;
}

export interface SeedCaseStudy extends SeedTranslation {
  title: string;
  slug: string;
  headlineFigure: string;
  headlineLabel: string;
  clientName: string;
  industry: string;
  challenge: string;
  solution: string;
  results: string;
  featured: boolean;
  /** The service whose page shows it (a slug in app/content/services.ts). */
  serviceSlug: string;
  /** two hex colours for a generated cover image */
  palette: [string, string];
}

export interface SeedArticle extends SeedTranslation {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  published: boolean;
  palette: [string, string];
  /** days before today it was written */
  daysAgo: number;
}

export const demoCaseStudies: SeedCaseStudy[] = [
  {
    title: "Cutting cost per booked appointment by 31% for a three-clinic dental chain in Pune",
    slug: "smilecraft-dental-pune",
    serviceSlug: "seo",
    headlineFigure: "31%",
    headlineLabel: "lower cost per booked appointment",
    clientName: "SmileCraft Dental Studios",
    industry: "Healthcare",
    challenge:
      "SmileCraft runs clinics in Kothrud, Baner and Wakad and was spending about ₹60,000 a month on Google Ads through a freelancer, with every call landing at one front desk and no way to tell which clinic or campaign it came from. Two of the three Google Business Profile listings were unverified and still showed pre-Covid timings.",
    solution:
      "We verified and cleaned up all three Google Business Profiles, added real clinic photos every week and set up a WhatsApp message after each visit asking patients for a review. Google Ads were rebuilt into separate campaigns per clinic for implants, aligners and root canal treatment, each with its own tracked call number, and a WhatsApp Business auto-reply now offers the next three free slots.",
    results:
      "Over four months, booked appointments from ads rose from about 95 to 140 a month on the same ₹60,000 budget, bringing cost per booked appointment down from roughly ₹630 to ₹430. Google reviews across the three clinics went from 180 to just over 500. Implant enquiries grew more slowly than we projected because patients take weeks to decide, so follow-up sequences for them are still being tested.",
    featured: true,
    palette: ["#0E7490", "#A5F3FC"],
  },
  {
    title: "Halving return-to-origin orders for a D2C ayurvedic skincare brand from Kochi",
    slug: "keravedam-naturals-kochi",
    serviceSlug: "ecommerce",
    headlineFigure: "14%",
    headlineLabel: "of cash-on-delivery orders returned, down from 28%",
    clientName: "Keravedam Naturals",
    industry: "D2C Beauty & Personal Care",
    challenge:
      "Keravedam sells kumkumadi oils and herbal face packs through its own Shopify store, but 70% of orders were cash on delivery and 28% of those came back as RTO, wiping out margins on ₹2.5 lakh of monthly Meta ad spend. Return on ad spend had stalled at about 1.4 and the team was rotating the same three studio product shots.",
    solution:
      "We added a WhatsApp confirmation step for every COD order through Shiprocket, offered ₹50 off for prepaid orders via Razorpay UPI and cancelled unconfirmed orders before dispatch. On the ad side we tested Malayalam and English Reels made with real customers, cut weak creatives every fortnight and moved budget towards the two best-selling products.",
    results:
      "In five months RTO fell from 28% to about 14% and the share of prepaid orders rose from 30% to 52%. Blended ROAS on Meta improved from 1.4 to 2.6 at the same spend. Repeat purchase rate barely moved in this period, which is what we are working on next with WhatsApp reorder reminders.",
    featured: true,
    palette: ["#166534", "#FDE68A"],
  },
  {
    title: "More qualified admissions and less counsellor time wasted for a Jaipur coaching institute",
    slug: "pratibha-commerce-classes-jaipur",
    serviceSlug: "ai-chatbots",
    headlineFigure: "212",
    headlineLabel: "admissions traced to the campaigns, up from 140",
    clientName: "Pratibha Commerce Classes",
    industry: "Education & Coaching",
    challenge:
      "Pratibha coaches Class 11-12 commerce and CA Foundation students across two branches in Jaipur and relied mostly on JustDial listings and walk-ins. In the previous admission season, counsellors called hundreds of leads who were outside Jaipur or looking for science streams, and only about 15% of enquiries turned out to be relevant.",
    solution:
      "We ran Hindi and English Meta lead ads with two qualifying questions (class and stream) and connected them to a WhatsApp chatbot that asked for locality and offered a free demo class slot. A simple landing page showed batch timings, fee instalment options and results from past batches, and counsellors received only leads marked qualified in a shared sheet.",
    results:
      "Across the April to June admission window we collected about 2,150 leads, 38% of which were qualified, and 212 admissions were traced back to the campaigns against 140 the year before. Cost per admission came down from roughly ₹2,300 to ₹1,650 on ₹3.5 lakh of spend. The institute also introduced a new instalment plan that season, so we don't claim all of the improvement as ours.",
    featured: true,
    palette: ["#9A3412", "#FDBA74"],
  },
  {
    title: "Building an export-ready enquiry pipeline for a B2B valve manufacturer in Rajkot",
    slug: "saurashtra-flowtech-rajkot",
    serviceSlug: "web-development",
    headlineFigure: "₹38 lakh",
    headlineLabel: "of export orders from three enquiries",
    clientName: "Saurashtra Flowtech Valves",
    industry: "Industrial Manufacturing",
    challenge:
      "Saurashtra Flowtech makes cast steel gate, globe and check valves, but almost all of its online enquiries came through IndiaMART and many were small traders asking for a single piece. The company website dated from 2012, took around 9 seconds to load on mobile and had no individual product pages for buyers or search engines to find.",
    solution:
      "We rebuilt the website with 60 product pages carrying pressure ratings, materials and downloadable datasheets, fixed the technical SEO basics and brought mobile load time under 2.5 seconds. A ₹40,000 a month Google Ads campaign targeted high-intent searches such as 'cast steel gate valve manufacturer' in India and the Gulf, and every RFQ was scored in a simple CRM by quantity, industry and country.",
    results:
      "Over eight months organic traffic grew from about 600 to 2,500 visits a month, and qualified RFQs rose from 10-12 to between 35 and 45 a month. Three export enquiries from Oman and Kenya have converted into orders worth about ₹38 lakh so far. Typical sales cycles here run three to six months, so most of the current pipeline has not closed yet.",
    featured: true,
    palette: ["#1E3A8A", "#94A3B8"],
  },
  {
    title: "Shifting regular customers to direct ordering for a Bengaluru cloud kitchen",
    slug: "dabba-junction-bengaluru",
    serviceSlug: "social-media",
    headlineFigure: "₹45,000",
    headlineLabel: "a month saved in delivery-app commission",
    clientName: "Dabba Junction",
    industry: "Food & Beverage",
    challenge:
      "Dabba Junction runs a cloud kitchen in HSR Layout selling South Indian meals and North Indian thalis, and about 97% of its orders came through food delivery apps charging 25-30% commission. The owners had regular office customers ordering the same lunch every week but no direct way to reach them.",
    solution:
      "We set up a WhatsApp Business catalogue and a one-page ordering site with UPI payment, plus a simple loyalty offer where every tenth direct meal is free. Instagram Reels and small Meta ads targeted a 3 km radius around tech parks at lunch hour, and a weekly WhatsApp broadcast shared the next week's menu with customers who had opted in.",
    results:
      "After six months, direct orders made up about 18% of total orders, up from around 3%, which saves the kitchen roughly ₹45,000-50,000 a month in commission. Weekend dinner orders have stayed almost entirely on the delivery apps; direct ordering works mainly for weekday office lunches.",
    featured: false,
    palette: ["#B45309", "#FEF3C7"],
  },
];

export const demoArticles: SeedArticle[] = [
  {
    slug: "google-business-profile-local-leads",
    title: "Google Business Profile: the free listing that brings most local enquiries",
    excerpt:
      "For clinics, shops and service businesses, the map listing often brings more calls than the website. Here is how to set up, verify and maintain your Google Business Profile properly.",
    content: `When someone in Nagpur searches for a "physiotherapist near me", the first thing they usually see is not a website. It is the map pack: three businesses with star ratings, photos, a **Call** button and directions. Those listings come from Google Business Profile, and for most local businesses they bring in more phone calls than the website does.

The listing is free, and the work is a one-time setup plus about 20 minutes a week.

## Step 1: Claim and verify your listing

Go to [business.google.com](https://business.google.com), search for your business and claim it, or create a new listing if none exists. Google now often asks for **video verification**: a short, continuous clip showing your signboard, the inside of your premises and something that proves you run the place, such as the billing counter or your equipment.

Keep the business name exactly as it appears on your signboard. Adding keywords like "Best Dentist Pune" to the name breaks Google's guidelines and can get the listing suspended.

## Step 2: Fill in every field that matters

- **Primary category**: choose the most specific one available ("Orthodontist" rather than just "Dentist" if that is your main work).
- **Hours**: include festival holidays and special timings for Diwali or Eid, so nobody drives over to a closed shutter.
- **Services and products**: list them with rupee price ranges where you can. People shortlist faster when they see "Root canal from ₹4,500".
- **Phone number**: use a number someone actually answers during business hours.
- **Website link**: add UTM tags so visits from your profile show up separately in Google Analytics.

## Step 3: Add photos that look like your real business

Upload at least 10 genuine photos: the outside of the building (helps people find you), the reception, your team at work and your products. Add two or three new ones every month. Stock images do more harm than good, because customers notice when the place looks different in person.

## Step 4: Build a weekly review routine

Reviews are the strongest signal you control. A simple routine:

1. Ask happy customers at the right moment, for example after a successful treatment or at billing.
2. Send your review link on WhatsApp the same day. You can copy a short link from the "Ask for reviews" option in your profile.
3. Reply to every review within 48 hours, including the 2-star ones. Keep replies polite and specific, not copy-pasted.
4. Never buy reviews or offer discounts in exchange for them. Google removes such reviews and may restrict your profile.

## What to track, and what to expect

The **Performance** section of your profile shows calls, direction requests and website clicks. Compare them month on month rather than week on week, because local searches swing with festivals and exam seasons.

Google ranks local results on relevance, distance and prominence, as explained in its own [local ranking guide](https://support.google.com/business/answer/7091). You can improve relevance and prominence, but you cannot change how far a searcher is from you. In a mid-sized market, a well-kept profile often sees calls rise 20-40% over three to four months. No one can guarantee a top-three position, and you should be wary of anyone who promises it.

## Common mistakes we see

- Two or three duplicate listings for the same address, splitting your reviews
- An old landline number that rings in an empty office
- Opening hours that have not been updated since 2020
- Owners replying to negative reviews angrily, which future customers read too

Fix these first; they cost nothing.`,
    author: "Priya Raghavan",
    category: "SEO",
    published: true,
    palette: ["#1D4ED8", "#BFDBFE"],
    daysAgo: 4,
  },
  {
    slug: "whatsapp-business-app-vs-api",
    title: "WhatsApp Business app or API: which one does your business actually need?",
    excerpt:
      "The free app works well until your team grows or chats pile up. We compare the WhatsApp Business app and API on cost, features and setup, and list the signs that it is time to switch.",
    content: `Almost every small business in India already uses WhatsApp to talk to customers. The question we get most often is whether to stay on the free **WhatsApp Business app** or move to the **WhatsApp Business API** (officially the WhatsApp Business Platform). The answer depends on how many chats you handle and how many people need to reply.

## The quick comparison

| | WhatsApp Business app | WhatsApp Business API |
|---|---|---|
| Cost | Free | Per-message charges plus a provider fee |
| Who can reply | One phone plus a few linked devices | Any number of team members in a shared inbox |
| Bulk messages | Broadcast lists, reaching only people who saved your number | Approved templates sent to any customer who opted in |
| Automation | Greeting, away message, quick replies | Chatbots, CRM sync, order and payment updates |
| Setup time | About 10 minutes | A few days, including Meta business verification |
| Best for | Up to roughly 50 chats a day | Teams, high volumes and automated flows |

## What the app does well

The app is genuinely useful for a single shop or clinic. You get a business profile, a product **catalogue**, labels to sort chats (New order, Paid, Delivered), quick replies for common questions and an away message for after hours. For a boutique in Indore handling 20-30 chats a day, this is usually enough.

Its limits show up as you grow:

- Broadcasts only reach contacts who have saved your number, so many messages simply never arrive.
- Everyone replying shares one account, so it is hard to know who promised what to which customer.
- There is no proper way to connect chats to your CRM, billing or delivery system.

## What the API adds

The API does not come with its own app. You use it through a Business Solution Provider such as Gupshup, Interakt, AiSensy or Wati, which gives you a shared inbox, chatbots and integrations. Messages you start, such as order updates or offers, must use **templates approved by Meta**. Replies you send within 24 hours of a customer messaging you are free.

Meta charges per template message, and marketing messages cost the most. At the time of writing a marketing message in India costs roughly ₹0.80-0.90, while utility messages like order confirmations cost far less. Check the current rates on [Meta's pricing page](https://developers.facebook.com/docs/whatsapp/pricing) before you plan a campaign, and add your provider's fee, which for small plans usually falls between ₹1,000 and ₹3,500 a month.

Moving a number to the API used to mean giving up the app on that number. Some providers now support using both together, but confirm this with your provider before you migrate.

## Signs it is time to switch

1. More than two people need to reply from the same number.
2. You regularly miss chats or reply the next day.
3. You want automatic messages for order confirmation, payment links via Razorpay or Cashfree, or delivery updates from Shiprocket.
4. You want to qualify leads with a few questions before a salesperson calls.
5. You need reports on response times and which campaigns started conversations.

If none of these apply, stay on the app and use it well. If three or more apply, the API will usually pay for itself in saved time and fewer lost enquiries. You can read more about both options on [business.whatsapp.com](https://business.whatsapp.com).`,
    author: "Arjun Mehta",
    category: "Marketing",
    published: true,
    palette: ["#15803D", "#BBF7D0"],
    daysAgo: 11,
  },
  {
    slug: "meta-ads-budget-first-90-days",
    title: "How much should you spend on Meta ads in your first 90 days?",
    excerpt:
      "Too little budget and Meta never learns who to show your ads to; too much and you pay for mistakes. A month-by-month plan for Indian small businesses starting out with Facebook and Instagram ads.",
    content: `"What budget should we start with?" is the first question almost every business owner asks before running Facebook and Instagram ads. There is no single right number, but there is a sensible way to work it out, and a plan for the first three months that keeps you from burning money.

## Start from your cost per lead, not a round number

Meta's system needs data to learn who is likely to respond. As a rough rule, an ad set should get around **50 results a week** (leads, purchases or whatever you optimise for) to settle down. Fewer than that and results stay unstable.

So do the maths backwards:

- If a lead in your category typically costs ₹150, 50 leads a week means about ₹7,500 a week, or roughly ₹1,000 a day for one ad set.
- If leads cost ₹400 (common for real estate or higher-ticket services), the same target needs about ₹20,000 a week.

Most small businesses cannot fund several ad sets at that level, which is why **fewer ad sets with more budget each** usually beats spreading ₹500 a day across ten audiences.

## A 90-day plan

1. **Days 1-30: test.** Run one campaign with two or three ad sets and three or four creatives each. Budget ₹500-1,500 a day depending on your category. Expect costs to be high and uneven; the goal is learning, not profit.
2. **Days 31-60: cut and focus.** Switch off creatives that cost more than 1.5 times your target cost per lead. Increase budget on the winners by about 20% every three or four days, not all at once, so performance does not reset.
3. **Days 61-90: retarget and refine.** Add a retargeting campaign for people who watched your videos or visited your site, using 10-15% of the budget. Refresh creatives, because the same ad shown for six weeks usually gets tired.

For a typical local service business, this works out to a total of ₹50,000 to ₹1.2 lakh over 90 days. That is a testing budget, not a promise of returns.

## Where the money is usually wasted

- **Boosting posts** from the Instagram app instead of using Ads Manager, which gives you far less control over who sees the ad.
- **Narrow interest targeting** on small budgets. Broad audiences with good creatives often do better now.
- **Lead forms without a qualifying question**, which fill your sheet with people who never pick up the phone.
- **Slow follow-up.** A lead called within 10 minutes converts far better than one called the next day.

## Decide what counts as success before you start

Write down your target cost per lead and, more importantly, your target cost per customer. If your counsellor or sales team converts 1 in 8 leads and a customer is worth ₹12,000 to you, you can afford more per lead than a business converting 1 in 30.

Before you begin, browse the [Meta Ad Library](https://www.facebook.com/ads/library) to see what competitors in your city are running. If an ad has been live for months, it is probably working for them. Meta's own [advertising basics](https://www.facebook.com/business/ads) are also worth an hour of your time.

After 90 days you should know your real cost per lead, which creatives work and whether Meta is a profitable channel for you. That knowledge is what the first budget buys.`,
    author: "Sneha Kulkarni",
    category: "Social Media",
    published: true,
    palette: ["#4338CA", "#F0ABFC"],
    daysAgo: 23,
  },
  {
    slug: "utm-tagging-which-ad-brought-the-enquiry",
    title: "UTM tagging: know exactly which ad brought in each enquiry",
    excerpt:
      "If every lead shows up as 'direct' or 'unknown', you are guessing where your ad budget works. A plain guide to UTM tags for Instagram, WhatsApp, Google Business Profile and email links.",
    content: `Ask most business owners where their last ten enquiries came from and the honest answer is "somewhere online". Instagram, Google, a WhatsApp forward, an old email? Without tracking, the marketing budget gets split on gut feeling. **UTM tags** fix a large part of this, and they cost nothing.

## What a UTM tag is

A UTM tag is a set of labels added to the end of a link. When someone clicks the link, tools like Google Analytics read the labels and record where the visit came from. Here is a tagged link for an Instagram ad:

\`\`\`
https://www.example.in/offer?utm_source=instagram&utm_medium=paid_social&utm_campaign=diwali_sale_2024&utm_content=reel_a
\`\`\`

The five parameters you will use:

- \`utm_source\`: where the click came from (instagram, facebook, newsletter, gbp)
- \`utm_medium\`: the type of channel (paid_social, email, organic, qr)
- \`utm_campaign\`: the campaign or offer name
- \`utm_content\`: which ad or link, useful when testing two creatives
- \`utm_term\`: the keyword, mostly for search ads

## Rules that save you from messy reports

1. **Always use lower case.** Google Analytics treats "Instagram" and "instagram" as two different sources.
2. **Use underscores, not spaces.** Spaces break links when shared on WhatsApp.
3. **Keep a shared sheet** with every tagged link, who made it and when. Without it, three people will invent three names for the same campaign.
4. **Never tag internal links** between pages of your own website. This overwrites the original source.

Google's free [Campaign URL Builder](https://ga-dev-tools.google/campaign-url-builder/) makes tagged links without typing errors.

## Where to put them

- **Meta ads**: use the URL parameters field in the ad setup. Meta can fill in names automatically, for example \`utm_campaign={{campaign.name}}\`.
- **Google Ads**: keep auto-tagging switched on and link Google Ads to Analytics; you usually do not need manual UTMs here.
- **Google Business Profile**: tag the website link with \`utm_source=gbp&utm_medium=organic\` so map visits stop hiding inside "google / organic".
- **Email and WhatsApp broadcasts**: tag every link, then shorten it if it looks too long.
- **Print and QR codes**: use \`utm_medium=qr\` so you can finally tell whether those flyers worked.

## Carry the source into your leads

Analytics alone only tells you about visits. To know which ad produced an actual enquiry, your enquiry form should save the UTM values in hidden fields along with the lead, so your sales team sees "instagram / paid_social / diwali_sale_2024" next to each name.

For click-to-WhatsApp buttons, where UTMs cannot follow the customer, add a short code to the pre-filled message, such as "Hi, I saw your offer (IG-DIW)". Your team can tag the chat by that code.

## Reading the results

In [Google Analytics](https://analytics.google.com), open **Reports > Acquisition > Traffic acquisition** and switch the table to "Session source / medium" or "Session campaign". Check it monthly alongside the leads in your CRM. Within a couple of months you will see which channels bring enquiries that actually convert, which is the number that should decide next quarter's budget.`,
    author: "Rohit Bansal",
    category: "Marketing",
    published: true,
    palette: ["#0F766E", "#FCD34D"],
    daysAgo: 37,
  },
  {
    slug: "ai-tools-for-small-teams-with-human-review",
    title: "AI tools for small marketing teams, with a human in the loop",
    excerpt:
      "AI can draft captions, emails and ad ideas in minutes, but it also makes things up with confidence. How a two or three person team can use AI tools safely, with a simple review routine.",
    content: `Small teams in India are under pressure to post daily on Instagram, reply on WhatsApp, write blogs and run ads, often with two or three people doing everything. AI tools can take a real share of this load. They can also publish a wrong price, an invented statistic or a clumsy Tamil translation under your name. The answer is not to avoid AI but to put **a human review step** in every workflow.

## Where AI genuinely saves time

- **First drafts**: captions, email newsletters, blog outlines and FAQ answers. Tools like [ChatGPT](https://chatgpt.com) or [Gemini](https://gemini.google.com) get you from a blank page to a usable draft in minutes.
- **Variations**: ten headline options for a Meta ad, or three versions of a WhatsApp broadcast for A/B testing.
- **Design**: resizing one creative into Story, Reel cover and feed formats, or removing backgrounds from product photos with [Canva](https://www.canva.com) and similar tools.
- **Summaries**: turning a long client call or a pile of customer reviews into key points.
- **Regional language drafts**: a starting point for Hindi, Marathi or Tamil versions, which a native speaker then corrects.

In our experience, teams cut first-draft time roughly in half. The review time stays the same, and it should.

## Where AI needs a careful eye

- **Facts and figures.** AI tools invent statistics, prices and even regulations with full confidence. Every number must be checked against a real source.
- **Claims.** Health, education and finance businesses must follow [ASCI](https://www.ascionline.in) advertising guidelines. "Guaranteed results" or "cures acne in 7 days" can land you in trouble, whoever wrote it.
- **Tone and local sense.** Machine translations are often grammatically fine but sound odd to a native reader.
- **Customer data.** Do not paste customer names, phone numbers or medical details into free AI tools. India's Digital Personal Data Protection Act makes you responsible for how that data is handled.

## A simple review routine

1. **Brief the tool properly.** Give it your audience, offer, prices and tone. Vague prompts produce generic copy.
2. **Treat the output as a draft.** Edit it so it sounds like your business, not like every other business.
3. **Check every fact.** Prices, dates, addresses and statistics get verified by a person.
4. **Get a second reader** for anything that goes to customers: ads, broadcasts, website pages.
5. **Keep a record** of what was AI-assisted, so you can trace and fix mistakes quickly.

## Start small

Pick one repetitive task, such as weekly Instagram captions, and run it with AI plus review for a month. Measure time saved and whether engagement holds up. Then add the next task. A slow start with clear review rules works far better than handing everything to a tool and hoping nobody notices the mistakes.`,
    author: "Farah Siddiqui",
    category: "AI",
    published: false,
    palette: ["#7C3AED", "#FBCFE8"],
    daysAgo: 2,
  },
];

// Every demo record the seed adds, the English ones first: a Hindi one names its original.
export const seededCaseStudies: SeedCaseStudy[] = [...demoCaseStudies, ...demoCaseStudiesInHindi];
export const seededArticles: SeedArticle[] = [...demoArticles, ...demoArticlesInHindi];
