// What other features may import of case-studies, for their browser code; they import nothing else of it (ADR 035).
export { type ServiceChoices } from "./case-studies-panel";
