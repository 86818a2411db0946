import type { LegalSection } from "./schema";

export const terms: LegalSection[] = [
  {
    heading: "Using this website",
    paragraphs: [
      "These terms apply to anyone who visits this website or works with us as a client. By using the site or sending us an enquiry, you agree to them. If you do not agree, please do not use the site.",
      "The information here describes our services in general terms. It is not professional advice for your specific situation, and figures such as typical results or price ranges are indicative only. We try to keep the content accurate and up to date, but we may change or remove pages at any time without notice.",
    ],
    bullets: [
      "Do not try to break, overload or gain unauthorised access to the site or its admin area.",
      "Do not copy large parts of the site, scrape it automatically or reuse our content as your own.",
      "Do not submit false, offensive or someone else's details through our forms.",
    ],
  },
  {
    heading: "Enquiries submitted through our forms",
    paragraphs: [
      "When you fill in an enquiry form, you are asking us to contact you about the services you selected. Sending an enquiry does not create a contract, and we are not obliged to take on any project.",
      "Please give details that are accurate and that you are entitled to share. We will use them as described in our Privacy Policy, mainly to call, e-mail or message you about your request.",
    ],
  },
  {
    heading: "Services and proposals",
    paragraphs: [
      "Before starting paid work, we send a written proposal or quotation that sets out the scope, deliverables, timelines, fees and any monthly commitments. The work is governed by that proposal once you accept it in writing, by e-mail or by making the first payment. If the proposal and these terms conflict, the proposal wins.",
      "Anything outside the agreed scope, such as extra pages, additional ad platforms or more revisions, will be quoted separately before we do it. Timelines depend on receiving your inputs, approvals and access on time.",
      "Marketing results depend on many things outside our control, including search engine and platform algorithms, competition, your pricing and how quickly your team follows up on leads. We do not guarantee any ranking, traffic level, number of leads or sales. Any figures we share are estimates based on past experience, not promises.",
    ],
  },
  {
    heading: "Fees, payments and GST",
    paragraphs: [
      "All fees are quoted and invoiced in Indian Rupees (INR). GST is charged on top of our fees at the rate that applies at the time of invoicing, and we issue GST-compliant tax invoices. Please share your GSTIN before the first invoice if you want to claim input tax credit.",
      "Unless the proposal says otherwise, one-time projects are billed with an advance before work begins and the balance on delivery, and retainers are billed monthly in advance. Invoices are payable within the period stated on them, by bank transfer, UPI or another method we accept.",
    ],
    bullets: [
      "Advertising spend is separate from our management fee and is paid by you directly to the ad platform, or billed at actual cost if we agree to pay on your behalf.",
      "If an invoice stays unpaid beyond its due date, we may pause work and campaigns until it is settled.",
      "Fees for work already done are not refundable. Any unused advance for work not yet started will be adjusted or refunded as set out in the proposal.",
    ],
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      "The content and design of this website belong to us or to those who licensed them to us. You may view and share links to it, but you may not reproduce it for commercial use without our written permission.",
      "For client work, once you have paid in full, you own the final deliverables made specifically for you, such as your logo, website content, ad creatives and reports. We keep ownership of our own tools, templates, code libraries, methods and know-how, and give you a licence to use whatever is built into your deliverables.",
      "Unless you ask us not to, we may mention your business name and show non-confidential samples of our work in our portfolio. We will never share your private data or results without your consent.",
    ],
  },
  {
    heading: "Your responsibilities as a client",
    paragraphs: [
      "Good work needs timely cooperation. You agree to give us the information, approvals and access we reasonably need, and to review drafts within the agreed time.",
      "You are responsible for the claims made about your own products and services, and for holding the rights to any material you give us.",
    ],
    bullets: [
      "Provide accurate business details, offers, prices and any required licences or registrations.",
      "Make sure logos, photos, testimonials and other material you share can legally be used.",
      "Keep ad accounts, domains and hosting in good standing, and pay platform charges on time.",
      "Follow applicable laws, including consumer protection, advertising and data protection rules, for any leads or customer data you collect.",
      "Tell us promptly about any change in your business that affects the work.",
    ],
  },
  {
    heading: "Limitation of liability",
    paragraphs: [
      "We do our work with reasonable skill and care. However, we are not responsible for losses caused by things outside our control, such as ad platform policy changes or account suspensions, algorithm updates, outages of third-party services, or delays in inputs from your side.",
      "To the extent the law allows, we are not liable for indirect or consequential losses such as lost profits, lost business or lost data. Our total liability for any claim relating to a project is limited to the fees you paid us for that project, or for retainers, the fees paid in the three months before the claim arose.",
    ],
  },
  {
    heading: "Suspension and termination",
    paragraphs: [
      "Either side may end an ongoing engagement by giving written notice as set out in the proposal, or 30 days' notice if none is stated. You will pay for work done and costs committed up to the end of the notice period.",
      "We may suspend or end work immediately if invoices remain unpaid, if we are asked to do something unlawful or misleading, or if either side seriously breaches these terms. On termination, we will hand over the deliverables you have paid for and return access to your accounts.",
    ],
  },
  {
    heading: "Governing law and disputes",
    paragraphs: [
      "These terms and any engagement with us are governed by the laws of India. If a disagreement arises, we will first try to resolve it through good-faith discussion for at least 30 days.",
      "If it cannot be resolved that way, the courts in the city of our registered office will have exclusive jurisdiction.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [
      "We may update these terms from time to time, and the version on this page is the one that applies. For any question about these terms or about a proposal you have received, write to us at {email}.",
    ],
  },
];

