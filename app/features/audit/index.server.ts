// What other features may import of audit, for their server code (.server modules); they import nothing else of it (ADR 035).
export { auditSignIn, recordAudit, recordRead } from "./audit.server";
