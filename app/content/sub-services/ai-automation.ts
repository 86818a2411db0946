import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "crm-automation",
    serviceSlug: "ai-automation",
    title: "CRM Automation",
    subtitle: "Every enquiry captured, assigned and followed up without manual data entry.",
    description:
      "CRM automation connects your lead sources, such as website forms, Meta lead ads, IndiaMART, JustDial, WhatsApp and phone calls, to one customer system that assigns, reminds and follows up automatically. It suits businesses where leads slip through the cracks, like real-estate brokers, coaching institutes, interior designers, B2B manufacturers and clinics with several front-desk staff. We set up or clean up a CRM such as Zoho, HubSpot, LeadSquared or a lighter tool that fits your size, build the integrations and follow-up sequences, and train your sales team to use it. CRM licence costs are separate; many SMB setups run on plans costing ₹1,000-3,000 per user per month, and some start free.",
    features: [
      {
        title: "Lead source integration",
        description:
          "Website forms, Meta and Google lead forms, IndiaMART, JustDial and WhatsApp enquiries flow straight into the CRM with the source recorded.",
      },
      {
        title: "Auto-assignment rules",
        description:
          "Leads routed to the right salesperson by city, product, language or round-robin, with alerts on their phone.",
      },
      {
        title: "Follow-up sequences",
        description:
          "Automatic WhatsApp, email and SMS follow-ups plus task reminders, so no lead waits days for a second call.",
      },
      {
        title: "Pipeline stages",
        description:
          "Clear stages such as New, Contacted, Site Visit, Quotation and Won, matching how your business actually sells.",
      },
      {
        title: "Duplicate and data clean-up",
        description:
          "Existing contacts imported from Excel or old tools, with duplicates merged and phone numbers standardised.",
      },
      {
        title: "Team training and handover",
        description:
          "Training in English or Hindi for your sales team, plus short screen-recorded guides for new hires.",
      },
    ],
    benefits: [
      "No more leads lost in WhatsApp chats or notebooks",
      "Faster first response to every enquiry",
      "Owners can see the whole pipeline from a phone",
      "Clear accountability for each salesperson",
    ],
    metrics: [
      "Lead response time typically cut from hours to under 10 minutes",
      "Lead leakage often reduced by 20-40% in the first quarter",
      "Standard setup completed in 2-4 weeks",
    ],
    keywords: [
      "CRM automation India",
      "Zoho CRM setup",
      "lead management system for small business",
      "IndiaMART CRM integration",
      "sales follow-up automation",
    ],
  },
  {
    slug: "workflow-automation",
    serviceSlug: "ai-automation",
    title: "Workflow Automation",
    subtitle: "Remove repetitive copy-paste work between your apps, sheets and teams.",
    description:
      "Workflow automation links the tools you already use, such as Google Sheets, Tally exports, Razorpay, Shiprocket, WhatsApp, email and your website, so routine tasks run by themselves. It fits SMB owners and small teams who spend hours a day on tasks like sending GST invoices, updating order status, sharing booking confirmations or compiling staff reports. We map your current process, automate it with tools like Zapier, Make, n8n or Google Apps Script, add AI steps where they genuinely help (reading invoices or sorting emails, for example), and build in human approval for anything involving money or customers. Tool subscriptions often cost ₹0-3,000 a month, and we choose the cheapest option that is reliable.",
    features: [
      {
        title: "Process mapping",
        description:
          "We sit with your team to document each repetitive task, how long it takes and where errors creep in, before automating anything.",
      },
      {
        title: "Order and shipping flows",
        description:
          "New Shopify or WooCommerce orders create Shiprocket shipments, send tracking on WhatsApp and update your stock sheet automatically.",
      },
      {
        title: "Invoice and payment automation",
        description:
          "GST invoices generated and emailed after Razorpay or Cashfree payments, with payment reminders for pending dues.",
      },
      {
        title: "AI document reading",
        description:
          "AI extracts details from purchase orders, invoices or forms into a sheet, with low-confidence entries flagged for a person to check.",
      },
      {
        title: "Approval steps",
        description:
          "Refunds, discounts and bulk messages pause for a manager's one-tap approval before anything is sent.",
      },
      {
        title: "Error alerts and logs",
        description: "If a step fails, the right person gets an alert with details, and every run is logged for audit.",
      },
    ],
    benefits: [
      "Hours of manual work saved every week",
      "Fewer data-entry mistakes",
      "Customers receive updates promptly and consistently",
      "Staff free to focus on sales and service",
      "Human checks kept where money and customers are involved",
    ],
    metrics: [
      "Typically 10-25 hours of manual work saved per week",
      "Data-entry errors commonly reduced by 70-90%",
      "First automations live within 1-2 weeks",
    ],
    keywords: [
      "business process automation India",
      "Zapier automation expert",
      "n8n workflow automation",
      "automate GST invoices",
      "Shopify Shiprocket automation",
    ],
  },
  {
    slug: "ai-lead-scoring",
    serviceSlug: "ai-automation",
    title: "AI Lead Scoring",
    subtitle: "Know which enquiries to call first, based on what your past buyers looked like.",
    description:
      "AI lead scoring ranks incoming enquiries by how likely they are to buy, using signals like source, location, budget answers, pages viewed and response to messages, so your sales team spends time where it counts. It suits businesses that get more leads than they can call properly, such as real-estate developers, education and coaching brands, car dealers, insurance advisors and B2B suppliers on IndiaMART. We study your past won and lost leads, build a scoring model (starting with simple rules if data is limited), push scores into your CRM and review accuracy with your sales head every month. A useful model usually needs at least 500 past leads with known outcomes; with fewer, we begin with rule-based scoring and improve it as data builds.",
    features: [
      {
        title: "Historical lead analysis",
        description:
          "We study 6-12 months of past leads to find which traits and behaviours separated buyers from non-buyers.",
      },
      {
        title: "Rule-based starter scores",
        description:
          "Simple, transparent rules for businesses with limited data, such as higher scores for in-city leads with a stated budget.",
      },
      {
        title: "Predictive scoring model",
        description:
          "Once enough data exists, a machine learning model that weighs many signals together, retrained as new outcomes come in.",
      },
      {
        title: "CRM score fields and views",
        description:
          "Scores shown on each lead in Zoho, HubSpot, LeadSquared or your CRM, with hot, warm and cold views for the sales team.",
      },
      {
        title: "Ad platform feedback",
        description:
          "Qualified-lead signals sent back to Meta and Google Ads so campaigns optimise for better leads, not just more forms.",
      },
      {
        title: "Monthly accuracy review",
        description:
          "We compare scores with real outcomes and adjust, and salespeople can flag wrong scores so the model stays honest.",
      },
    ],
    benefits: [
      "Sales time focused on the enquiries most likely to close",
      "Hot leads called within minutes, not buried in a list",
      "Better lead quality from ads trained on real outcomes",
      "Transparent scoring your sales team can question",
    ],
    metrics: [
      "Top-scored 20% of leads commonly account for 50-60% of sales",
      "Sales conversion rate often up 15-25% when hot leads are prioritised",
      "Needs around 500 past leads with outcomes for a predictive model",
    ],
    keywords: [
      "AI lead scoring",
      "predictive lead scoring India",
      "lead qualification for real estate",
      "sales lead prioritisation",
      "CRM lead scoring setup",
    ],
  },
  {
    slug: "ai-reporting",
    serviceSlug: "ai-automation",
    title: "AI Reporting",
    subtitle: "Weekly business numbers pulled together automatically and explained in plain words.",
    description:
      "AI reporting gathers data from your ad accounts, website, CRM, sales and payment tools into one place, then produces a short written summary of what changed and what needs attention. It suits owners and managers of SMBs who are tired of logging into five dashboards or waiting for someone to build a spreadsheet every Monday, from restaurant chains to D2C brands and service businesses. We connect your sources to Looker Studio or a similar dashboard, set up automated summaries delivered by email or WhatsApp, and have an analyst review the AI commentary on a set schedule so numbers are explained correctly. Reports only use data from your own accounts, and access can be limited by role.",
    features: [
      {
        title: "Data source connections",
        description:
          "Google Ads, Meta Ads, GA4, Search Console, Shopify, Razorpay, your CRM and Google Sheets joined in one reporting layer.",
      },
      {
        title: "Owner dashboard",
        description:
          "A single Looker Studio view with revenue, leads, cost per lead, return on ad spend and top products, readable on a phone.",
      },
      {
        title: "AI-written weekly summary",
        description:
          "A plain-language note highlighting the biggest changes, likely reasons and suggested actions, sent every Monday morning.",
      },
      {
        title: "Anomaly alerts",
        description:
          "Alerts when spend spikes, leads drop sharply or a payment gateway stops recording orders, so problems are caught the same day.",
      },
      {
        title: "Analyst review",
        description:
          "An analyst checks AI commentary against the raw numbers each month and corrects misleading explanations.",
      },
      {
        title: "Role-based access",
        description:
          "Different views for owners, marketing and branch managers, with sensitive figures like margins visible only to those who need them.",
      },
    ],
    benefits: [
      "All key numbers in one place",
      "Hours of manual report-making saved each week",
      "Problems spotted within a day rather than at month end",
      "Clear explanations for team members who are not data experts",
    ],
    metrics: [
      "4-8 hours of weekly reporting work typically saved",
      "Up to 8 data sources connected on standard plans",
      "Dashboard and first automated summary live in 2-3 weeks",
    ],
    keywords: [
      "automated marketing reports",
      "Looker Studio dashboard India",
      "AI business reporting",
      "marketing dashboard for small business",
      "automated weekly reports",
    ],
  },
];
