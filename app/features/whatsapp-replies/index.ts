// What other features may import of the WhatsApp replies, for their browser code (ADR 035).
export { fillReply, greetingReplyFor, type WhatsAppReply } from "./replies";
