// What other features may import of case-studies, for their server code (.server modules); they import nothing else of it (ADR 035).
export { deleteCaseStudy } from "./admin-queries.server";
