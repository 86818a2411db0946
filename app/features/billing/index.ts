// What other features may import of billing, for their browser code; they import nothing else of it (ADR 035).
export { quoteReference } from "./quote";