export const privacy: LegalSection[] = [
  {
    heading: "About this policy",
    paragraphs: [
      "This policy explains what personal data we collect through this website, why we collect it and how we look after it. It applies to visitors and to people who send us an enquiry.",
      "We process your data in line with India's Digital Personal Data Protection Act, 2023 and other applicable laws. When you submit a form, you consent to us using your details for the purposes described below.",
    ],
  },
  {
    heading: "What we collect through the inquiry form",
    paragraphs: [
      "We only collect what you choose to type into our enquiry form, plus a few details about how you reached it, so we can reply and understand which pages and campaigns bring enquiries.",
    ],
    bullets: [
      "Your name",
      "Your phone number",
      "Your e-mail address",
      "Your city",
      "The service you are interested in",
      "Your message",
      "The page you sent the form from and the campaign source, for example a link tag from an ad or e-mail",
    ],
  },
  {
    heading: "How we use your information",
    paragraphs: [
      "We use your details to respond to your enquiry by phone, e-mail or WhatsApp, to prepare a proposal if you ask for one, and to keep a record of our conversation. We also look at page and campaign source in aggregate to see which of our own marketing is working.",
      "We do not sell, rent or trade your personal data. We will not add you to a marketing list without asking you first.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "This site uses only essential cookies, and only for the sign-in of our own staff to the site's admin area. Ordinary visitors do not need to accept any cookies to browse or to send an enquiry.",
      "We do not use advertising trackers, remarketing pixels or third-party profiling cookies on this site.",
    ],
  },
  {
    heading: "Sharing with service providers",
    paragraphs: [
      "To run the website and reply to you, we rely on a small number of trusted providers who process data on our behalf. They may only use it to provide their service to us and must keep it secure.",
      "We may also disclose data if required by law, a court order or a government authority acting within its legal powers.",
    ],
    bullets: [
      "Hosting and database providers that store the website and enquiry records",
      "E-mail service providers that deliver enquiry notifications and our replies",
    ],
  },
  {
    heading: "How long we keep your data",
    paragraphs: [
      "Enquiries are kept only for a limited period, long enough to respond and follow up, and are then deleted. If you do not become a client, we delete your enquiry within 12 months of our last contact with you, or sooner if you ask.",
      "If you become a client, we keep the records needed to deliver our services and to meet tax and accounting obligations, for as long as those laws require.",
    ],
  },
  {
    heading: "How we protect your data",
    paragraphs: [
      "The site is served over an encrypted connection (HTTPS), and enquiry records can be viewed only by authorised team members who sign in to the admin area. We limit access to the people who need it to respond to you.",
      "No system on the internet is completely secure. If a data breach affecting your personal data occurs, we will inform you and the authorities as the law requires.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "Under the Digital Personal Data Protection Act, 2023, you have rights over the personal data we hold about you. To use any of them, write to {privacyEmail}. We may need to confirm your identity before acting on a request, and we aim to reply within 30 days.",
      "If you are not satisfied with our response, you may approach the Data Protection Board of India.",
      "The quickest way is our Your data page ({siteUrl}/your-data): ask there to see, correct or erase your data, to nominate someone to act for you, or to raise a grievance. We confirm it is you through a link sent to your e-mail address, and write to you at each step.",
    ],
    bullets: [
      "Access: ask for a summary of the data we hold about you and how we use it.",
      "Correction: ask us to correct or complete inaccurate details.",
      "Erasure: ask us to delete your data when it is no longer needed or when you withdraw consent.",
      "Withdraw consent: stop us from using your data for the purposes you agreed to.",
      "Grievance redressal: raise a complaint with us about how your data has been handled.",
      "Nomination: name someone to exercise these rights for you in case of death or incapacity.",
    ],
  },
  {
    heading: "Children",
    paragraphs: [
      "Our website and services are meant for businesses and adults. They are not meant for anyone under 18, and we do not knowingly collect data from children. If you believe a child has sent us their details, please tell us and we will delete them.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy when our practices or the law change. The latest version will always be on this page, and for significant changes we will make the update clear on the site.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [
      'For questions about this policy, requests about your data or a grievance, e-mail us at {privacyEmail}. Please mention "Privacy" in the subject line so your message reaches the right person quickly.',
    ],
  },
  // Added with the consent choice on the enquiry forms (November 2026): the first eleven are as they were.
  {
    heading: "Consent, who receives your details, and complaints",
    paragraphs: [
      "Answering your enquiry rests on you having sent it. Offers and updates rest on your consent alone: each enquiry form asks for it in a separate box that stays unticked unless you tick it, and we record the version of the privacy notice you were shown, your choice and when you made it.",
      "You can withdraw that consent at any time: every automatic reply and every offer or update we send carries a link that does it at once, without signing in, or write to our grievance contact at {privacyEmail}. Withdrawing does not affect what was done before it, and we still answer your enquiry.",
      "If we do not resolve a request or a grievance to your satisfaction, you may complain to the Data Protection Board of India through its online complaint process.",
      "Your enquiry's details reach only our team and these services, each for the purpose stated:",
    ],
    bullets: [
      "our e-mail provider, which carries the alerts about your enquiry to our team and our replies to you;",
      "WhatsApp (Meta Platforms), when we use it to alert our team about a new enquiry or to reply to you;",
      "the tools our team connects to receive new enquiries (a CRM, Zapier, Make, n8n or a Google Sheet, through webhooks), which receive the enquiry's details to track it.",
    ],
  },
];
