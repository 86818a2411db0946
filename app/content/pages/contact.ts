import type { Words } from "../../lib/locale";
import { pageHeadings } from "../page-headings";

/**
 * The Contact page's words in English (the spec's exact strings). Its Hindi twin is in page-copy.hi.ts,
 * held to the same shape by languages.test.ts. The site layout sends them with the page (words.ts).
 */
export const contactCopyEn = {
  meta: {
    name: "Contact Us",
    description:
      "Talk to our team about ads, SEO, websites or WhatsApp automation. Email, call or send an inquiry; we reply within 24 hours on business days.",
    keywords: ["contact digital marketing agency", "free marketing consultation India", "hire marketing agency"],
  },
  eyebrow: "Contact",
  title: pageHeadings["/contact"].title,
  subtitle: "Tell us about your business and goals. A strategist, not a salesperson, will get back to you.",
  detailsTitle: "Contact details",
  email: "Email",
  phone: "Phone",
  whatsapp: "WhatsApp",
  chat: "Chat with us on WhatsApp",
  hours: "Hours",
  hoursValue: "Mon-Fri, 9am to 6pm IST",
  office: "Office",
  officeValue: "India · remote-first team working with clients across the country",
  replyTime: "We reply within 24 hours on business days.",
  formTitle: "Send us an inquiry",
};

export type ContactCopy = Words<typeof contactCopyEn>;
