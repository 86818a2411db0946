// What other features may import of the WhatsApp replies, for their browser code (ADR 035).
export { fillReply, type WhatsAppReply } from "./replies";
