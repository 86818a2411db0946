import type { SubService } from "../schema";

export const subServices: SubService[] = [
  {
    slug: "email-campaigns",
    serviceSlug: "email-marketing",
    title: "Email Campaign Management",
    subtitle: "Regular newsletters and promotional emails that reach the inbox and get opened.",
    description:
      "Email campaigns are the one-off and regular sends that keep your customers informed: new arrivals, festive sales, webinar invites, monthly newsletters and price-list updates. They work well for D2C brands, B2B distributors, coaching institutes and clinics with a list of past customers or enquiries who rarely hear from them. We plan the calendar, write subject lines and copy, build and test each email, schedule sends by audience time zone and habits, and report on opens, clicks and revenue. Running costs are low: tools like Brevo, Mailchimp or Zoho Campaigns often cost ₹1,500-8,000 a month for lists of 5,000-25,000 contacts.",
    features: [
      {
        title: "Campaign calendar",
        description:
          "Two to eight sends a month planned around launches, stock arrivals, festivals like Diwali and Raksha Bandhan, and end-of-season sales.",
      },
      {
        title: "Subject line and copy writing",
        description:
          "Short, specific subject lines and preview text tested in pairs, with body copy that leads to one clear action.",
      },
      {
        title: "Deliverability setup",
        description:
          "SPF, DKIM and DMARC records configured on your domain, plus a warm-up plan, so emails reach the inbox and meet Gmail's bulk-sender rules.",
      },
      {
        title: "Rendering and link testing",
        description:
          "Every email checked on Gmail, Outlook, Apple Mail and mobile, with all links, UTM tags and unsubscribe options tested before sending.",
      },
      {
        title: "Send-time scheduling",
        description:
          "Sends timed to when your audience opens, such as weekday mornings for B2B buyers or evenings for shoppers.",
      },
      {
        title: "Campaign performance report",
        description:
          "Opens, clicks, unsubscribes, orders and revenue per email, tracked through UTM tags in GA4 and your store.",
      },
    ],
    benefits: [
      "Stay in touch with customers without paying for every impression",
      "Drive repeat orders and bookings from people who already know you",
      "Emails land in the inbox instead of spam or promotions limbo",
      "Clear revenue figures for every send",
    ],
    metrics: [
      "Open rates commonly 20-35% on well-maintained Indian lists",
      "Click rates typically 2-5% for promotional campaigns",
      "Email often contributes 10-20% of online revenue for established D2C stores",
    ],
    keywords: [
      "email marketing agency India",
      "newsletter management service",
      "promotional email campaigns",
      "email deliverability SPF DKIM DMARC",
      "Mailchimp Brevo agency",
    ],
  },
  {
    slug: "marketing-automation",
    serviceSlug: "email-marketing",
    title: "Marketing Automation",
    subtitle: "Welcome series, abandoned cart reminders and follow-ups that run on their own, 24x7.",
    description:
      "Marketing automation sends the right email, SMS or WhatsApp message when a customer does something, such as signing up, abandoning a cart, booking a demo or going quiet for 60 days. It is the highest-return email work for online stores, course sellers and service firms with a steady flow of leads that sales teams can't follow up by hand. We map your customer journey, build flows in Klaviyo, Brevo, Zoho, HubSpot or your CRM, connect triggers from Shopify, WooCommerce, Razorpay or your forms, and write every message in the sequence. Once live, flows keep working in the background and we review them monthly.",
    features: [
      {
        title: "Welcome and onboarding series",
        description:
          "Three to five emails introducing your brand, best-sellers or services, and a first-order or first-visit offer for new subscribers.",
      },
      {
        title: "Abandoned cart and browse flows",
        description:
          "Reminders at 1 hour, 24 hours and 72 hours after a cart or product view, with the exact items shown and COD or UPI options highlighted.",
      },
      {
        title: "Lead nurture sequences",
        description:
          "Follow-ups for enquiries that didn't convert, such as site-visit reminders for real estate or demo-class reminders for coaching.",
      },
      {
        title: "Post-purchase and review requests",
        description:
          "Order confirmations, usage tips, Google review requests and replenishment reminders timed to how long your product lasts.",
      },
      {
        title: "Win-back campaigns",
        description:
          "Automated messages for customers who haven't bought in 60-120 days, with escalating incentives only where margins allow.",
      },
      {
        title: "Email plus WhatsApp and SMS",
        description:
          "Flows that use WhatsApp Business API or DLT-approved SMS for time-sensitive steps, where Indian customers respond faster than email.",
      },
    ],
    benefits: [
      "Every lead and customer gets timely follow-up without manual work",
      "Recover revenue from abandoned carts and cold enquiries",
      "More repeat purchases and reviews on autopilot",
      "Your sales team spends time on hot leads only",
    ],
    metrics: [
      "Abandoned cart flows typically recover 5-12% of abandoned checkouts",
      "Automated flows often generate 30-50% of total email revenue from a fraction of the sends",
      "Lead-to-appointment rates commonly improve 15-25% with structured nurture sequences",
    ],
    keywords: [
      "marketing automation India",
      "abandoned cart email setup",
      "Klaviyo agency India",
      "email drip campaigns",
      "WhatsApp and email automation",
    ],
  },
  {
    slug: "list-segmentation",
    serviceSlug: "email-marketing",
    title: "List Segmentation",
    subtitle:
      "Send different messages to different customers, based on what they bought, where they live and how engaged they are.",
    description:
      "List segmentation splits your contacts into meaningful groups so a first-time buyer in Chennai, a wholesale buyer in Surat and a lapsed customer from 2023 don't all get the same email. It benefits any business with a list above a few thousand contacts, especially retailers with varied product lines and B2B firms with dealer and retail customers. We clean and de-duplicate your data, merge sources like your store, CRM, Excel sheets and event sign-ups, and build segments by purchase history, location, language, engagement and lead stage. Smaller, relevant sends also protect your sender reputation and cut tool costs charged per contact.",
    features: [
      {
        title: "List cleaning and de-duplication",
        description:
          "Invalid, bounced, duplicate and role-based addresses removed, and inactive contacts tagged before they damage deliverability.",
      },
      {
        title: "Data merge from all sources",
        description:
          "Contacts from Shopify, WooCommerce, your CRM, Google Forms, Excel sheets and offline registers combined into one record per customer.",
      },
      {
        title: "RFM purchase segments",
        description:
          "Customers grouped by recency, frequency and monetary value, such as champions, at-risk buyers and one-time shoppers.",
      },
      {
        title: "Location and language segments",
        description:
          "Segments by city, state or PIN code and by preferred language, so regional offers and Hindi or Tamil emails reach the right people.",
      },
      {
        title: "Engagement-based sending",
        description:
          "Active, warming and dormant tiers, so your most frequent sends go to engaged readers and dormant contacts get a re-permission email.",
      },
      {
        title: "Consent and preference centre",
        description:
          "A simple page where subscribers choose topics and frequency, and opt-in records kept in line with India's DPDP Act requirements.",
      },
    ],
    benefits: [
      "Relevant emails that get more clicks and fewer unsubscribes",
      "Better inbox placement by not emailing disengaged contacts constantly",
      "Lower tool bills by dropping dead addresses",
      "A clear picture of who your best customers are",
    ],
    metrics: [
      "Segmented campaigns commonly see 20-50% higher click rates than whole-list sends",
      "Typically 10-25% of an older list removed as invalid or duplicate",
      "Unsubscribe rates often fall below 0.3% per send after segmentation",
    ],
    keywords: [
      "email list segmentation",
      "customer segmentation RFM",
      "email list cleaning India",
      "CRM data cleanup",
      "personalised email marketing",
    ],
  },
  {
    slug: "email-design",
    serviceSlug: "email-marketing",
    title: "Email Template Design",
    subtitle: "Branded, mobile-first email templates that look right in Gmail, Outlook and every phone.",
    description:
      "Email design covers the reusable templates behind every newsletter, offer and automated message, built so they load fast, read well on a small screen and match your brand. It suits businesses sending emails that look plain, break on mobile, or are just one large image that ends up in spam. We design a template set in Figma, code it in responsive HTML or build it in your email tool's editor, and make sure your team can swap text, images and products without breaking the layout. Most brands need 4-6 templates, typically delivered in about two weeks.",
    features: [
      {
        title: "Branded template system",
        description:
          "Newsletter, product promotion, announcement, transactional and plain-text-style templates sharing your colours, fonts and logo.",
      },
      {
        title: "Mobile-first responsive layouts",
        description:
          "Single-column layouts, large tap targets and readable font sizes, since most Indian recipients open email on a phone.",
      },
      {
        title: "Gmail and Outlook compatibility",
        description:
          "HTML tested across major clients, including dark mode, so buttons, images and spacing hold up everywhere.",
      },
      {
        title: "Balanced image-to-text ratio",
        description:
          "Live text instead of all-image emails, with alt text on every image, which helps both deliverability and accessibility.",
      },
      {
        title: "Reusable content blocks",
        description:
          "Drag-and-drop blocks for product grids, testimonials, offers, events and footers inside Klaviyo, Mailchimp, Brevo or Zoho.",
      },
      {
        title: "Editing guide for your team",
        description:
          "A short video and one-page guide showing how to create a new email from the templates in under 30 minutes.",
      },
    ],
    benefits: [
      "A professional, consistent look in every inbox",
      "Emails that read well on small screens and in dark mode",
      "Faster campaign production for your team",
      "Fewer spam-filter problems from image-heavy designs",
    ],
    metrics: [
      "Email production time typically cut from half a day to under an hour",
      "Mobile click rates often improve 15-30% after a responsive redesign",
      "4-6 templates usually delivered in about 10 working days",
    ],
    keywords: [
      "email template design India",
      "responsive HTML email",
      "newsletter design agency",
      "Klaviyo template design",
      "mobile friendly email templates",
    ],
  },
];
