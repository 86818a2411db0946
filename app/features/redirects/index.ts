// What other features and the routes may import of redirects, for their browser code; they import nothing else of it (ADR 035).
export { RedirectsPage } from "./redirects-page";
