// What other features may import of leads, for their browser code; they import nothing else of it (ADR 035).
export { LEAD_TAP_INTENTS, telHref, whatsappDigits, whatsappHref } from "./contact-links";
export { isLeadReference, leadReference } from "~/lib/lead-reference";
export { LEAD_LANGUAGE_NAMES, type LeadAlert, leadPagePath, type LeadsPage, type ListedLead } from "./lead-view";
export { PHONE_MESSAGES_IN, readPhoneNumber } from "./phone";
export {
  type LeadDetails,
  LEAD_DETAIL_MESSAGES,
  leadDetailShape,
  leadDetailShapeIn,
  leadDetailsSchema,
  optionalText,
} from "./lead-details-schema";
