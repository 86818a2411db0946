// What other features may import of the WhatsApp replies, for their server code (ADR 035).
export { listReplies } from "./replies.server";
