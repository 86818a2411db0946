// What other features may import of lead-workspace, for their server code (.server modules); they import nothing else of it (ADR 035).
export { winDeal } from "./deal-changes.server";
export { assignablePeople, handOver } from "./lead-changes.server";
export { submissionColumns } from "./lead-page.server";
