import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "responsive-design",
    serviceSlug: "mobile-design",
    title: "Responsive Web Design",
    subtitle: "One website that reads and works properly on a ₹8,000 Android phone, a tablet and a desktop",
    description:
      "Responsive design makes a single website adapt its layout, text size and images to every screen, instead of shrinking a desktop page onto a phone. It suits any business whose visitors arrive mainly from Instagram, WhatsApp or Google on mobile, which for most Indian clinics, coaching centres, restaurants and local services is 75-90% of traffic. We redesign layouts mobile-first, test on real budget Android devices and common screen widths, and fix tap targets, menus and tables that break on small screens. Converting an existing 10-15 page site usually takes 2-4 weeks, starting around ₹35,000.",
    features: [
      {
        title: "Mobile-first layout redesign",
        description:
          "Page layouts designed for a 360px-wide screen first, then expanded for tablets and desktops, so the phone view is never an afterthought.",
      },
      {
        title: "Real-device testing",
        description:
          "Checks on budget Redmi, Samsung and Realme phones as well as iPhones, in Chrome and the in-app browsers of Instagram and WhatsApp.",
      },
      {
        title: "Readable typography",
        description:
          "Font sizes, line spacing and contrast set for reading outdoors on a phone, including support for Devanagari and other Indian scripts.",
      },
      {
        title: "Responsive images",
        description:
          "Images served in sizes matched to each screen in WebP or AVIF, so phones do not download desktop-sized photos.",
      },
      {
        title: "Touch-friendly navigation",
        description:
          "Menus, buttons and form fields sized for thumbs, with call and WhatsApp buttons kept within easy reach.",
      },
      {
        title: "Tables, pricing and menus that fit",
        description:
          "Fee structures, restaurant menus and comparison tables reworked into cards or scrollable blocks that stay legible on small screens.",
      },
    ],
    benefits: [
      "Visitors on phones can read, tap and enquire without pinching and zooming",
      "One site to maintain instead of separate mobile and desktop versions",
      "Better standing with Google's mobile-first indexing",
      "Your brand looks as credible on a phone as it does on a laptop",
    ],
    metrics: [
      "Mobile bounce rates commonly drop 15-30% after a mobile-first rebuild",
      "Zero horizontal scrolling across screen widths from 320px upwards",
      "Mobile enquiry clicks often up 20-40% once call and WhatsApp buttons are reachable",
    ],
    keywords: [
      "responsive website design India",
      "mobile friendly website for small business",
      "convert website to mobile responsive",
      "mobile-first web design agency",
      "responsive website redesign cost",
    ],
  },
  {
    slug: "mobile-ux",
    serviceSlug: "mobile-design",
    title: "Mobile UX Design",
    subtitle: "Screens and flows designed around how people actually use their phones",
    description:
      "Mobile UX design goes beyond fitting content on a small screen; it shapes the journeys people take to book, buy or enquire with one thumb and a patchy connection. It suits businesses with a booking, ordering or sign-up flow, such as clinics with appointment slots, coaching institutes with demo-class forms and D2C brands with multi-step checkouts. We run short user interviews and session-recording reviews, map the key tasks, then design and prototype flows in Figma that your developers or ours can build. A focused UX project covering 2-3 core journeys typically runs 3-5 weeks.",
    features: [
      {
        title: "User research on real customers",
        description:
          "Short phone interviews and usability tests with your actual customers, including those more comfortable in Hindi or a regional language.",
      },
      {
        title: "Session recording analysis",
        description:
          "Review of Microsoft Clarity or Hotjar recordings to spot rage taps, dead clicks and where mobile users give up.",
      },
      {
        title: "Journey mapping",
        description:
          "Step-by-step maps of the booking, buying or enquiry journeys, with each point of friction marked and prioritised.",
      },
      {
        title: "Clickable Figma prototypes",
        description:
          "Interactive prototypes you can open on your phone and share with partners before a single line of code is written.",
      },
      {
        title: "Thumb-zone and form design",
        description:
          "Primary actions placed within thumb reach, numeric keypads for phone fields and autofill for OTP and address inputs.",
      },
      {
        title: "Developer-ready handoff",
        description:
          "Annotated screens, component specs and interaction notes so developers build what was designed without guesswork.",
      },
    ],
    benefits: [
      "Fewer people abandoning bookings and forms midway",
      "Design decisions grounded in what your customers actually do",
      "Less rework during development because flows are tested first",
      "Journeys that work for first-time smartphone users as well as regulars",
    ],
    metrics: [
      "Task completion in usability tests typically improves 20-35% between first and final prototype",
      "Form completion rates often rise 15-30% after thumb-zone and keypad fixes",
      "Average time to complete a booking commonly cut by a third",
    ],
    keywords: [
      "mobile UX design agency India",
      "mobile app UX designer",
      "Figma prototype design services",
      "mobile usability testing",
      "improve mobile booking flow",
    ],
  },
  {
    slug: "pwa-development",
    serviceSlug: "mobile-design",
    title: "Progressive Web App Development",
    subtitle: "App-like speed, home-screen icons and push notifications without the Play Store",
    description:
      "A progressive web app (PWA) is a website that installs on the phone's home screen, opens fast, works with weak or no signal and can send push notifications. It suits restaurants with repeat online orders, kirana and grocery stores with regular customers, and coaching institutes sharing schedules and notes, where a full native app would cost ₹5-15 lakh and still struggle for downloads. We build PWAs on Next.js or your existing site with offline caching, an install prompt and web push, and can package it for the Play Store through a Trusted Web Activity if you want a listing. Most PWA projects take 4-8 weeks depending on features.",
    features: [
      {
        title: "Installable home-screen app",
        description:
          "Web app manifest, icons and a timed install prompt so regular customers add your business to their home screen in one tap.",
      },
      {
        title: "Offline and low-signal support",
        description:
          "Service-worker caching so menus, catalogues, timetables and previously viewed pages open even on 2G or without a connection.",
      },
      {
        title: "Web push notifications",
        description:
          "Opt-in push messages for offers, order status and class reminders, sent from a simple dashboard without app-store approval.",
      },
      {
        title: "Play Store listing via TWA",
        description:
          "Optional packaging as a Trusted Web Activity so the same PWA appears on Google Play with your name and icon.",
      },
      {
        title: "Lightweight app shell",
        description:
          "A small core bundle, usually under 200 KB, that loads instantly on repeat visits and keeps data usage low for customers.",
      },
      {
        title: "Background sync for forms and orders",
        description:
          "Orders and enquiries submitted offline are queued and sent automatically when the connection returns.",
      },
    ],
    benefits: [
      "An app experience at a fraction of native app cost",
      "One codebase for Android, iPhone and desktop",
      "Direct re-engagement through push without paying for ads",
      "Updates go live instantly with no app-store review wait",
      "Works for customers with low storage who avoid installing apps",
    ],
    metrics: [
      "Install size typically under 1 MB versus 20-60 MB for a native app",
      "Repeat visits commonly load in under 1 second from cache",
      "Web push opt-in rates of 5-15% of returning visitors are typical",
    ],
    keywords: [
      "progressive web app development India",
      "PWA developer",
      "PWA vs native app cost",
      "web app for restaurant ordering",
      "PWA push notifications",
    ],
  },
  {
    slug: "mobile-performance",
    serviceSlug: "mobile-design",
    title: "Mobile Performance Optimisation",
    subtitle: "Faster pages on mid-range phones and 4G, measured with Core Web Vitals",
    description:
      "Mobile performance optimisation speeds up how quickly your pages load and respond on the phones and networks your customers really use. Slow sites hurt most for businesses that pay for traffic, such as D2C brands running Meta ads and real-estate brokers running Google Ads, because every second of delay wastes clicks you have paid for. We profile your site with PageSpeed Insights, Lighthouse and real-user Core Web Vitals data, then compress images, trim scripts, defer third-party tags and tune hosting and caching. A speed audit with fixes on a typical business or Shopify site takes 1-3 weeks.",
    features: [
      {
        title: "Core Web Vitals audit",
        description:
          "LCP, INP and CLS measured from real Chrome users in India and lab tests on a throttled mid-range phone profile.",
      },
      {
        title: "Image and font optimisation",
        description:
          "Conversion to WebP/AVIF, lazy-loading below the fold, and subsetting of web fonts including Hindi and regional scripts.",
      },
      {
        title: "Script and app clean-up",
        description:
          "Removal of unused Shopify apps, plugins and tracking scripts, with the rest deferred so they do not block the first view.",
      },
      {
        title: "Hosting, CDN and caching",
        description:
          "CDN setup with Indian edge locations, browser caching rules and server response tuning for WordPress or custom stacks.",
      },
      {
        title: "Third-party tag management",
        description:
          "Meta Pixel, GA4, chat widgets and heatmaps loaded through Google Tag Manager with consent and timing controls.",
      },
      {
        title: "Performance budget and monitoring",
        description:
          "Agreed limits on page weight and load time, with monthly checks so new banners and apps do not slow the site again.",
      },
    ],
    benefits: [
      "More ad clicks turn into page views instead of bounces",
      "Better page experience signals for Google Search",
      "Lower data usage for customers on prepaid plans",
      "A site that stays fast as your team adds content",
    ],
    metrics: [
      "Largest Contentful Paint commonly brought under 2.5 seconds on 4G",
      "Page weight often reduced 40-70% after image and script clean-up",
      "Mobile PageSpeed scores typically move from the 20-40 range to 70 or above",
      "Landing-page bounce rates from paid ads often drop 10-20%",
    ],
    keywords: [
      "website speed optimisation India",
      "Core Web Vitals fix",
      "Shopify speed optimisation",
      "improve mobile PageSpeed score",
      "WordPress site slow on mobile",
    ],
  },
];
