// What other features may import of lead-messages, for their server code (.server modules); they import nothing else of it (ADR 035).
export { enqueueAcknowledgement } from "./acknowledgement.server";
export { enqueueAssignmentAlert } from "./assignment-alert.server";
export { enqueueLeadAlert, leadAlerts, leadPageUrl } from "./lead-alert.server";
export { enqueueWhatsAppAlerts } from "./whatsapp-alert.server";
