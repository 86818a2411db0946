// What other features may import of deals, for their browser code (ADR 035).
export {
  DEAL_INTENTS,
  DEAL_MESSAGES,
  type DealField,
  type DealInput,
  type LeadDeal,
  type LostReasonField,
  type LostReasonInput,
  dealFields,
  dealSchema,
  lostReasonFields,
  lostReasonSchema,
} from "./deal";
export { DealSection } from "./deal-section";
export { LostReasonsSettings } from "./lost-reasons-settings";
export { MoneyFiguresSection } from "./money-figures";
