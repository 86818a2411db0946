import type { Words } from "../lib/locale";

/**
 * What the inquiry form says, in English (the spec's exact strings): its labels, placeholders,
 * button, notice, dialog and toasts, and the server's answers; inquiry-copy.hi.ts beside it says
 * it in Hindi. A form on a Hindi page (/hi/…) speaks Hindi, and so does the server that answers it.
 */
export const inquiryCopyEn = {
  dialog: {
    title: "Let's grow your business",
    description: "Tell us a little about what you need. We reply within 24 hours on business days.",
    close: "Close",
  },
  labels: {
    name: "Name *",
    phone: "Phone Number *",
    email: "Email (Optional)",
    city: "City *",
    service: "Service Interested In *",
    message: "Message (Optional)",
  },
  placeholders: {
    name: "Your full name",
    email: "you@business.in",
    city: "e.g. Pune",
    service: "e.g. Digital Marketing, Web Development, SEO",
    message: "Tell us about your business and what you want to achieve",
  },
  honeypot: "Leave this field empty",
  consent: "Also send me offers and updates by e-mail or WhatsApp (optional)",
  submit: "Submit Inquiry",
  submitting: "Submitting...",
  chat: "Chat on WhatsApp",
  callUs: "Call us",
  reference: "Your reference",
  notice: {
    uses: "We use your name, phone, city, the service you ask about and, if you give them, your e-mail and message only to answer this enquiry, and keep them for {kept}.",
    notice: "Privacy notice",
    policy: "Privacy policy",
    requests: "Data requests:",
  },
  messages: {
    success: { title: "Success!", description: "We've received your inquiry. We'll get back to you soon!" },
    failure: { title: "Error", description: "Failed to submit form. Please try again." },
    unreadable: "We could not read the form. Please try again.",
    rateLimited:
      "You have sent several inquiries in the last few minutes. Please wait a little and try again, or call us.",
  },
};

export type InquiryCopy = Words<typeof inquiryCopyEn>;
