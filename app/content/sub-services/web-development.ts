import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "custom-websites",
    serviceSlug: "web-development",
    title: "Custom Website Development",
    subtitle: "Fast, mobile-first business websites designed around how your customers enquire and buy.",
    description:
      "A custom website is built for your business rather than squeezed into a theme, with pages, navigation and calls to action shaped around your services, branches and customers. It suits SMBs that have outgrown a free builder site or a slow template, such as clinics with several doctors, manufacturers with large product ranges and coaching institutes with many courses and centres. We plan the sitemap, design in Figma, develop on a modern stack such as Next.js or WordPress, and set up forms, WhatsApp chat, Google Analytics, Search Console and on-page SEO before launch. A typical 8-15 page business site takes 4-6 weeks, and you own the code, domain and hosting accounts.",
    features: [
      {
        title: "Sitemap and conversion planning",
        description:
          "Page structure and enquiry paths planned from your services and customer questions, so every page has a clear next step such as call, WhatsApp or book.",
      },
      {
        title: "Custom UI design in Figma",
        description:
          "Desktop and mobile designs in your brand style, reviewed with you page by page before a single line of code is written.",
      },
      {
        title: "Fast, mobile-first build",
        description:
          "Optimised images, clean code and good hosting, so pages load in under 2 seconds on a typical 4G phone.",
      },
      {
        title: "Enquiry forms and integrations",
        description:
          "Forms that send leads to email, WhatsApp, Google Sheets or your CRM, with spam protection and thank-you page tracking.",
      },
      {
        title: "SEO-ready from launch",
        description:
          "Meta tags, schema, XML sitemap, clean URLs, Google Search Console and redirects from old pages set up on launch day.",
      },
      {
        title: "Hosting, SSL and handover",
        description:
          "Deployment on reliable hosting with SSL and backups, plus a training session and documentation for your team.",
      },
    ],
    benefits: [
      "A professional site that reflects the real size and quality of your business",
      "More enquiries from clear calls to action on every page",
      "Fast loading for customers on mobile data",
      "Full ownership of your code, domain and data",
    ],
    metrics: [
      "Pages load in under 2 seconds on a 4G phone",
      "Lighthouse performance scores typically 90+ on mobile",
      "8-15 page business sites usually launched in 4-6 weeks",
      "Enquiry conversion rate often improves 30-60% compared to the old site",
    ],
    keywords: [
      "custom website development India",
      "business website design company",
      "Next.js website development",
      "website for small business India",
      "mobile friendly website design",
    ],
  },
  {
    slug: "web-apps",
    serviceSlug: "web-development",
    title: "Web Application Development",
    subtitle: "Custom portals, dashboards and booking systems that replace spreadsheets and manual work.",
    description:
      "Web apps are browser-based software built for a specific job in your business: a dealer ordering portal, a patient appointment system, a student fee and attendance dashboard or a field-team reporting tool. They make sense when an SMB is running key operations on Excel, WhatsApp groups and phone calls, and off-the-shelf software doesn't fit the way it works. We scope the workflow with your team, design screens, build with React or Next.js and a secure backend, add login roles, Razorpay or Cashfree payments and GST invoicing where needed, and release in phases. A first usable version typically ships in 8-12 weeks, with projects commonly starting from ₹3-4 lakh depending on scope.",
    features: [
      {
        title: "Workflow discovery and scoping",
        description:
          "Workshops with the people who will use the app, ending in a written scope, screen list and phased plan with fixed milestones.",
      },
      {
        title: "Role-based logins and permissions",
        description:
          "Separate access for owners, managers, staff, dealers or customers, with OTP or Google login and an activity log.",
      },
      {
        title: "Dashboards and reports",
        description:
          "Live views of orders, bookings, collections or stock, with filters and Excel/PDF export for accounts and management.",
      },
      {
        title: "Payments and GST invoices",
        description:
          "Razorpay, Cashfree or UPI payment collection with automatic GST-compliant invoices and payment reminders.",
      },
      {
        title: "Notifications by WhatsApp, SMS and email",
        description:
          "Automatic alerts for new orders, appointments, due payments or approvals through WhatsApp Business API, DLT-registered SMS and email.",
      },
      {
        title: "Secure hosting and maintenance",
        description:
          "Cloud hosting on AWS, Google Cloud or similar with daily backups, monitoring, security updates and a support plan after launch.",
      },
    ],
    benefits: [
      "Replace error-prone spreadsheets and WhatsApp chains with one system",
      "Software that fits your process instead of forcing a new one",
      "Real-time visibility of operations from any device",
      "Staff time saved on repetitive data entry and follow-ups",
    ],
    metrics: [
      "First usable version typically live in 8-12 weeks",
      "Manual data entry often reduced by 40-70% for the processes covered",
      "Uptime target of 99.9% on managed cloud hosting",
    ],
    keywords: [
      "web application development India",
      "custom portal development",
      "dealer portal software",
      "appointment booking system development",
      "business dashboard development",
    ],
  },
  {
    slug: "cms-integration",
    serviceSlug: "web-development",
    title: "CMS Integration",
    subtitle: "Edit your own pages, blogs and offers without calling a developer every time.",
    description:
      "CMS integration gives your team a simple admin panel to update text, images, prices, blog posts, job openings and offers on the website themselves. It is for businesses that wait days for a developer to change a phone number, or whose marketing team wants to publish landing pages and articles quickly. We set up WordPress, a headless CMS such as Sanity, Strapi or Contentful, or migrate you from an old system, and model your content so editors fill simple fields rather than fight a page builder. Editors get role-based access, previews before publishing and a short training session.",
    features: [
      {
        title: "CMS selection and content modelling",
        description:
          "We recommend WordPress or a headless CMS based on your team and budget, then define content types like services, doctors, courses, projects or branches.",
      },
      {
        title: "Headless CMS with fast front end",
        description:
          "Sanity, Strapi or Contentful connected to a Next.js site, giving editors easy control while pages stay fast and secure.",
      },
      {
        title: "WordPress setup done properly",
        description:
          "Lightweight theme, only essential plugins, security hardening and caching, instead of a slow site overloaded with add-ons.",
      },
      {
        title: "Content migration",
        description:
          "Pages, blogs, images and metadata moved from Wix, Blogger, an old WordPress or static HTML, with 301 redirects so SEO is kept.",
      },
      {
        title: "Editor roles and workflows",
        description:
          "Author, editor and admin roles with drafts, scheduled publishing and live previews, so nothing goes live by mistake.",
      },
      {
        title: "Training and editing guide",
        description:
          "A recorded walkthrough and short guide covering how to add a blog post, update a price or create a new landing page.",
      },
    ],
    benefits: [
      "Update your website in minutes without developer costs",
      "Publish blogs and offers when your marketing needs them",
      "Safer editing with previews, roles and version history",
      "A site that stays fast even as content grows",
    ],
    metrics: [
      "Routine content changes typically reduced from days to under 15 minutes",
      "Content migration of 50-300 pages usually completed in 2-4 weeks",
      "Page speed maintained at 90+ Lighthouse score on headless builds",
    ],
    keywords: [
      "CMS integration services",
      "headless CMS development India",
      "WordPress development company",
      "Sanity Strapi Contentful integration",
      "website content migration",
    ],
  },
  {
    slug: "api-development",
    serviceSlug: "web-development",
    title: "API Development & Integrations",
    subtitle: "Connect your website, CRM, payments, shipping and accounting so data flows without copy-paste.",
    description:
      "API development builds the connections that let your systems talk to each other: website leads into your CRM, store orders into Tally or Zoho Books, shipments booked on Shiprocket, payment status from Razorpay and messages through the WhatsApp Business API. It suits growing SMBs whose staff re-type the same data into three tools, and businesses that need a mobile app or partner to read data from their system. We document what each system needs, build secure REST APIs or webhooks, handle retries and errors, and log every sync so nothing is silently lost. Simple integrations often take 1-3 weeks; multi-system projects are scoped and priced in phases.",
    features: [
      {
        title: "CRM and lead integrations",
        description:
          "Website forms, Meta lead ads, IndiaMART and JustDial enquiries pushed automatically into Zoho, HubSpot, LeadSquared or your own CRM.",
      },
      {
        title: "Payment gateway integration",
        description:
          "Razorpay, Cashfree, PayU or UPI payment flows with webhooks that update order status and trigger receipts reliably.",
      },
      {
        title: "Shipping and logistics APIs",
        description:
          "Order sync with Shiprocket, Delhivery or other carriers for label creation, pickup booking and tracking updates to customers.",
      },
      {
        title: "Accounting and GST sync",
        description:
          "Sales, invoices and payments passed to Tally, Zoho Books or other accounting software, with GST fields mapped correctly.",
      },
      {
        title: "Custom REST APIs",
        description:
          "Secure, documented APIs with authentication and rate limits for your mobile app, partners, dealers or internal tools.",
      },
      {
        title: "Monitoring, retries and logs",
        description:
          "Failed syncs retried automatically, alerts sent when something breaks, and a log your team can check anytime.",
      },
    ],
    benefits: [
      "No more re-typing orders, leads and invoices between tools",
      "Fewer errors in billing, stock and customer data",
      "Faster response to leads and orders",
      "A foundation for apps and partner integrations later",
    ],
    metrics: [
      "Simple integrations typically delivered in 1-3 weeks",
      "Manual data entry for connected processes often cut by 60-90%",
      "Over 99% of syncs completed automatically with retry handling",
    ],
    keywords: [
      "API development company India",
      "CRM integration services",
      "Razorpay integration",
      "Shiprocket API integration",
      "Tally integration with website",
    ],
  },
];
