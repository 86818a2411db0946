// What other features may import of lead-workspace, for their browser code; they import nothing else of it (ADR 035).
export { type Assignee, LEAD_PAGE_MESSAGES } from "./lead-page-schema";
export { LEAD_MESSAGES } from "./schema";
