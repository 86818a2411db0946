import type { Faq } from "./schema";

/**
 * Each service page's 'Frequently asked questions', by service slug. Prices, timelines and
 * results quoted here are the ones the service and sub-service pages give; change them together.
 */
export const serviceFaqs = {
  // ---------------------------------------------------------------------------
  // Marketing Services
  // ---------------------------------------------------------------------------
  "social-media": [
    {
      question: "How much does social media marketing cost each month?",
      answer:
        "There are two parts. Our fee for planning, posting and replies starts around ₹12,000 a month for one or two platforms. Ad spend is paid directly to Meta and usually starts at ₹10,000-15,000 a month. Many small businesses begin with posting only and add ads once a few posts show real interest.",
    },
    {
      question: "Which platforms should my business be on?",
      answer:
        "Usually one or two, chosen by where your buyers already spend time. Shops, salons, clinics and restaurants do best on Instagram and Facebook, B2B firms and consultants on LinkedIn, and products that need explaining on YouTube. Two accounts run well beat five accounts run badly.",
    },
    {
      question: "When will social media start bringing enquiries?",
      answer:
        "Posting alone builds slowly: most accounts see steadier reach and engagement after about three months of regular posts. Ads are faster. A small Meta campaign that opens a WhatsApp chat usually brings its first enquiries in the first week, and your real cost per enquiry is clear within three to four weeks.",
    },
    {
      question: "Do I have to shoot the reels and photos myself?",
      answer:
        "No. You can send raw phone clips from your shop, clinic or factory and we edit them, or we arrange a shoot when the plan needs one, quoted separately. Posts can be in English, Hindi or your regional language, and you approve each one before it goes live.",
    },
    {
      question: "Who replies to comments and DMs, and what happens to sales enquiries?",
      answer:
        "On plans with community management, our team answers comments and DMs during working hours, in the language the customer writes in. Questions about prices, orders or bookings are passed to your staff on WhatsApp with the chat so far, so nobody has to ask the customer the same thing twice.",
    },
  ],
  "performance-marketing": [
    {
      question: "What is the minimum ad budget for Google or Meta ads?",
      answer:
        "For Google Search we suggest starting at ₹15,000-20,000 a month. For Meta, around ₹20,000 a month for leads or ₹50,000 a month for online sales. Smaller budgets can work for one city and one service, but results take longer to read. Ad spend goes directly to Google or Meta from your card; our management fee is separate.",
    },
    {
      question: "How much will each lead cost me?",
      answer:
        "It depends on your category and city. For Indian small businesses we commonly see ₹80-400 per lead: lower for local services in tier-2 cities, higher for real estate, education and B2B. The first three to four weeks of spend show your real number, and we report it every week.",
    },
    {
      question: "Google Ads or Meta ads: which is better for my business?",
      answer:
        "Google Search reaches people already looking for what you sell, such as 'physiotherapist in Indiranagar', so it suits urgent or high-intent needs. Facebook and Instagram ads create demand for things people are not searching for yet, such as a new skincare label or a weekend workshop. Many businesses use both, starting with the one closer to a sale.",
    },
    {
      question: "Will the ad accounts and data belong to me?",
      answer:
        "Yes. Campaigns run in Google Ads and Meta business accounts in your business's name, with us added as a partner. If you stop working with us, the accounts, audiences and history stay with you, and there is no long lock-in.",
    },
    {
      question: "Can you guarantee a number of leads or sales?",
      answer:
        "No. Results depend on your offer, price, market and how quickly your team follows up, and no agency controls all of that. We commit to the work: tracking set up before spend starts, weekly budget and keyword reviews, and a plain report of cost per lead or return on ad spend so you can decide whether to continue.",
    },
  ],
  "email-marketing": [
    {
      question: "Does email marketing still work in India, where everyone uses WhatsApp?",
      answer:
        "For the right businesses, yes. D2C brands, B2B suppliers, training institutes and service firms use email for newsletters, quotes, offers and order updates because it costs little per message and people read it when they have time. WhatsApp is better for short, urgent nudges; we often use both, with email carrying the longer content.",
    },
    {
      question: "What does it cost to run email marketing?",
      answer:
        "Tools such as Brevo, Mailchimp or Zoho Campaigns typically cost ₹1,500-8,000 a month for lists of 5,000-25,000 contacts, paid directly to the tool. Unlike WhatsApp, there is no charge per message. Our fee covers writing, design, automation setup and reporting.",
    },
    {
      question: "I only have a few hundred contacts. Is that enough?",
      answer:
        "Yes, if they are people who bought from you or asked for a quote. A list of 500 real customers usually brings more orders than 50,000 bought addresses, which we do not use because they damage inbox placement and have no consent behind them. We also add sign-up forms to your website and checkout so the list grows on its own.",
    },
    {
      question: "Will my emails land in spam?",
      answer:
        "We lower that risk by setting up your domain's sender records (SPF, DKIM and DMARC), which Gmail and Yahoo now require from bulk senders, removing bounced and inactive addresses, and warming up new sending domains slowly. No one can promise every email reaches the inbox, but after a clean-up the bounce rate usually falls under 2%.",
    },
    {
      question: "Which emails should I set up first?",
      answer:
        "The ones that run on their own: a welcome series for new subscribers, abandoned-cart reminders if you sell online, and quote follow-ups if you sell to businesses. Abandoned-cart emails typically recover 5-12% of lost carts. Monthly newsletters and festive offers come after that.",
    },
  ],
  "content-marketing": [
    {
      question: "How long does content marketing take to bring enquiries?",
      answer:
        "Longer than ads. New articles usually start showing in search within two to three months, and enquiries helped by content typically appear in reports by month three. Organic traffic commonly grows 40-80% over six months of regular publishing. It suits businesses ready to invest for six months or more, ideally alongside ads that bring leads sooner.",
    },
    {
      question: "How many articles or videos do I need each month?",
      answer:
        "Our standard plans cover 4-8 long-form articles or 6-10 short videos a month. For a local clinic or a niche manufacturer, four well-researched articles that answer real customer questions usually do more than twenty thin ones.",
    },
    {
      question: "Who decides what we write about?",
      answer:
        "We start from the questions your sales team, front desk and WhatsApp inbox hear every week, then check search demand and what competitors have not covered. You get a topic plan for the quarter, and your team checks every piece for accuracy before it is published.",
    },
    {
      question: "Can the content be in Hindi or other Indian languages?",
      answer:
        "Yes. We produce content in English, Hindi and major regional languages such as Tamil, Marathi and Bengali, written or checked by native speakers rather than machine-translated. For many local businesses, a short video or guide in the customer's own language reaches buyers that English content misses.",
    },
    {
      question: "Is the content written by AI?",
      answer:
        "We use AI tools for research and outlines, but a person writes and edits every piece and checks facts, prices and any medical or legal claims. Readers and search engines both favour content that shows first-hand experience, which only you and your team can supply.",
    },
  ],
  "growth-marketing": [
    {
      question: "How is growth marketing different from running ads?",
      answer:
        "Ads bring people in. Growth marketing also works on every step after the click: the landing page, the checkout, the first order, the reorder and the referral. We find the weakest step and run small tests to improve it, so the same ad budget brings more revenue.",
    },
    {
      question: "Is my business ready for growth marketing?",
      answer:
        "It works best once you have steady traffic and sales, say a few thousand website visits or a few hundred orders a month, so that test results mean something. If you are just starting out, a landing page or a focused ad campaign is usually the better first step.",
    },
    {
      question: "How many experiments do you run, and how long does each take?",
      answer:
        "Usually 2-4 experiments a month. Each one has a written hypothesis, one metric and an end date, typically two to four weeks away. We share the result whether it won or lost, so you build up a record of what works for your customers.",
    },
    {
      question: "Does a referral programme work for a small business?",
      answer:
        "Often, if customers already recommend you by word of mouth. We set up a simple reward, such as ₹200 off for both the customer and the friend, with WhatsApp share links and tracking that stops misuse. Once live, referrals commonly bring 5-15% of new customers, usually at a lower cost than ads.",
    },
    {
      question: "Which tools will I need to buy?",
      answer:
        "Usually nothing new: your website or store, Google Analytics 4, WhatsApp Business and a spreadsheet or CRM cover most tests. On Shopify or WooCommerce, referral and loyalty apps cost a few thousand rupees a month at most. We suggest a paid tool only after a test shows it pays for itself.",
    },
  ],
  branding: [
    {
      question: "How much does a logo or brand identity cost?",
      answer:
        "A logo project typically starts around ₹25,000, a brand strategy around ₹50,000, and a guidelines package with ready templates around ₹40,000. A full rebrand with a rollout plan usually starts around ₹1.5 lakh, depending on how many branches, products and printed materials need changing.",
    },
    {
      question: "How long does a branding project take?",
      answer:
        "A logo takes 2-3 weeks, a complete identity with guidelines usually 3-5 weeks, and a full rebrand 6-10 weeks including the rollout. Most of that time is spent waiting for feedback, so one decision-maker who replies within two or three days keeps things moving.",
    },
    {
      question: "Will I own the logo and all the design files?",
      answer:
        "Yes. On final payment you get full rights and every master file: vector logos (SVG, PDF and AI), PNGs for WhatsApp and social media, and print-ready files for signboards and packaging. We run a basic trademark conflict search before finalising; registering the trademark is done through your lawyer or agent.",
    },
    {
      question: "Does a small local business really need branding?",
      answer:
        "You do not need an expensive agency exercise, but you do need to look the same everywhere. One clear logo, two or three colours and a consistent way of speaking on your shop board, Google Business Profile, Instagram and visiting cards make you easier to remember and trust, especially when customers compare you with the shop next door on their phone.",
    },
    {
      question: "We already have a logo. Should we rebrand?",
      answer:
        "Only if it is holding you back: it looks dated next to competitors, is hard to read on a phone screen, does not fit a new product line, or people confuse you with another business. Often a refresh, cleaning up the existing logo and fixing colours and fonts, is enough and keeps the recognition you have already built.",
    },
  ],

  // ---------------------------------------------------------------------------
  // Website Development
  // ---------------------------------------------------------------------------
  "web-development": [
    {
      question: "How much does a business website cost?",
      answer:
        "A custom 8-15 page business website typically costs ₹50,000-1.5 lakh, depending on design, content and integrations. Web applications such as booking portals or dealer logins commonly start from ₹3-4 lakh. Domain, hosting and a support plan are billed separately, and you get a written quote before any work starts.",
    },
    {
      question: "How long will it take to build my website?",
      answer:
        "An 8-15 page business website usually goes live in 4-6 weeks, and the first usable version of a web app in 8-12 weeks. The most common delay is content: photos, service details and prices. We send a simple checklist on day one so these arrive early.",
    },
    {
      question: "Who will own the website and the domain?",
      answer:
        "You will. The domain, hosting account and code are in your business's name, and we hand over every login. If you move to another developer later, they get everything they need to carry on.",
    },
    {
      question: "Can my staff change prices, photos and blog posts themselves?",
      answer:
        "Yes. We set up an editor your staff can use to change prices, swap banners and publish posts without touching code, and we train them in a short session. Bigger changes, such as new page types or features, are covered by a monthly support plan.",
    },
    {
      question: "Can the website send enquiries to WhatsApp and our CRM?",
      answer:
        "Yes. A form can send each enquiry to email, to a CRM such as Zoho or HubSpot, and to a WhatsApp number at the same time, and a click-to-chat button lets visitors message you directly. We also connect payment gateways like Razorpay, Tally and delivery partners where you need them.",
    },
  ],
  ecommerce: [
    {
      question: "How much does it cost to set up an online store?",
      answer:
        "A Shopify store with up to 200 products typically starts around ₹60,000 and launches in 3-5 weeks. On top of that you pay the platform subscription, the payment gateway's fee of around 2% per transaction and shipping per order. Larger catalogues and custom features are quoted after a short call.",
    },
    {
      question: "Should I sell on my own website or on Amazon and Flipkart?",
      answer:
        "Usually both. Marketplaces bring buyers who are already shopping, but they take a commission and keep the customer relationship. Your own store keeps that margin and lets you reach buyers again on WhatsApp and email. Many brands use marketplaces to be discovered and bring repeat buyers to their own store.",
    },
    {
      question: "Which payment options can my customers use?",
      answer:
        "UPI, debit and credit cards, net banking, wallets and cash on delivery, through gateways such as Razorpay or Cashfree. The gateway's KYC approval can take up to two weeks, so we start it early, and we test settlements, refunds and failed payments before launch.",
    },
    {
      question: "How do you reduce returns on cash-on-delivery orders?",
      answer:
        "We add a WhatsApp confirmation for every COD order and cancel unconfirmed ones before dispatch, offer a small discount, such as ₹50 off, for paying by UPI instead, and block pin codes your courier does not serve. Together these often cut return-to-origin by 20-40%.",
    },
    {
      question: "Will GST invoices and shipping labels be generated automatically?",
      answer:
        "Yes. The store creates a GST invoice with your GSTIN for every order, and shipping is connected through an aggregator such as Shiprocket, so labels, pickups and tracking messages need no manual entry. Your accountant should still check the tax settings before launch.",
    },
  ],
  "mobile-design": [
    {
      question: "Most of my customers come from Instagram and WhatsApp links. Why does mobile-first matter?",
      answer:
        "Because they open your link on a phone, often a budget Android on 4G, and leave if the page is slow or the buttons are hard to tap. Designing for that phone first, with large buttons, short forms, click-to-call and a WhatsApp shortcut, usually brings more calls and chats from the same visitors.",
    },
    {
      question: "Do I need a full redesign, or can my current site be fixed?",
      answer:
        "Often it can be fixed. We start with a speed and usability check of your key pages. Converting an existing 10-15 page site to a proper mobile-first layout usually takes 2-4 weeks and starts around ₹35,000; a speed fix alone takes 1-3 weeks.",
    },
    {
      question: "Should I build a mobile app instead?",
      answer:
        "For most small businesses, no. A native app can cost ₹5-15 lakh and still struggle to get downloads. A progressive web app is a website customers can add to their home screen, which works on slow networks and can send notifications. It usually takes 4-8 weeks to build, at a fraction of the cost.",
    },
    {
      question: "How fast should my website load on a phone?",
      answer:
        "The main content should appear within 2.5 seconds on a 4G connection, which is Google's own threshold for a good page. We test on real mid-range phones and with PageSpeed Insights, and typically cut mobile page weight by 40-60% by compressing images and removing heavy scripts.",
    },
  ],
  "landing-pages": [
    {
      question: "Why not send ad clicks to my home page?",
      answer:
        "A home page talks to everyone, with menus, many services and many buttons. A landing page talks to the person who clicked one ad, with one offer and one action. Cost per lead is typically 20-40% lower when clicks land on a page that matches the ad.",
    },
    {
      question: "How much does a landing page cost, and how soon can it go live?",
      answer:
        "A single landing page typically starts around ₹18,000 and goes live within one to two weeks, including the form, tracking and the connection to your email or WhatsApp. Further versions for other cities or services cost less because they reuse the design.",
    },
    {
      question: "How do you cut down fake and junk leads?",
      answer:
        "Phone numbers are checked as they are typed, and where junk is a real problem we add a one-time password by SMS or WhatsApp, which costs a few paise per message. One or two questions about budget or location also filter out casual clicks. Fake or wrong-number leads often fall by 30-50%.",
    },
    {
      question: "Do I need A/B testing?",
      answer:
        "Only once a page gets enough visitors for a fair test, roughly 3,000 or more a month. Below that, we improve the page using session recordings and form data. Above it, we test one change at a time, such as the headline, the offer or the form length, for 2-4 weeks each.",
    },
    {
      question: "Where do the leads go after someone fills in the form?",
      answer:
        "Wherever your team will act on them fastest: an instant WhatsApp message to your sales number, an email, a Google Sheet or your CRM. The sooner someone calls back, the more leads you actually reach, so instant alerts are part of every page we build.",
    },
  ],

  // ---------------------------------------------------------------------------
  // SEO & Analytics
  // ---------------------------------------------------------------------------
  seo: [
    {
      question: "How long does SEO take to show results?",
      answer:
        "Usually three to six months before traffic and enquiries rise noticeably, and six to twelve months for competitive searches. Technical fixes in the first two months often help pages that already sit on page two. If you need enquiries this month, run Google Ads alongside while SEO builds up.",
    },
    {
      question: "Can you guarantee a first-page ranking on Google?",
      answer:
        "No, and be wary of anyone who does. Google decides rankings and changes its systems many times a year. We commit to the work, fixing technical issues, improving pages and earning genuine links, and every month we report rankings, clicks and enquiries from Search Console so you can judge the progress yourself.",
    },
    {
      question: "How much does SEO cost each month?",
      answer:
        "Ongoing SEO for a small business typically costs ₹15,000-40,000 a month, depending on how many pages and locations you have and how competitive your searches are. A one-time technical audit with a first round of fixes takes 3-4 weeks and can be bought on its own.",
    },
    {
      question: "I only serve customers in my city. Is local SEO different?",
      answer:
        "Yes, and for most local businesses it matters more than ranking across India. Your Google Business Profile decides whether you appear on the map for 'near me' searches, so we complete it, add photos and posts, and set up a routine for asking for and answering reviews. Location pages on your website and consistent details on directories such as Justdial support it.",
    },
    {
      question: "Do I need to publish blog posts for SEO?",
      answer:
        "Not always. For a clinic or a CA firm, strong service pages that answer buyers' questions, with prices or price ranges where possible, often matter more than a blog. Articles help when buyers research before they decide, such as for courses or industrial equipment, and we plan them from real search data.",
    },
  ],
  analytics: [
    {
      question: "I already have Google Analytics. Why would I need a setup?",
      answer:
        "Most GA4 accounts we see count page views but miss what matters: form fills, calls, WhatsApp clicks and purchases. Others count the same visit twice or include your own team's visits. A clean setup or clean-up usually takes 1-2 weeks, and GA4 itself is free.",
    },
    {
      question: "Can you track WhatsApp clicks and phone calls, not just forms?",
      answer:
        "Yes. WhatsApp and tap-to-call buttons are tracked as events, and calls from Google Ads can be measured with a forwarding number. If your team marks outcomes in a CRM or sheet, we send qualified leads and sales back to Google and Meta so they bid for customers, not cheap clicks.",
    },
    {
      question: "What does a marketing dashboard cost?",
      answer:
        "A first dashboard in Looker Studio is usually ready in 2-3 weeks. Looker Studio is free; connectors that pull in Meta ads or CRM data typically cost ₹2,000-8,000 a month, and we add them only where needed. You can open the dashboard on your phone at any time.",
    },
    {
      question: "What is marketing attribution, and do I need it?",
      answer:
        "Attribution works out how much credit each channel deserves when a customer sees an Instagram ad, searches on Google and then messages you on WhatsApp. It becomes worth doing once you spend across three or more channels, typically ₹2 lakh or more a month, because otherwise every platform claims the same sale. Smaller businesses gain more from correct conversion tracking first.",
    },
    {
      question: "Is tracking visitors allowed under India's data protection law?",
      answer:
        "Yes, when it is done openly. Under the Digital Personal Data Protection Act you should tell visitors what you collect and why, and ask for consent where it is needed. We set up analytics with consent settings, never send names or phone numbers to ad platforms in readable form, and keep only what your reports use.",
    },
  ],
  "ai-seo-content": [
    {
      question: "Will Google penalise content written with the help of AI?",
      answer:
        "Google says it ranks content on how helpful it is, not on how it was produced; what it acts against is pages mass-produced to game search. That is why a person edits and fact-checks every page we publish, adding your own prices, photos, examples and expertise.",
    },
    {
      question: "How many pages can you produce in a month?",
      answer:
        "Typically two to three times what a fully manual team produces for a similar cost. For most small businesses that means 8-20 pages a month: service pages, city pages, guides and FAQs. We would rather publish fewer pages than publish any that nobody has checked.",
    },
    {
      question: "Are city and area pages just spam?",
      answer:
        "Not when each one has real local detail: the address, the team, local prices, photos and directions. Copy-pasted pages that only swap the city name are thin content, and we do not make them. The first 5-10 location pages are usually published within 3-4 weeks.",
    },
    {
      question: "Can you improve the articles we already have?",
      answer:
        "Yes, and it is often the quickest win. We use Search Console to find pages whose clicks have dropped over the last 6-12 months, then update their facts, prices and structure. Refreshed pages commonly win back 20-60% of their lost clicks within 8-12 weeks.",
    },
  ],
  "ai-seo-automation": [
    {
      question: "Is my website big enough to need SEO automation?",
      answer:
        "It pays off most for sites with hundreds or thousands of pages, such as online stores, property portals and multi-branch businesses, where problems hide on pages nobody checks by hand. A ten-page business website is better served by a careful audit twice a year.",
    },
    {
      question: "What do the automated audits check, and who fixes the problems?",
      answer:
        "Weekly crawls flag broken links, missing titles, slow pages, redirect chains and pages that have dropped out of Google's index. We review the alerts every week and either fix the issues ourselves or give your developer clear instructions, so you get a short list of actions rather than a long PDF.",
    },
    {
      question: "Will schema markup get me star ratings in search results?",
      answer:
        "Schema markup tells search engines what a page describes, such as a product and its price, your business and its opening hours, or an event. It makes pages eligible for rich results, but Google decides whether to show them, and review stars appear only for some kinds of pages. We generate the markup in bulk and validate it.",
    },
    {
      question: "How much setup is involved?",
      answer:
        "Most sites need a one-time setup of 1-3 weeks, connecting Search Console, a site crawler and rank tracking, followed by monthly monitoring. Tool costs depend on the number of pages you have, and we choose plans that fit your site rather than the most expensive tier.",
    },
  ],
  "voice-visual-seo": [
    {
      question: "Do people in India really search by voice?",
      answer:
        "Yes, especially on phones, in Hindi and other Indian languages, and among people who find speaking easier than typing. Spoken searches tend to be full questions, such as 'dentist near me open on Sunday', so we write clear, direct answers and keep your business details the same everywhere they appear.",
    },
    {
      question: "How do I get more calls from my Google Business Profile?",
      answer:
        "Fill in every field, pick the right categories, keep hours correct (including festival holidays), add real photos every month, post offers weekly and reply to every review. With a simple routine for asking happy customers for a review, calls and direction requests typically rise 30-60% in 3-6 months.",
    },
    {
      question: "Should my website have pages in Hindi or a regional language?",
      answer:
        "If many of your customers search in that language, yes. Each language gets its own properly set-up pages written by native speakers, not a translation widget that search engines largely ignore. Searches in the new language usually start showing in Search Console within 6-10 weeks of launch.",
    },
    {
      question: "What is visual search, and does it matter for my products?",
      answer:
        "Visual search is when someone points Google Lens at a saree, a floor tile or a spare part to find where to buy it. It matters for products people recognise by sight. Clear photos on plain backgrounds, descriptive file names and alt text, and product structured data help your items show up in those results.",
    },
  ],

  // ---------------------------------------------------------------------------
  // AI-Powered Solutions
  // ---------------------------------------------------------------------------
  "ai-chatbots": [
    {
      question: "How much does a WhatsApp chatbot cost to run?",
      answer:
        "Running costs usually start at a few thousand rupees a month. On WhatsApp, Meta charges roughly ₹0.12-0.80 per message you send, depending on the category, while replies within 24 hours of a customer's own message are currently free. The WhatsApp provider's fee typically starts at ₹2,500 a month. Building the bot is quoted separately.",
    },
    {
      question: "Will the chatbot give my customers wrong answers?",
      answer:
        "It answers only from your own FAQs, price lists and policies, and is told to stay within those topics. When it is unsure, or a customer asks for a person, it hands the chat to your staff with the history. We review its conversations every month and correct anything it got wrong.",
    },
    {
      question: "Is the free WhatsApp Business app enough, or do I need the API?",
      answer:
        "The free app suits one phone handling a few dozen chats a day with quick replies. You need the WhatsApp Business API for chatbots, several staff on one number, broadcasts to opted-in customers and links to your CRM or store. The API needs Meta business verification, which we complete with you.",
    },
    {
      question: "Can the bot reply in Hindi and regional languages?",
      answer:
        "Yes. It can understand and reply in English, Hindi and major regional languages, including mixed messages in Hinglish, and we test it on real customer chats in each language before launch.",
    },
    {
      question: "How long does it take to launch a chatbot?",
      answer:
        "A basic WhatsApp bot that answers common questions and collects leads usually goes live in 2-3 weeks. Bots that take orders and UPI payments inside the chat, or connect to several systems, take 4-6 weeks.",
    },
  ],
  "ai-content": [
    {
      question: "Will AI-made content sound generic or robotic?",
      answer:
        "Not once it is edited properly. We set up your brand voice, products and words to avoid in our tools, and a writer rewrites every draft and checks facts and prices. You approve everything before it is published.",
    },
    {
      question: "Can you create content in regional languages?",
      answer:
        "Yes: Hindi, Tamil, Telugu, Kannada, Marathi, Bengali and more. Content is adapted rather than translated word for word, and native speakers check that phrases, festivals and references feel natural. Regional campaigns commonly see 20-40% higher engagement than English-only ones.",
    },
    {
      question: "How much cheaper is it than a regular content team?",
      answer:
        "The cost per finished piece is often 30-50% lower and turnaround three to five times faster, because first drafts, variations and resizing take minutes. Savings are largest on high-volume work such as product descriptions, ad variations and festive campaign posts.",
    },
    {
      question: "Who owns the content, and is it safe to publish?",
      answer:
        "You own the final content. We do not generate likenesses of real people or use other brands' logos without permission, and we remove claims you cannot back up. Anything about health, money or legal matters is checked by your team before it goes out.",
    },
  ],
  "ai-design": [
    {
      question: "Can AI product photos replace a photo shoot?",
      answer:
        "For many uses, yes. Clean backgrounds, lifestyle scenes and ad banners can be made from simple phone photos, often for 50-70% less than a studio shoot. For close-ups where texture and exact colour matter, such as fabrics or jewellery, a real shoot is still better, and we will tell you when.",
    },
    {
      question: "Will the products look different from what customers receive?",
      answer:
        "They must not, and a designer checks every image for it. AI changes the background and setting, never the product's colour, shape, size or details, because misleading images lead to returns, complaints and rejected ads.",
    },
    {
      question: "How does ad creative testing work?",
      answer:
        "We launch several versions of an ad on Meta or Google with small budgets, usually ₹5,000-15,000 of spend per test, and keep the ones that bring clicks and sales at the lowest cost. Click-through rates commonly rise 15-30% after a few rounds of testing.",
    },
    {
      question: "How many creatives will I get each month?",
      answer:
        "Growth plans include 20-50 creative variants a month, sized for Instagram posts and stories, Google display ads and marketplace listings. All of them follow your brand rules and are reviewed by a designer before use.",
    },
  ],
  "ai-automation": [
    {
      question: "What can be automated in a small business?",
      answer:
        "The repetitive, rule-based work: moving leads from IndiaMART, JustDial, Meta lead forms and your website into one CRM, assigning them to the right salesperson, sending WhatsApp follow-ups and reminders, preparing quotes and invoices, and sending a daily sales summary. Decisions that need judgement stay with your team.",
    },
    {
      question: "Do I need to buy expensive software?",
      answer:
        "Usually not. Where we can, we build on tools you already use, such as Google Sheets, Zoho, Tally and WhatsApp Business. CRM licences, if you need one, often cost ₹1,000-3,000 per user per month, and automation tools ₹0-3,000 a month.",
    },
    {
      question: "How long does an automation project take?",
      answer:
        "The first automations usually go live within 1-2 weeks, a standard CRM setup in 2-4 weeks and most complete projects in 3-6 weeks. We change one process at a time, so your team is never stuck between two systems.",
    },
    {
      question: "What does AI add over ordinary automation?",
      answer:
        "AI helps where fixed rules fall short: scoring new leads on how likely they are to buy, using your last 6-12 months of leads, summarising the week's numbers in plain language, or sorting enquiries by topic. A person checks every AI step's results during the first weeks.",
    },
    {
      question: "Will my staff be able to use it?",
      answer:
        "Yes. We train them in short sessions with a one-page guide in English or Hindi and keep the screens they use to a minimum. Most of the work runs in the background, so staff see fewer manual steps, not more.",
    },
  ],
} satisfies Record<string, Faq[]>;
