import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "custom-chatbot",
    serviceSlug: "ai-chatbots",
    title: "Custom AI Chatbot",
    subtitle: "A chatbot trained on your own services, prices and policies, not a generic script",
    description:
      "A custom AI chatbot answers visitor questions on your website in natural language, drawing only on information you have approved. It suits businesses that field the same questions all day, such as clinics asking about timings and fees, coaching institutes explaining batches, and builders sharing project details. We collect your brochures, FAQs and price lists, build a knowledge base on a large language model with guardrails, and connect the bot to your booking calendar or CRM for hand-off. A first version usually goes live in 3-4 weeks, with running costs that start at a few thousand rupees a month depending on conversation volume.",
    features: [
      {
        title: "Knowledge base from your documents",
        description:
          "Brochures, FAQs, fee sheets and website pages turned into a searchable knowledge base the bot answers from.",
      },
      {
        title: "Guardrails and approved answers",
        description:
          "Rules that stop the bot guessing prices, making medical or legal claims or discussing competitors, with fixed answers for sensitive topics.",
      },
      {
        title: "Hindi, Hinglish and regional languages",
        description:
          "Replies in the language the visitor types in, including Hinglish, Tamil, Marathi, Telugu and Bengali.",
      },
      {
        title: "Human hand-off",
        description:
          "When the bot is unsure or the visitor asks for a person, the chat moves to your team on WhatsApp or a live inbox with full context.",
      },
      {
        title: "Booking and CRM connection",
        description:
          "Appointments booked into Google Calendar, Calendly or your practice software, and chat leads saved to your CRM.",
      },
      {
        title: "Branded chat widget",
        description:
          "A lightweight widget styled to your brand that loads after the page, so it does not slow your website.",
      },
    ],
    benefits: [
      "Visitors get answers at 11 pm, not the next working day",
      "Front-desk staff spend less time on repeat questions",
      "Consistent, accurate information about prices and policies",
      "Conversations reveal what customers really want to know",
    ],
    metrics: [
      "Commonly answers 60-80% of routine questions without staff involvement",
      "First response time under 5 seconds, 24x7",
      "Website enquiry capture often up 15-30% compared with a static contact form",
    ],
    keywords: [
      "custom AI chatbot for website India",
      "GPT chatbot for business",
      "chatbot trained on company data",
      "Hindi chatbot for website",
      "AI chatbot development cost India",
    ],
  },
  {
    slug: "whatsapp-automation",
    serviceSlug: "ai-chatbots",
    title: "WhatsApp Automation",
    subtitle: "Answer, sell and follow up on WhatsApp automatically, on the official Business API",
    description:
      "WhatsApp automation puts your customer conversations on the WhatsApp Business API, so replies, reminders and broadcasts run automatically from your verified business number. It suits almost any Indian SMB that already gets enquiries on WhatsApp: restaurants, salons, diagnostic labs, coaching centres, D2C brands and real-estate brokers. We set up the API through a provider such as Interakt, WATI, AiSensy or Gupshup, get message templates approved by Meta, build AI-assisted reply flows, and connect click-to-WhatsApp ads and your product catalogue. Meta charges per conversation, roughly ₹0.12-0.80 per message depending on category, plus a provider fee typically from ₹2,500 a month.",
    features: [
      {
        title: "WhatsApp Business API onboarding",
        description:
          "Number migration, Meta business verification, display-name approval and green-tick application where eligible.",
      },
      {
        title: "Approved message templates",
        description:
          "Marketing, utility and authentication templates written and submitted for Meta approval, in English and Indian languages.",
      },
      {
        title: "AI reply flows",
        description:
          "Menus and AI-assisted replies for prices, timings, locations and order status, with hand-off to a team member in a shared inbox.",
      },
      {
        title: "Click-to-WhatsApp ads",
        description:
          "Facebook and Instagram ads that open a WhatsApp chat, with an automated first reply that qualifies the lead immediately.",
      },
      {
        title: "WhatsApp catalogue and ordering",
        description:
          "Products or services listed in the WhatsApp catalogue so customers can browse, add to cart and send an order within the chat.",
      },
      {
        title: "Broadcasts and reminders",
        description:
          "Opt-in broadcasts for offers, plus automated appointment reminders, payment links and delivery updates.",
      },
    ],
    benefits: [
      "Reach customers on the app they open dozens of times a day",
      "No more missed WhatsApp enquiries after shop hours",
      "Multiple staff can reply from one official business number",
      "Broadcasts without risking a ban on your personal number",
      "Ad leads contacted within seconds instead of hours",
    ],
    metrics: [
      "WhatsApp message open rates typically 80-95%, far above email",
      "Click-to-WhatsApp ads often deliver leads at 20-40% lower cost than form ads",
      "Appointment no-shows commonly down 25-40% with automated reminders",
    ],
    keywords: [
      "WhatsApp Business API India",
      "WhatsApp automation for business",
      "click to WhatsApp ads",
      "WhatsApp chatbot for small business",
      "WhatsApp broadcast message service",
      "WhatsApp catalogue setup",
    ],
  },
  {
    slug: "lead-qualification-bot",
    serviceSlug: "ai-chatbots",
    title: "Lead Qualification Bot",
    subtitle: "A bot that asks the right questions so your sales team only calls serious buyers",
    description:
      "A lead qualification bot chats with every new enquiry, asks about budget, timeline, location and need, and scores the lead before a person gets involved. It suits businesses where sales calls are expensive and many enquiries go nowhere, such as real-estate brokers, interior designers, education counsellors, solar installers and B2B manufacturers getting IndiaMART enquiries. We design the question flow with your sales head, deploy it on WhatsApp, your website and ad lead forms, and push scored leads to your CRM with the hottest ones flagged for an immediate call. Setup generally takes 2-3 weeks, and the flow is refined every month from call outcomes.",
    features: [
      {
        title: "Qualification script design",
        description:
          "Questions on budget, timeline, location and decision-maker built with your sales team, using a BANT-style approach adapted to your business.",
      },
      {
        title: "Lead scoring rules",
        description:
          "Each answer adds or subtracts points, so leads are sorted into hot, warm and nurture automatically.",
      },
      {
        title: "Instant hot-lead alerts",
        description:
          "High-scoring leads alerted to the assigned salesperson on WhatsApp within a minute, with a one-tap call button.",
      },
      {
        title: "Multi-source capture",
        description:
          "The same flow runs on website chat, WhatsApp, Meta lead ads and IndiaMART or JustDial enquiry forwarding.",
      },
      {
        title: "Site visit and demo booking",
        description: "Qualified prospects book a site visit, showroom appointment or demo call directly from the chat.",
      },
      {
        title: "CRM sync and nurture",
        description:
          "All leads saved to Zoho, LeadSquared, HubSpot or Sheets, with colder leads moved into a WhatsApp nurture sequence.",
      },
    ],
    benefits: [
      "Sales time spent on buyers, not browsers",
      "Every enquiry gets a reply, even on Sundays",
      "Consistent qualification regardless of which staff member is on duty",
      "Clear data on which sources bring quality leads",
    ],
    metrics: [
      "Sales calls to unqualified leads often reduced 30-50%",
      "Speed-to-lead for hot prospects under 60 seconds",
      "Site-visit or demo bookings commonly up 15-25% from the same lead volume",
    ],
    keywords: [
      "lead qualification chatbot",
      "real estate lead qualification bot",
      "WhatsApp lead scoring",
      "IndiaMART lead automation",
      "AI sales qualification India",
    ],
  },
  {
    slug: "support-automation",
    serviceSlug: "ai-chatbots",
    title: "Customer Support Automation",
    subtitle: "Resolve order, booking and account queries automatically and route the rest to the right person",
    description:
      "Support automation uses AI to handle repetitive after-sale questions, such as order status, returns, rescheduling and invoice copies, across chat, WhatsApp and email. It suits D2C brands with growing order volumes, clinics and labs sending reports, service companies handling complaints and SaaS or ed-tech firms with account queries. We connect the bot to your order system, Shiprocket tracking or booking software so it can give real answers, set up ticketing in Freshdesk or Zoho Desk for anything it cannot solve, and add escalation rules for unhappy customers. Most support automation projects take 3-6 weeks, depending on how many systems need connecting.",
    features: [
      {
        title: "Order and delivery status lookup",
        description:
          "Customers enter an order ID or phone number and get live tracking pulled from Shiprocket, Delhivery or your store.",
      },
      {
        title: "Returns and exchange flows",
        description:
          "Guided return requests with photo upload, eligibility checks against your policy and pickup scheduling.",
      },
      {
        title: "Self-service documents",
        description:
          "Invoice copies, lab reports, fee receipts and certificates sent on request after identity verification by OTP.",
      },
      {
        title: "Ticketing integration",
        description:
          "Unresolved queries become tickets in Freshdesk, Zoho Desk or a shared inbox, with the full chat history attached.",
      },
      {
        title: "Sentiment-based escalation",
        description:
          "Angry or repeated complaints detected and passed straight to a senior team member instead of looping through the bot.",
      },
      {
        title: "Support analytics",
        description:
          "Monthly reports on top query types, resolution rates and gaps in the knowledge base that need new answers.",
      },
    ],
    benefits: [
      'Support team freed from "where is my order" questions',
      "Faster answers for customers at any hour",
      "Fewer complaints escalating to social media or marketplace reviews",
      "Support costs that grow slower than order volume",
    ],
    metrics: [
      "40-70% of routine support queries typically resolved without an agent",
      "Average first response time cut from hours to seconds",
      "Agent workload per 1,000 orders often down 30-45%",
    ],
    keywords: [
      "customer support automation India",
      "AI support chatbot for ecommerce",
      "order tracking chatbot WhatsApp",
      "Freshdesk chatbot integration",
      "automate customer service small business",
    ],
  },
  {
    slug: "conversational-commerce",
    serviceSlug: "ai-chatbots",
    title: "Conversational Commerce",
    subtitle: "Let customers discover, choose and pay for products inside a chat",
    description:
      "Conversational commerce turns a chat into a shop: the customer asks, the bot recommends products, builds the cart and collects payment without the customer ever opening a website. It suits businesses whose customers already prefer to order by message, such as sweet shops and bakeries, grocery and kirana stores, fashion boutiques selling on Instagram, and pharmacies with repeat orders. We build guided shopping flows on WhatsApp and Instagram DMs, connect them to your Shopify or inventory system, and add UPI payment links through Razorpay or Cashfree so orders are paid before dispatch. A working ordering flow is typically ready in 4-6 weeks.",
    features: [
      {
        title: "Guided product discovery",
        description:
          'Customers describe what they want, such as "cotton kurta under ₹1,500", and the bot suggests matching products with photos.',
      },
      {
        title: "In-chat cart and checkout",
        description:
          "Multi-product carts built inside WhatsApp using native product messages, with address capture and delivery slot selection.",
      },
      {
        title: "UPI payment links",
        description:
          "Razorpay or Cashfree payment links sent in chat, with automatic order confirmation as soon as payment succeeds.",
      },
      {
        title: "Reorder and refill reminders",
        description:
          "One-tap reorders for groceries, medicines or pet food, with reminders timed to each customer's usual buying cycle.",
      },
      {
        title: "Instagram DM shopping",
        description:
          'Automated replies to story and post comments like "price?" that open a DM with product details and a buy link.',
      },
      {
        title: "Inventory and order sync",
        description:
          "Chat orders flow into Shopify, WooCommerce or your POS, with out-of-stock items hidden automatically.",
      },
    ],
    benefits: [
      "Sell where your customers already spend their time",
      "No manual back-and-forth to take each order",
      "Payments collected upfront, reducing COD risk",
      "Repeat purchases prompted at the right moment",
    ],
    metrics: [
      "Chat-to-order conversion often 2-3 times higher than website sessions for repeat buyers",
      "Order-taking time per order commonly down from 10 minutes to under 2",
      "Repeat purchase rates typically up 15-30% with reorder reminders",
    ],
    keywords: [
      "conversational commerce India",
      "WhatsApp ordering system",
      "sell on WhatsApp with payment link",
      "Instagram DM automation for sales",
      "chat commerce for D2C brands",
    ],
  },
  {
    slug: "multichannel-bots",
    serviceSlug: "ai-chatbots",
    title: "Multichannel Chatbots",
    subtitle: "One bot brain serving your website, WhatsApp, Instagram, Facebook and Google Business Profile",
    description:
      "Multichannel bots let a single AI assistant answer customers consistently wherever they message you, from one shared knowledge base and one team inbox. They suit businesses with enquiries scattered across several apps, such as restaurant chains, multi-branch clinics, retail showrooms and education groups with centres in different cities. We connect your website chat, WhatsApp Business API, Instagram and Facebook Messenger and Google Business Profile messages to one platform, route conversations to the right branch or team, and keep one customer history across channels. Setup generally takes 4-6 weeks, and platform fees depend on channels and monthly conversations.",
    features: [
      {
        title: "Single knowledge base",
        description:
          "One source of answers for timings, prices and policies, so every channel gives the same, up-to-date information.",
      },
      {
        title: "Unified team inbox",
        description:
          "All chats from every channel in one inbox, with assignment, internal notes and response-time tracking.",
      },
      {
        title: "Branch and department routing",
        description:
          "Conversations routed by city, pin code or topic to the right branch manager, doctor's desk or sales team.",
      },
      {
        title: "Channel-specific formatting",
        description:
          "Answers adapted to each channel, using buttons on WhatsApp, quick replies on Instagram and rich cards on the website.",
      },
      {
        title: "Unified customer profiles",
        description:
          "A customer who messages on Instagram and later on WhatsApp is recognised, with past conversations visible to staff.",
      },
      {
        title: "Cross-channel reporting",
        description:
          "Volumes, resolution rates and leads by channel and branch, so you know where customers actually prefer to talk.",
      },
    ],
    benefits: [
      "No more enquiries lost in an unchecked Instagram or Facebook inbox",
      "Consistent answers across every branch and channel",
      "One tool for staff to learn instead of four apps",
      "A full view of each customer's history",
      "Easy to add a new branch or channel later",
    ],
    metrics: [
      "Unanswered messages across channels commonly cut by 80% or more",
      "Average response time across channels brought under 2 minutes during business hours",
      "Staff time spent switching between apps often reduced by 5-8 hours a week per person",
    ],
    keywords: [
      "omnichannel chatbot India",
      "multichannel customer messaging platform",
      "Instagram and WhatsApp chatbot",
      "Google Business Profile chat automation",
      "unified inbox for small business",
    ],
  },
];
